import { estimateCreatorLevel } from '~/lib/partnership-level'
import {
  applicationColumns,
  applicationReference,
  claimColumns,
  searchApplications,
  searchClaims,
  type Application,
  type Claim,
} from '~/lib/submissions'
import type { ApplicationStatus, ClaimStatus } from '~/domain/statuses'
import type { ApplicationSubmission, ClaimSubmission } from '~/lib/submission-schema'
import { failWith as fail, type DbError } from './db-failure'
import { HttpError } from './errors'
import { logLine } from './log'
import type { SupabaseServerClient } from './supabase.server'


/**
 * A retry of a submission already stored: its idempotency key is taken. The key is the one
 * unique column of a claim; an application's other one, its reference, is made from the key.
 */
function isRepeat(error: DbError): boolean {
  return error.code === '23505'
}

const orNull = (text: string) => (text === '' ? null : text)

/**
 * Stores a visitor's application as the anon role (which may insert but never read back).
 * Answers its reference; a repeat of the same idempotency key stores nothing new and
 * answers the same reference.
 */
export async function insertApplication(
  supabase: SupabaseServerClient,
  submission: ApplicationSubmission,
): Promise<{ reference: string; repeat: boolean }> {
  const reference = await applicationReference(submission.idempotencyKey)
  const { contactInfo: contact } = submission
  const { error } = await supabase.from('partnership_applications').insert({
    idempotency_key: submission.idempotencyKey,
    reference,
    partnership_types: submission.partnershipTypes,
    professional_roles: submission.professionalRoles,
    experience: orNull(submission.experience),
    digital_reach: orNull(submission.digitalReach),
    expertise_method: orNull(submission.expertiseMethod),
    expertise_areas: submission.expertiseAreas,
    motivation: submission.partnershipMotivation,
    estimated_level: estimateCreatorLevel(submission.experience, submission.digitalReach),
    contact_name: contact.name,
    contact_email: contact.email,
    contact_company: contact.company,
    contact_phone: orNull(contact.phone),
    contact_title: orNull(contact.title),
    contact_linkedin: orNull(contact.linkedin),
  })
  if (error) {
    if (isRepeat(error)) return { reference, repeat: true }
    fail('application-submit-failed', error, 502, 'It could not be stored just now. Please try again.')
  }
  logLine('info', 'application-received', { reference })
  return { reference, repeat: false }
}

/** Stores a visitor's offer claim; a repeat of the same idempotency key stores nothing new. */
export async function insertClaim(supabase: SupabaseServerClient, submission: ClaimSubmission): Promise<{ repeat: boolean }> {
  const { error } = await supabase.from('offer_claims').insert({
    idempotency_key: submission.idempotencyKey,
    full_name: submission.fullName,
    email: submission.email,
    firm_name: submission.firmName,
  })
  if (error) {
    if (isRepeat(error)) return { repeat: true }
    // The database refuses claims once the offer has ended by its own clock (offer_ended).
    fail('claim-submit-failed', error, 502, 'It could not be stored just now. Please try again.')
  }
  logLine('info', 'claim-received')
  return { repeat: false }
}

/* ------------------------------------------------------------------ admin */

/** Newest first, optionally of one status, then narrowed by name or e-mail. */
export async function selectApplications(
  supabase: SupabaseServerClient,
  filter: { status?: ApplicationStatus; search: string },
): Promise<Application[]> {
  let query = supabase.from('partnership_applications').select(applicationColumns)
  if (filter.status) query = query.eq('status', filter.status)
  const { data, error } = await query.order('created_at', { ascending: false })
  if (error) fail('applications-load-failed', error, 502, 'Failed to load applications.')
  return searchApplications((data ?? []) as Application[], filter.search)
}

export async function updateApplication(
  supabase: SupabaseServerClient,
  id: string,
  change: { status: ApplicationStatus } | { internal_note: string | null },
): Promise<Application> {
  const { data, error } = await supabase.from('partnership_applications').update(change).eq('id', id).select(applicationColumns)
  if (error) fail('application-update-failed', error, 502, 'Failed to update the application.')
  const row = data?.[0]
  if (!row) throw new HttpError(404, 'Application not found.')
  return row as Application
}

export async function selectClaims(
  supabase: SupabaseServerClient,
  filter: { status?: ClaimStatus; search: string },
): Promise<Claim[]> {
  let query = supabase.from('offer_claims').select(claimColumns)
  if (filter.status) query = query.eq('status', filter.status)
  const { data, error } = await query.order('created_at', { ascending: false })
  if (error) fail('claims-load-failed', error, 502, 'Failed to load claims.')
  return searchClaims((data ?? []) as Claim[], filter.search)
}

export async function updateClaimStatus(supabase: SupabaseServerClient, id: string, status: ClaimStatus): Promise<Claim> {
  const { data, error } = await supabase.from('offer_claims').update({ status }).eq('id', id).select(claimColumns)
  if (error) fail('claim-update-failed', error, 502, 'Failed to update the claim.')
  const row = data?.[0]
  if (!row) throw new HttpError(404, 'Claim not found.')
  return row as Claim
}

/** How many applications and claims are still new, for the dashboard. */
export async function countNewSubmissions(
  supabase: SupabaseServerClient,
): Promise<{ applications: number; claims: number }> {
  const [applications, claims] = await Promise.all([
    supabase.from('partnership_applications').select('id', { count: 'exact', head: true }).eq('status', 'new'),
    supabase.from('offer_claims').select('id', { count: 'exact', head: true }).eq('status', 'new'),
  ])
  const error = applications.error ?? claims.error
  if (error) fail('submission-counts-failed', error, 502, 'Failed to load the submission counts.')
  return { applications: applications.count ?? 0, claims: claims.count ?? 0 }
}
