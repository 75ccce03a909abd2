/**
 * The mock backend allows and refuses exactly what the RLS policies do.
 * Every cell of the role x operation matrix runs twice: as SQL on a real
 * Postgres (PGlite) with supabase/migrations applied, and through supabase-js
 * against the MSW mock. Both must give the same outcome.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createPolicyDb, fixtureIds, fixtureSubmissions, type Actor, type PolicyDb } from '../../supabase/tests/support/policy-db'
import {
  expectedOutcomes,
  newApplication,
  newClaim,
  policyMatrix,
  runOperation,
  type OperationId,
  type Outcome,
} from '../../supabase/tests/support/policy-matrix'
import { mockDb, resetMockDb, sampleExpertList } from '../../mocks/db'
import { demoUsers } from '../../mocks/demo-users'
import { mockServer, MOCK_SUPABASE_URL } from '../../mocks/node'
import { anonClient, serviceClient, signedInClient } from './support/clients'
import { loadMockSubmissionFixtures } from '../../supabase/tests/support/mock-submission-fixtures'
import { submissionChoices } from '../../mocks/handlers/rest-submissions'
import {
  creatorLevels,
  digitalReachIds,
  experienceIds,
  expertiseAreaIds,
  expertiseMethodIds,
  partnershipTypeIds,
  professionalRoleIds,
} from '../../app/content/partnership'

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
  loadMockSubmissionFixtures(now)
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

/**
 * An insert the caller may not read back (no select): PostgREST answers 201 without a
 * body, which is the row being stored.
 */
function classifyInsert(result: { error: { code?: string; message?: string } | null; status: number }): Outcome {
  if (result.error) return classify({ data: null, error: result.error })
  return result.status === 201 ? 'allowed' : 'no-rows'
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
  'applications.submit': async (c) => classifyInsert(await c.from('partnership_applications').insert(newApplication)),
  'applications.submitReviewed': async (c) =>
    classifyInsert(await c.from('partnership_applications').insert({ ...newApplication, status: 'accepted' })),
  'applications.read': async (c) =>
    classify(await c.from('partnership_applications').select('id, contact_name, motivation').eq('id', fixtureIds.applicationId)),
  'applications.update': async (c) =>
    classify(
      await c.from('partnership_applications').update({ status: 'accepted', internal_note: 'Reviewed.' }).eq('id', fixtureIds.applicationId).select('id'),
    ),
  'applications.delete': async (c) =>
    classify(await c.from('partnership_applications').delete().eq('id', fixtureIds.applicationId).select('id')),
  'claims.submit': async (c) => classifyInsert(await c.from('offer_claims').insert(newClaim)),
  'claims.submitConfirmed': async (c) => classifyInsert(await c.from('offer_claims').insert({ ...newClaim, status: 'confirmed' })),
  'claims.read': async (c) => classify(await c.from('offer_claims').select('id, full_name, email').eq('id', fixtureIds.claimId)),
  'claims.update': async (c) => classify(await c.from('offer_claims').update({ status: 'confirmed' }).eq('id', fixtureIds.claimId).select('id')),
  'claims.delete': async (c) => classify(await c.from('offer_claims').delete().eq('id', fixtureIds.claimId).select('id')),
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

describe('submission tables: the mock refuses what Postgres refuses, with the same code', () => {
  it("knows the site's own choices", () => {
    expect(submissionChoices).toEqual({
      partnershipTypes: partnershipTypeIds,
      professionalRoles: professionalRoleIds,
      experience: experienceIds,
      digitalReach: digitalReachIds,
      expertiseMethods: expertiseMethodIds,
      expertiseAreas: expertiseAreaIds,
      creatorLevels,
    })
  })

  /** Inserts a row as anon on PGlite (rolled back): null when stored, else the SQLSTATE. */
  async function onPostgres(table: string, row: Record<string, unknown>): Promise<string | null> {
    const columns = Object.keys(row)
    try {
      await db.as(
        'anon',
        `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row),
      )
      return null
    } catch (error) {
      return (error as { code?: string }).code ?? String(error)
    }
  }

  async function onMock(table: string, row: Record<string, unknown>): Promise<string | null> {
    const { error } = await clients.anon.from(table).insert(row)
    return error ? (error.code ?? error.message) : null
  }

  it.each<[string, string, Record<string, unknown>]>([
    ['a valid application', 'partnership_applications', {}],
    ['an invalid e-mail', 'partnership_applications', { contact_email: 'nobody' }],
    ['an oversize motivation', 'partnership_applications', { motivation: 'x'.repeat(1001) }],
    ['a blank name', 'partnership_applications', { contact_name: '  ' }],
    ['an unknown partnership type', 'partnership_applications', { partnership_types: ['pyramid-scheme'] }],
    ['an unknown experience', 'partnership_applications', { experience: 'ancient' }],
    ['an internal note', 'partnership_applications', { internal_note: 'Pre-approved' }],
    ['a status other than new', 'partnership_applications', { status: 'accepted' }],
    ['a malformed reference', 'partnership_applications', { reference: 'REF-1' }],
    ['a missing company', 'partnership_applications', { contact_company: null }],
    ['the fixture idempotency key again', 'partnership_applications', { idempotency_key: fixtureSubmissions.application.idempotencyKey }],
    ['a valid claim', 'offer_claims', {}],
    ['an invalid claim e-mail', 'offer_claims', { email: 'a@b' }],
    ['an oversize firm', 'offer_claims', { firm_name: 'x'.repeat(161) }],
    ['a confirmed claim', 'offer_claims', { status: 'confirmed' }],
  ])('%s', async (_what, table, change) => {
    const base = table === 'offer_claims' ? newClaim : newApplication
    const row = { ...base, ...change }
    expect(await onMock(table, row)).toBe(await onPostgres(table, row))
  })
})
