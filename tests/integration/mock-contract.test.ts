/**
 * The mock backend allows and refuses exactly what the RLS policies do.
 * Every cell of the role x operation matrix runs twice: as SQL on a real
 * Postgres (PGlite) with supabase/migrations applied, and through supabase-js
 * against the MSW mock. Both must give the same outcome.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createPolicyDb, type Actor, type PolicyDb } from '../../supabase/tests/support/policy-db'
import { expectedOutcomes, policyMatrix, runOperation, type OperationId, type Outcome } from '../../supabase/tests/support/policy-matrix'
import { mockDb, resetMockDb, sampleExpertList } from '../../mocks/db'
import { demoUsers } from '../../mocks/demo-users'
import { mockServer, MOCK_SUPABASE_URL } from '../../mocks/node'
import { anonClient, serviceClient, signedInClient } from './support/clients'

const OTHER_ADMIN_ID = '9b6f1d2e-0000-4000-8000-00000000abcd'
const IMAGE_PATH = 'fixtures/portrait.png'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

let db: PolicyDb
const clients = {} as Record<Actor, SupabaseClient>

beforeAll(async () => {
  mockServer.listen({ onUnhandledFrame: 'error' })
  db = await createPolicyDb()
}, 120_000)
afterAll(async () => {
  mockServer.close()
  await db?.close()
})

/** The mock's counterpart of the PGlite fixtures: another admin, and an image in the bucket. */
beforeEach(async () => {
  resetMockDb()
  const now = new Date().toISOString()
  mockDb.users.set(OTHER_ADMIN_ID, { id: OTHER_ADMIN_ID, email: 'other-admin@example.com', password: 'x', created_at: now, confirmed: true })
  mockDb.userRoles.set('other-admin-role', { id: 'other-admin-role', user_id: OTHER_ADMIN_ID, role: 'admin', created_at: now })
  mockDb.objects.set(`experts/${IMAGE_PATH}`, {
    id: crypto.randomUUID(), bucket: 'experts', path: IMAGE_PATH, bytes: PNG, contentType: 'image/png', cacheControl: 'max-age=3600', owner: '', created_at: now,
  })
  clients.anon = anonClient()
  clients.user = await signedInClient('member')
  clients.admin = await signedInClient('admin')
  clients.service_role = serviceClient()
})

function expertId(active: boolean) {
  const name = sampleExpertList.find((expert) => expert.is_active === active)!.name
  return [...mockDb.experts.values()].find((row) => row.name === name)!.id
}

function classify(result: { data: unknown; error: { code?: string; message?: string } | null }): Outcome {
  if (result.error) {
    if (result.error.code === '42501' || /row-level security/.test(result.error.message ?? '')) return 'error'
    if (/not found/i.test(result.error.message ?? '')) return 'no-rows'
    throw new Error(`unexpected error: ${JSON.stringify(result.error)}`)
  }
  const rows = Array.isArray(result.data) ? result.data : result.data ? [result.data] : []
  return rows.length > 0 ? 'allowed' : 'no-rows'
}

/** The same operations as supabase/tests/support/policy-matrix.ts, as the app's client sends them. */
const mockOperations: Record<OperationId, (client: SupabaseClient) => Promise<Outcome>> = {
  'experts.readActive': async (c) => classify(await c.from('experts').select('id, name').eq('id', expertId(true))),
  'experts.readInactive': async (c) => classify(await c.from('experts').select('id, name').eq('id', expertId(false))),
  'experts.insert': async (c) =>
    classify(await c.from('experts').insert({ name: 'New Expert', role: 'Advisor', description: 'A new profile.', image_url: null, is_active: true }).select('id')),
  'experts.update': async (c) =>
    classify(await c.from('experts').update({ role: 'Changed Role', is_active: false }).eq('id', expertId(true)).select('id')),
  'experts.delete': async (c) => classify(await c.from('experts').delete().eq('id', expertId(true)).select('id')),
  'roles.readAdminRow': async (c) =>
    classify(await c.from('user_roles').select('role').eq('user_id', demoUsers.admin.id).eq('role', 'admin')),
  'roles.readOtherAdminRow': async (c) =>
    classify(await c.from('user_roles').select('role').eq('user_id', OTHER_ADMIN_ID).eq('role', 'admin')),
  'roles.insertForMember': async (c) =>
    classify(await c.from('user_roles').insert({ user_id: demoUsers.member.id, role: 'admin' }).select('id')),
  'storage.list': async (c) => {
    const { data, error } = await c.storage.from('experts').list('fixtures')
    if (error) throw new Error(`unexpected error: ${JSON.stringify(error)}`)
    return data.some((entry) => entry.name === 'portrait.png') ? 'allowed' : 'no-rows'
  },
  'storage.upload': async (c) =>
    classify(await c.storage.from('experts').upload('1767225600000-abc123.png', PNG, { contentType: 'image/png', upsert: false })),
  'storage.update': async (c) => classify(await c.storage.from('experts').update(IMAGE_PATH, PNG, { contentType: 'image/png' })),
  'storage.delete': async (c) => classify(await c.storage.from('experts').remove([IMAGE_PATH])),
}

describe('mock backend ≡ RLS policies', () => {
  it('covers every operation of the policy matrix', () => {
    expect(Object.keys(mockOperations).sort()).toEqual(Object.keys(expectedOutcomes).sort())
  })

  it.each(policyMatrix.map((cell) => [cell.actor, cell.operation, cell.expected] as const))(
    '%s: %s → %s on Postgres and on the mock',
    async (actor, operation) => {
      const onPostgres = await runOperation(db, actor, operation)
      const onMock = await mockOperations[operation](clients[actor])
      expect({ onMock, mock: MOCK_SUPABASE_URL }).toEqual({ onMock: onPostgres, mock: MOCK_SUPABASE_URL })
    },
  )

  // The public URL of a public bucket's object is served without the storage.objects policies.
  it.each(['anon', 'user', 'admin', 'service_role'] as const)('%s: an image is served by its public URL', async (actor) => {
    const response = await fetch(clients[actor].storage.from('experts').getPublicUrl(IMAGE_PATH).data.publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
  })
})
