/**
 * policy-db's fixture submissions (one application, one claim) as rows of the mock's
 * store, for the tests that hold the mock to the same fixtures as Postgres.
 */
import { mockDb } from '../../../mocks/db'
import { fixtureIds, fixtureSubmissions } from './policy-db'

export function loadMockSubmissionFixtures(createdAt: string) {
  const { application, claim } = fixtureSubmissions
  mockDb.applications.set(fixtureIds.applicationId, {
    id: fixtureIds.applicationId, idempotency_key: application.idempotencyKey, reference: application.reference, status: 'new',
    internal_note: null, partnership_types: [], professional_roles: [], experience: null, digital_reach: null, expertise_method: null,
    expertise_areas: [], motivation: application.motivation, estimated_level: null, contact_name: application.name,
    contact_email: application.email, contact_company: application.company, contact_phone: null, contact_title: null,
    contact_linkedin: null, created_at: createdAt, updated_at: createdAt,
  })
  mockDb.claims.set(fixtureIds.claimId, {
    id: fixtureIds.claimId, idempotency_key: claim.idempotencyKey, full_name: claim.name, email: claim.email,
    firm_name: claim.firm, status: 'new', created_at: createdAt,
  })
}
