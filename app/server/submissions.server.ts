import { estimateCreatorLevel } from '~/lib/partnership-level'
import type { adminLists } from '~/lib/admin-lists'
import type { ListInput, ListPage } from '~/lib/record-list-input'
import { applicationColumns, applicationReference, claimColumns, type Application, type Claim } from '~/lib/submissions'
import type { ApplicationStatus, ClaimStatus } from '~/domain/statuses'
import type { ApplicationSubmission, ClaimSubmission } from '~/lib/submission-schema'
import { failWith as fail, type DbError } from './db-failure'
import { HttpError } from './errors'
import { everyRow, ordered, pageOf, searched, type Order } from './record-lists.server'
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
    // The database refuses claims once the offer has ended by its own clock (offer_ended), and a
    // second claim from an address that has claimed already (already_claimed).
    fail('claim-submit-failed', error, 502, 'It could not be stored just now. Please try again.')
  }
  return { repeat: false }
}

/* ------------------------------------------------------------------ admin */

export type ApplicationListInput = ListInput<typeof adminLists.applications>
export type ClaimListInput = ListInput<typeof adminLists.claims>
type InboxSort = ApplicationListInput['sort'] & ClaimListInput['sort']

const inboxOrders: Record<InboxSort, readonly Order[]> = {
  newest: [['created_at', { ascending: false }], ['id', { ascending: false }]],
  oldest: [['created_at', { ascending: true }], ['id', { ascending: true }]],
}

function matchingApplications(supabase: SupabaseServerClient, filters: ApplicationListInput['filters'], sort: InboxSort) {
  const query = supabase.from('partnership_applications').select(applicationColumns, { count: 'exact' })
  return ordered(searched(filters.status ? query.eq('status', filters.status) : query, ['contact_name', 'contact_email'], filters.search), inboxOrders[sort])
}

const applicationsFailure = { event: 'applications-load-failed', message: 'Failed to load applications.' }

/** A page of the applications, newest first, optionally of one status and found by name or e-mail. */
export async function selectApplicationsPage(supabase: SupabaseServerClient, input: ApplicationListInput): Promise<ListPage<Application>> {
  const page = await pageOf(() => matchingApplications(supabase, input.filters, input.sort), input, applicationsFailure)
  return { rows: page.rows as Application[], total: page.total, page: input.page, pageSize: input.pageSize, extra: undefined }
}

/** Every application the filters match, in the list's order (the CSV export). */
export async function selectEveryApplication(supabase: SupabaseServerClient, input: Omit<ApplicationListInput, 'page' | 'pageSize'>): Promise<Application[]> {
  return (await everyRow(() => matchingApplications(supabase, input.filters, input.sort), applicationsFailure)) as Application[]
}

/** One application, for its dialog when the address opens one that is not on the page. */
export async function selectApplication(supabase: SupabaseServerClient, id: string): Promise<Application> {
  const { data, error } = await supabase.from('partnership_applications').select(applicationColumns).eq('id', id)
  if (error) fail(applicationsFailure.event, error, 502, applicationsFailure.message)
  const row = data?.[0]
  if (!row) throw new HttpError(404, 'Application not found.')
  return row as Application
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

function matchingClaims(supabase: SupabaseServerClient, filters: ClaimListInput['filters'], sort: InboxSort) {
  const query = supabase.from('offer_claims').select(claimColumns, { count: 'exact' })
  return ordered(searched(filters.status ? query.eq('status', filters.status) : query, ['full_name', 'email'], filters.search), inboxOrders[sort])
}

const claimsFailure = { event: 'claims-load-failed', message: 'Failed to load claims.' }

/** A page of the offer claims, newest first, optionally of one status and found by name or e-mail. */
export async function selectClaimsPage(supabase: SupabaseServerClient, input: ClaimListInput): Promise<ListPage<Claim>> {
  const page = await pageOf(() => matchingClaims(supabase, input.filters, input.sort), input, claimsFailure)
  return { rows: page.rows as Claim[], total: page.total, page: input.page, pageSize: input.pageSize, extra: undefined }
}

/** Every claim the filters match, in the list's order (the CSV export). */
export async function selectEveryClaim(supabase: SupabaseServerClient, input: Omit<ClaimListInput, 'page' | 'pageSize'>): Promise<Claim[]> {
  return (await everyRow(() => matchingClaims(supabase, input.filters, input.sort), claimsFailure)) as Claim[]
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
