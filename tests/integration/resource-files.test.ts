/**
 * The server's handling of resource files against the development backend, with the demo
 * admin's own session (so the storage policies apply): a refused upload stores nothing, a
 * stored one carries its detected type, and a file no resource names any more is removed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HttpError } from '~/server/errors'
import { uploadPrivateDocument } from '~/server/record-files.server'
import { deleteResourceRow, insertResource, RESOURCE_FILES_BUCKET, updateResourceRow, uploadResourceFile } from '~/server/resources.server'
import type { SupabaseServerClient } from '~/server/supabase.server'
import type { ResourceFields } from '~/lib/resource-schema'
import { executableBytes, htmlBytes, pdfBytes } from '../support/sample-documents'
import { startTestBackend, type TestBackend } from './support/backend'
import { signedInClient } from './support/clients'

let backend: TestBackend
let admin: SupabaseServerClient
beforeAll(async () => {
  backend = await startTestBackend()
  admin = (await signedInClient(backend.url, 'admin')) as unknown as SupabaseServerClient
}, 60_000)
afterAll(() => backend?.close())
beforeEach(() => backend.reset())

const storedFiles = async () =>
  (await backend.sql.query<{ name: string; mimetype: string }>(`select name, metadata->>'mimetype' as mimetype from storage.objects where bucket_id = 'resource-files' order by name`)).rows

const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name, { type: 'application/pdf' })

const fields = (stored: { path: string; name: string; size: number }): ResourceFields => ({
  title: 'Integration Guide',
  description: '',
  category: 'Technology',
  author: '',
  published_on: '2026-01-15',
  cover_image_url: '',
  cover_image_alt: '',
  membership_required: false,
  file: stored,
  external_url: '',
  in_library: true,
  security_hub_badge: '',
  sort_order: 0,
  status: 'published',
})

describe('resource files', () => {
  it('stores nothing when the bytes are not a document, whatever the name says', async () => {
    for (const bytes of [htmlBytes(), executableBytes()]) {
      const refused = uploadPrivateDocument(admin, { bucket: RESOURCE_FILES_BUCKET, file: file(bytes, 'guide.pdf'), logEvent: 'test', failure: 'failed' })
      await expect(refused).rejects.toMatchObject({ status: 415 } satisfies Partial<HttpError>)
    }
    expect(await storedFiles()).toEqual([])
  })

  it('stores a PDF under a generated name with its detected type', async () => {
    const stored = await uploadResourceFile(admin, file(pdfBytes(), 'Guide.pdf'))
    expect(stored).toMatchObject({ name: 'Guide.pdf', size: pdfBytes().length })
    expect(await storedFiles()).toEqual([{ name: stored.path, mimetype: 'application/pdf' }])
  })

  it('removes the file a resource no longer names: replaced, then deleted with the resource', async () => {
    const first = await uploadResourceFile(admin, file(pdfBytes('First'), 'First.pdf'))
    const row = await insertResource(admin, fields(first))
    const second = await uploadResourceFile(admin, file(pdfBytes('Second'), 'Second.pdf'))
    const updated = await updateResourceRow(admin, row.id, fields(second))
    expect(updated.file_name).toBe('Second.pdf')
    expect((await storedFiles()).map((object) => object.name)).toEqual([second.path])
    await deleteResourceRow(admin, row.id)
    expect(await storedFiles()).toEqual([])
  })
})
