/**
 * The submission tables beyond the policy matrix: the requests the app's submission and
 * inbox functions send (app/server/submissions.server.ts), and the refusals a visitor can
 * meet, each sent to PostgREST 12 on PostgreSQL 15 and to the development backend, which must
 * answer the same.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { fixtureIds, fixtureSubmissions, type Actor } from '../../supabase/tests/support/policy-db'
import type { RestRequest } from '../../supabase/tests/support/policy-matrix'
import { answerOf, countPairs, resetBothToFixtures, sendDevelopment, sendReal } from './support/lane'

let pairs = 0
afterAll(() => countPairs('submissions-parity', pairs))
beforeEach(() => resetBothToFixtures())

const REPRESENTATION = { prefer: 'return=representation' }
const application = {
  idempotency_key: '0e000000-0000-4000-8000-0000000000c1',
  reference: 'APP-0000000C',
  partnership_types: ['workshops', 'mentorship'],
  professional_roles: [],
  experience: 'senior',
  digital_reach: null,
  expertise_method: null,
  expertise_areas: ['tax-planning'],
  motivation: 'A motivation.',
  estimated_level: null,
  contact_name: 'Parity Applicant',
  contact_email: 'parity@example.test',
  contact_company: 'Parity LLP',
  contact_phone: null,
  contact_title: null,
  contact_linkedin: null,
}
const claim = { idempotency_key: '0e000000-0000-4000-8000-0000000000c2', full_name: 'Parity Claimant', email: 'c@example.test', firm_name: 'Firm' }
const columns = 'id,reference,status,internal_note,contact_name,contact_email,created_at,updated_at'

type Probe = [label: string, actor: Actor, request: RestRequest]

// prettier-ignore
const probes: Probe[] = [
  ['a visitor submits an application', 'anon', { method: 'POST', path: '/partnership_applications', body: application }],
  ['a repeat of a stored application (same idempotency key)', 'anon', { method: 'POST', path: '/partnership_applications', body: { ...application, idempotency_key: fixtureSubmissions.application.idempotencyKey } }],
  ['an application with an invalid e-mail', 'anon', { method: 'POST', path: '/partnership_applications', body: { ...application, contact_email: 'nobody' } }],
  ['an application with an unknown choice', 'anon', { method: 'POST', path: '/partnership_applications', body: { ...application, partnership_types: ['pyramid-scheme'] } }],
  ['an application with an internal note', 'anon', { method: 'POST', path: '/partnership_applications', body: { ...application, internal_note: 'Pre-approved' } }],
  ['an application read back by its sender', 'anon', { method: 'POST', path: '/partnership_applications?select=id', body: application, headers: REPRESENTATION }],
  ['a visitor submits a claim', 'anon', { method: 'POST', path: '/offer_claims', body: claim }],
  ['a repeat of a stored claim', 'anon', { method: 'POST', path: '/offer_claims', body: { ...claim, idempotency_key: fixtureSubmissions.claim.idempotencyKey } }],
  ['a second claim from an address that claimed', 'anon', { method: 'POST', path: '/offer_claims', body: { ...claim, email: fixtureSubmissions.claim.email.toUpperCase() } }],
  ['a claim with an oversize firm', 'anon', { method: 'POST', path: '/offer_claims', body: { ...claim, firm_name: 'x'.repeat(161) } }],
  ['the admin list, newest first', 'admin', { method: 'GET', path: `/partnership_applications?select=${columns}&order=created_at.desc` }],
  ['the admin list of one status', 'admin', { method: 'GET', path: `/partnership_applications?select=${columns}&status=eq.new&order=created_at.desc` }],
  ['the admin sets a status', 'admin', { method: 'PATCH', path: `/partnership_applications?id=eq.${fixtureIds.applicationId}&select=id,status,internal_note`, body: { status: 'in_review' }, headers: REPRESENTATION }],
  ['the admin sets an unknown status', 'admin', { method: 'PATCH', path: `/partnership_applications?id=eq.${fixtureIds.applicationId}&select=id`, body: { status: 'approved' }, headers: REPRESENTATION }],
  ['the admin saves a note', 'admin', { method: 'PATCH', path: `/partnership_applications?id=eq.${fixtureIds.applicationId}&select=id,internal_note`, body: { internal_note: 'Call back.' }, headers: REPRESENTATION }],
  ['the admin confirms a claim', 'admin', { method: 'PATCH', path: `/offer_claims?id=eq.${fixtureIds.claimId}&select=id,status`, body: { status: 'confirmed' }, headers: REPRESENTATION }],
  ['the dashboard counts new applications', 'admin', { method: 'HEAD', path: '/partnership_applications?select=id&status=eq.new', headers: { prefer: 'count=exact' } }],
  ['the dashboard counts new claims', 'admin', { method: 'HEAD', path: '/offer_claims?select=id&status=eq.new', headers: { prefer: 'count=exact' } }],
  ['a member counts applications', 'user', { method: 'HEAD', path: '/partnership_applications?select=id', headers: { prefer: 'count=exact' } }],
  ['the service role repeats a stored claim', 'service_role', { method: 'POST', path: '/offer_claims', body: { ...claim, idempotency_key: fixtureSubmissions.claim.idempotencyKey } }],
]

describe('submission tables: PostgreSQL 15 and the development backend answer the same', () => {
  it.each(probes)('%s', async (_label, actor, request) => {
    const real = await answerOf(await sendReal(request, actor))
    const development = await answerOf(await sendDevelopment(request, actor))
    pairs += 1
    expect(development).toEqual(real)
  })
})
