/**
 * The development backend allows and refuses exactly what the policies of supabase/migrations
 * say: every cell of the role x operation matrix, sent over HTTP as the app's server sends it
 * (the data API through the mock's gateway to PostgREST, storage through the mock's Storage
 * API), gives the outcome the matrix expects. The policies themselves are proven as SQL in
 * supabase/tests/policies.test.ts; this holds the glue around them: keys and JWTs to roles,
 * forwarding, and the Storage API's use of storage.objects.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { FIXTURES_SQL, fixtureExperts, fixtureIds, fixtureResources, type Actor } from '../../supabase/tests/support/policy-db'
import { operations, policyMatrix, type OperationId, type Outcome } from '../../supabase/tests/support/policy-matrix'
import { buildRestRequest, outcomeOf, tokenFor } from '../../supabase/tests/support/actor-http'
import { startTestBackend, type TestBackend } from './support/backend'
import { clientWithToken, serviceClient } from './support/clients'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const IMAGE_PATH = fixtureExperts.imageObjectName
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
}, 60_000)
afterAll(() => backend?.close())
beforeEach(async () => {
  await backend.sql.query(FIXTURES_SQL)
})

const storageClient = async (actor: Actor): Promise<SupabaseClient> =>
  actor === 'service_role' ? serviceClient(backend.url) : clientWithToken(backend.url, await tokenFor(actor))

function storageOutcome(result: { data: unknown; error: { message?: string } | null }): Outcome {
  if (result.error) {
    if (/row-level security/.test(result.error.message ?? '')) return 'error'
    if (/not found/i.test(result.error.message ?? '')) return 'no-rows'
    throw new Error(`unexpected error: ${JSON.stringify(result.error)}`)
  }
  const rows = Array.isArray(result.data) ? result.data : result.data ? [result.data] : []
  return rows.length > 0 ? 'allowed' : 'no-rows'
}

/** The storage operations of the matrix, as supabase-js sends them to the Storage API. */
const storageOperations: Partial<Record<OperationId, (client: SupabaseClient) => Promise<Outcome>>> = {
  'storage.list': async (c) => {
    const { data, error } = await c.storage.from('experts').list('fixtures')
    if (error) throw new Error(`unexpected error: ${JSON.stringify(error)}`)
    return data.some((entry) => `fixtures/${entry.name}` === IMAGE_PATH) ? 'allowed' : 'no-rows'
  },
  'storage.upload': async (c) =>
    storageOutcome(await c.storage.from('experts').upload('1767225600000-abc123.png', PNG, { contentType: 'image/png', upsert: false })),
  'storage.update': async (c) => storageOutcome(await c.storage.from('experts').update(IMAGE_PATH, PNG, { contentType: 'image/png' })),
  'storage.delete': async (c) => storageOutcome(await c.storage.from('experts').remove([IMAGE_PATH])),
  'storage.uploadBanner': async (c) =>
    storageOutcome(await c.storage.from('event-banners').upload('1767225600000-banner.png', PNG, { contentType: 'image/png', upsert: false })),
  'storage.downloadResourceFile': async (c) => downloadOutcome(c, fixtureResources.published.filePath),
  'storage.downloadDraftResourceFile': async (c) => downloadOutcome(c, fixtureResources.draft.filePath),
  'storage.uploadResourceFile': async (c) =>
    storageOutcome(await c.storage.from('resource-files').upload('1767225600000-matrixupload.pdf', PDF, { contentType: 'application/pdf', upsert: false })),
  'storage.deleteResourceFile': async (c) => storageOutcome(await c.storage.from('resource-files').remove([fixtureResources.published.filePath])),
  'storage.uploadResourceCover': async (c) =>
    storageOutcome(await c.storage.from('resource-covers').upload('1767225600000-cover.png', PNG, { contentType: 'image/png', upsert: false })),
}

/** Downloads a fixture file as the client's caller, after giving its row bytes (the fixtures make rows only). */
async function downloadOutcome(client: SupabaseClient, path: string): Promise<Outcome> {
  const bytes = await serviceClient(backend.url).storage.from('resource-files').update(path, PDF, { contentType: 'application/pdf' })
  if (bytes.error) throw new Error(`unexpected error: ${JSON.stringify(bytes.error)}`)
  const { data, error } = await client.storage.from('resource-files').download(path)
  if (error) {
    if (/not found/i.test(error.message)) return 'no-rows'
    throw new Error(`unexpected error: ${JSON.stringify(error)}`)
  }
  expect(new Uint8Array(await data.arrayBuffer())).toEqual(PDF)
  return 'allowed'
}

async function outcomeOverHttp(actor: Actor, operation: OperationId): Promise<Outcome | string> {
  const http = operations[operation].http
  if (http) {
    const response = await fetch(await buildRestRequest(`${backend.url}/rest/v1`, http(fixtureIds), actor))
    const text = await response.text()
    return outcomeOf({ status: response.status, body: text ? JSON.parse(text) : null })
  }
  return storageOperations[operation]!(await storageClient(actor))
}

describe('development backend ≡ the policies of supabase/migrations', () => {
  it('reaches every operation of the matrix, through the data API or the Storage API', () => {
    const unreachable = Object.values(operations).filter((op) => op.http === null && !storageOperations[op.id])
    expect(unreachable.map((op) => op.id)).toEqual([])
  })

  it.each(policyMatrix.map((cell) => [cell.actor, cell.operation, cell.expected] as const))(
    '%s: %s → %s over HTTP',
    async (actor, operation, expected) => {
      expect(await outcomeOverHttp(actor, operation)).toBe(expected)
    },
  )

  // The public URL of a public bucket's object is served without the storage.objects policies.
  it('serves an image in the public bucket by its public URL to anyone', async () => {
    const service = serviceClient(backend.url)
    expect((await service.storage.from('experts').update(IMAGE_PATH, PNG, { contentType: 'image/png' })).error).toBeNull()
    const response = await fetch(service.storage.from('experts').getPublicUrl(IMAGE_PATH).data.publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
  })
})
