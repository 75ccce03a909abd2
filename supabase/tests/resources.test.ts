/**
 * The resource library's table and buckets beyond the policy matrix: the constraints that keep
 * a row meaningful (a free published resource has a download, a members-only one has none, a
 * file is a generated object name), the buckets' limits, and who may read a file as its
 * resource changes. Proven on PGlite with every migration applied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resourceCategoryList } from '~/domain/resource-choices'
import { createPolicyDb, fixtureIds, fixtureResources, sqlErrorCode, type PolicyDb } from './support/policy-db.ts'

let db: PolicyDb
/** The rows the migration seeds, read before the fixtures replace them. */
let seeded: { title: string; category: string; membership_required: boolean; external_url: string | null; in_library: boolean; security_hub_badge: string | null; published_on: string; status: string; is_example: boolean }[]

beforeAll(async () => {
  db = await createPolicyDb({ fixtures: false })
  seeded = (
    await db.superuser<(typeof seeded)[number]>(
      `select title, category, membership_required, external_url, in_library, security_hub_badge, published_on::text, status, is_example
       from public.resources order by sort_order, published_on desc, title`,
    )
  ).rows
  await db.reset()
})

afterAll(async () => {
  await db?.close()
})

const validDraft = {
  title: 'A Draft',
  category: 'Technology',
  membership_required: false,
  status: 'draft',
  file_path: null as string | null,
  file_name: null as string | null,
  file_size: null as number | null,
  external_url: null as string | null,
  in_library: true,
  security_hub_badge: null as string | null,
  cover_image_url: null as string | null,
}

/** Inserts a resource as the admin (rolled back); the SQLSTATE it fails with, or 'ok'. */
async function insertResource(overrides: Partial<typeof validDraft>): Promise<string> {
  const row = { ...validDraft, ...overrides }
  const columns = Object.keys(row)
  try {
    await db.as(
      'admin',
      `insert into public.resources (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(row),
    )
    return 'ok'
  } catch (error) {
    return sqlErrorCode(error) ?? String(error)
  }
}

const file = { file_path: '1767225600000-abcdef123456.pdf', file_name: 'Guide.pdf', file_size: 2048 }

describe('the seeded library', () => {
  const library = () => seeded.filter((row) => row.in_library)
  const hub = () => seeded.filter((row) => row.security_hub_badge !== null)

  it('is the library the site showed before: 15 published examples in the five categories, free and premium', () => {
    expect(library()).toHaveLength(15)
    expect(new Set(library().map((row) => row.category))).toEqual(new Set(resourceCategoryList))
    expect(library().filter((row) => row.membership_required)).toHaveLength(7)
    // Free ones still lead to the example download address, one per resource.
    for (const row of library().filter((row) => !row.membership_required)) {
      expect(row.external_url).toMatch(/^https:\/\/resources\.example\.com\/library\/[a-z-]+$/)
    }
    expect(library()[0]!.title).toBe('Tax Season Readiness Checklist')
  })

  it("and the Security Hub's four cards, members-only, two courses and two guides, not listed in the library", () => {
    expect(hub().map((row) => [row.security_hub_badge, row.published_on])).toEqual([
      ['Security Course', '2025-03-01'],
      ['Security Guide', '2025-02-01'],
      ['Security Course', '2025-01-01'],
      ['Security Guide', '2025-04-01'],
    ])
    expect(hub().every((row) => row.membership_required && !row.in_library)).toBe(true)
  })

  it('marks every seeded row as an example and publishes it', () => {
    expect(seeded).toHaveLength(19)
    expect(seeded.every((row) => row.is_example && row.status === 'published')).toBe(true)
  })
})

describe('resources constraints', () => {
  it("accepts exactly the library's categories", async () => {
    for (const category of resourceCategoryList) expect(await insertResource({ category }), category).toBe('ok')
    expect(await insertResource({ category: 'Gardening' })).toBe('23514')
  })

  it('a published free resource needs its file or its link, and not both', async () => {
    expect(await insertResource({ status: 'published' })).toBe('23514')
    expect(await insertResource({ status: 'published', ...file })).toBe('ok')
    expect(await insertResource({ status: 'published', external_url: 'https://example.com/guide' })).toBe('ok')
    expect(await insertResource({ status: 'published', ...file, external_url: 'https://example.com/guide' })).toBe('23514')
  })

  it('a members-only resource has no file or link on this site', async () => {
    expect(await insertResource({ status: 'published', membership_required: true })).toBe('ok')
    expect(await insertResource({ membership_required: true, ...file })).toBe('23514')
    expect(await insertResource({ membership_required: true, external_url: 'https://example.com/guide' })).toBe('23514')
  })

  it('stores a file under a generated name only, with its name and size together', async () => {
    expect(await insertResource({ ...file, file_path: '../secret.pdf' })).toBe('23514')
    expect(await insertResource({ ...file, file_path: '1767225600000-abcdef123456.exe' })).toBe('23514')
    expect(await insertResource({ ...file, file_name: 'folder/Guide.pdf' })).toBe('23514')
    expect(await insertResource({ ...file, file_size: 8 * 1024 * 1024 + 1 })).toBe('23514')
    expect(await insertResource({ file_path: file.file_path })).toBe('23514')
  })

  it('refuses links and covers that are not http(s) or a path on this site', async () => {
    expect(await insertResource({ external_url: 'javascript:alert(1)' })).toBe('23514')
    expect(await insertResource({ cover_image_url: 'javascript:alert(1)' })).toBe('23514')
    expect(await insertResource({ cover_image_url: '//evil.example/x.png' })).toBe('23514')
    expect(await insertResource({ cover_image_url: '/images/resources/technology.svg' })).toBe('ok')
  })

  it('shows a resource somewhere: the library or a Security Hub card with a known badge', async () => {
    expect(await insertResource({ in_library: false })).toBe('23514')
    expect(await insertResource({ in_library: false, security_hub_badge: 'Security Guide' })).toBe('ok')
    expect(await insertResource({ security_hub_badge: 'Security Podcast' })).toBe('23514')
  })

  it('one file belongs to one resource', async () => {
    expect(await insertResource({ ...file, file_path: fixtureResources.published.filePath })).toBe('23505')
  })

  it('sets updated_at on every update', async () => {
    const { rows } = await db.as<{ updated_at: Date }>(
      'admin',
      `update public.resources set title = 'Renamed' where id = $1 returning updated_at`,
      [fixtureIds.publishedResourceId],
    )
    expect(rows[0]!.updated_at.getTime()).toBeGreaterThan(new Date('2020-01-02').getTime())
  })
})

describe('resource buckets', () => {
  it('keeps files in a private bucket of 8 MiB for PDF, Word, Excel, PowerPoint and ZIP', async () => {
    const { rows } = await db.superuser<{ id: string; public: boolean; file_size_limit: string; allowed_mime_types: string[] }>(
      `select id, public, file_size_limit, allowed_mime_types from storage.buckets where id like 'resource-%' order by id`,
    )
    expect(rows.map((row) => [row.id, row.public, Number(row.file_size_limit)])).toEqual([
      ['resource-covers', true, 5 * 1024 * 1024],
      ['resource-files', false, 8 * 1024 * 1024],
    ])
    expect(rows[1]!.allowed_mime_types).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/zip',
    ])
    expect(rows[0]!.allowed_mime_types).not.toContain('image/svg+xml')
  })

  const readFileAs = (actor: 'anon' | 'user', setup?: string) =>
    db.as<{ name: string }>(actor, `select name from storage.objects where bucket_id = 'resource-files'`, [], { setup })

  it('a visitor reads only the file of a published free resource', async () => {
    expect((await readFileAs('anon')).rows).toEqual([{ name: fixtureResources.published.filePath }])
    expect((await readFileAs('user')).rows).toEqual([{ name: fixtureResources.published.filePath }])
  })

  it('the file stops being readable the moment its resource is unpublished or deleted', async () => {
    const unpublish = `update public.resources set status = 'draft' where id = '${fixtureIds.publishedResourceId}'`
    expect((await readFileAs('anon', unpublish)).rows).toEqual([])
    const remove = `delete from public.resources where id = '${fixtureIds.publishedResourceId}'`
    expect((await readFileAs('anon', remove)).rows).toEqual([])
  })

  it('a file no resource names is not readable by visitors', async () => {
    const orphan = `insert into storage.objects (bucket_id, name) values ('resource-files', '1767225600000-orphanfile01.pdf')`
    const { rows } = await readFileAs('anon', orphan)
    expect(rows.map((row) => row.name)).not.toContain('1767225600000-orphanfile01.pdf')
  })

  it('a visitor reads no cover rows (covers are served by their public URLs)', async () => {
    const cover = `insert into storage.objects (bucket_id, name) values ('resource-covers', 'cover.png')`
    const { rows } = await db.as('anon', `select name from storage.objects where bucket_id = 'resource-covers'`, [], { setup: cover })
    expect(rows).toEqual([])
  })
})
