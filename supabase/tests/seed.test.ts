/**
 * supabase/seed.sql is generated from supabase/sample-experts.json by
 * scripts/generate-seed.mjs: it must be in sync, load on the migrated schema, and be
 * safe to run twice.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderSeed } from '../../scripts/generate-seed.mjs'
import samples from '../sample-experts.json'
import sampleSubmissions from '../sample-submissions.json'
import { applicationReference } from '~/lib/submissions'
import { createPolicyDb, type PolicyDb } from './support/policy-db.ts'

const seedPath = fileURLToPath(new URL('../seed.sql', import.meta.url))
const scriptPath = fileURLToPath(new URL('../../scripts/generate-seed.mjs', import.meta.url))
const seedSql = readFileSync(seedPath, 'utf8')

describe('seed.sql generation', () => {
  it('is in sync with sample-experts.json (run `node scripts/generate-seed.mjs` if not)', () => {
    const regenerated = execFileSync(process.execPath, [scriptPath, '--stdout'], {
      encoding: 'utf8',
    })
    expect(seedSql).toBe(regenerated)
    expect(renderSeed(samples, sampleSubmissions)).toBe(seedSql)
  })

  it('--check passes on the committed file', () => {
    expect(() =>
      execFileSync(process.execPath, [scriptPath, '--check'], { stdio: 'pipe' }),
    ).not.toThrow()
  })

  it('documents, commented out, the SQL that makes a user an admin', () => {
    expect(seedSql).toContain(
      "-- insert into public.user_roles (user_id, role) select id, 'admin' from auth.users where email = 'you@example.com';",
    )
  })

  it('quotes text safely and writes null for missing fields', () => {
    const sql = renderSeed(
      [
      {
        name: "Siobhan O'Brien",
        role: null,
        description: "it's; drop table x; --",
        is_active: true,
      },
      ],
      { applications: [], claims: [] },
    )
    expect(sql).toContain("('Siobhan O''Brien', null, 'it''s; drop table x; --', null, true)")
  })

  it('rejects a malformed list', () => {
    const none = { applications: [], claims: [] }
    expect(() => renderSeed([], none)).toThrow(TypeError)
    expect(() => renderSeed([{ name: '  ', is_active: true }], none)).toThrow(/name/)
    expect(() =>
      renderSeed(
        [
          { name: 'A', is_active: true },
          { name: 'A', is_active: false },
        ],
        none,
      ),
    ).toThrow(/repeats/)
    expect(() =>
      renderSeed([{ name: 'A', is_active: 'yes' as unknown as boolean }], none),
    ).toThrow(/is_active/)
    const claim = { idempotency_key: 'c1a10000-0000-4000-8000-000000000009', days_ago: 1 }
    expect(() => renderSeed(samples, { applications: [], claims: [claim, claim] })).toThrow(
      /repeats/,
    )
    expect(() => renderSeed(samples, { applications: [] } as never)).toThrow(/claims/)
  })

  it('gives every sample application the reference its idempotency key derives', async () => {
    for (const application of sampleSubmissions.applications) {
      expect(application.reference).toBe(await applicationReference(application.idempotency_key))
    }
  })
})

describe('seed.sql on the migrated database', () => {
  let db: PolicyDb

  beforeAll(async () => {
    db = await createPolicyDb({ fixtures: false })
  })

  afterAll(async () => {
    await db?.close()
  })

  const experts = async () =>
    (
      await db.superuser<{
        name: string
        role: string | null
        description: string | null
        image_url: string | null
        is_active: boolean
      }>('select name, role, description, image_url, is_active from public.experts order by name')
    ).rows

  it('inserts every sample expert as written in the JSON, and nothing more when run again', async () => {
    await db.pg.exec(seedSql)
    const expected = [...samples]
      .map(({ name, role, description, image_url, is_active }) => ({
        name,
        role,
        description,
        image_url,
        is_active,
      }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    expect(await experts()).toEqual(expected)

    await db.pg.exec(seedSql)
    expect(await experts()).toHaveLength(samples.length)
  })

  it('leaves an existing expert of the same name untouched', async () => {
    const first = samples[0]!
    await db.superuser(
      `update public.experts set role = 'Edited by an admin', is_active = false where name = $1`,
      [first.name],
    )
    await db.pg.exec(seedSql)
    const rows = (await experts()).filter((row) => row.name === first.name)
    expect(rows).toEqual([
      expect.objectContaining({ role: 'Edited by an admin', is_active: false }),
    ])
  })

  it('inserts the sample applications and claims once, and visitors read none of them', async () => {
    await db.pg.exec(seedSql)
    await db.pg.exec(seedSql)
    const count = async (table: string) =>
      (await db.superuser<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]!.n
    expect(await count('partnership_applications')).toBe(sampleSubmissions.applications.length)
    expect(await count('offer_claims')).toBe(sampleSubmissions.claims.length)
    const { rows } = await db.as('admin', 'select reference from public.partnership_applications')
    expect(rows).toHaveLength(0) // no admin row in user_roles without the fixtures
    await expect(db.as('anon', 'select id from public.offer_claims')).rejects.toMatchObject({
      code: '42501',
    })
  })

  it('shows the active sample experts, and only those, to visitors', async () => {
    const { rows } = await db.as<{ name: string }>(
      'anon',
      'select name from public.experts where is_active order by name',
    )
    const { rows: all } = await db.as<{ name: string }>(
      'anon',
      'select name from public.experts order by name',
    )
    expect(all).toEqual(rows)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((row) => row.name)).not.toContain(
      samples.find((sample) => !sample.is_active)?.name,
    )
  })
})
