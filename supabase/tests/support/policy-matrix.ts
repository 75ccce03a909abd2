/**
 * Who may do what, as data: every actor against every operation on experts,
 * user_roles, the experts storage bucket, the submissions and the site server's private
 * limits table, with the outcome the RLS policies and grants of supabase/migrations give. policies.test.ts proves each cell on a real Postgres;
 * the mock backend (mocks/) can be held to the same table.
 *
 * Outcomes, as Postgres reports them:
 *   allowed  the statement returned or changed the fixture row (or inserted a row
 *            that the actor may not read back: PostgREST 201 without a body)
 *   error    Postgres raised 42501 (no privilege on the table or its schema, or a
 *            row-level security check on new rows failed); PostgREST answers 401 for anon
 *            and 403 for a signed-in user, or 406 PGRST106 for a schema it does not expose
 *   no-rows  the statement ran but the row was invisible to it: a select returns
 *            nothing, an update or delete changes nothing (PostgREST: 200 with [] or 204)
 * "error" and "no-rows" are both a denial.
 *
 * Each operation on a table of the data API also says which PostgREST request does the
 * same (`http`): the real-backend lane (tests/real-backend/) sends it to a real PostgREST
 * and to the mock with each actor's JWT, requires the outcome below from PostgREST, and
 * the same answer from the mock. A table added here is therefore covered by the PGlite
 * policy tests, the mock contract test and the HTTP lane at once (its fixture rows go in
 * policy-db.ts's FIXTURES_SQL and, for the mock, tests/real-backend/support/lane.ts).
 */
import type { Actor, FixtureIds } from './policy-db.ts'
import { ACTORS, fixtureIds } from './policy-db.ts'

export type Outcome = 'allowed' | 'error' | 'no-rows'

export type Resource =
  | 'experts'
  | 'user_roles'
  | 'staff_members'
  | 'storage.objects'
  | 'partnership_applications'
  | 'offer_claims'
  | 'events'
  | 'event_registrations'
  | 'event_join_links'
  | 'site_settings'
  | 'resources'
  | 'faq_entries'
  | 'content_versions'
  | 'site_server.rate_limits'
  | 'audit.entries'
  | 'site_server.notices'
  | 'analytics.report'
  | 'analytics.events'
  | 'analytics.salts'

export type OperationId =
  | 'experts.readActive'
  | 'experts.readInactive'
  | 'experts.insert'
  | 'experts.update'
  | 'experts.delete'
  | 'roles.readAdminRow'
  | 'roles.readOtherAdminRow'
  | 'roles.insertForMember'
  | 'roles.promoteEditor'
  | 'roles.removeEditor'
  | 'team.read'
  | 'registrations.readCounts'
  | 'storage.list'
  | 'storage.upload'
  | 'storage.update'
  | 'storage.delete'
  | 'applications.submit'
  | 'applications.submitReviewed'
  | 'applications.read'
  | 'applications.update'
  | 'applications.delete'
  | 'claims.submit'
  | 'claims.submitConfirmed'
  | 'claims.read'
  | 'claims.update'
  | 'claims.delete'
  | 'events.readPublished'
  | 'events.readDraft'
  | 'events.insert'
  | 'events.update'
  | 'events.delete'
  | 'registrations.register'
  | 'registrations.insertDirectly'
  | 'registrations.read'
  | 'registrations.update'
  | 'registrations.delete'
  | 'joinLinks.read'
  | 'joinLinks.update'
  | 'settings.read'
  | 'settings.update'
  | 'storage.uploadBanner'
  | 'resources.readPublished'
  | 'resources.readDraft'
  | 'resources.insert'
  | 'resources.update'
  | 'resources.delete'
  | 'faq.readDue'
  | 'faq.readScheduled'
  | 'faq.readDraft'
  | 'faq.insert'
  | 'faq.update'
  | 'faq.delete'
  | 'versions.read'
  | 'versions.insert'
  | 'storage.downloadResourceFile'
  | 'storage.downloadDraftResourceFile'
  | 'storage.uploadResourceFile'
  | 'storage.deleteResourceFile'
  | 'storage.uploadResourceCover'
  | 'limits.read'
  | 'limits.write'
  | 'limits.clear'
  | 'audit.read'
  | 'audit.readTable'
  | 'audit.update'
  | 'audit.delete'
  | 'audit.insert'
  | 'notices.read'
  | 'notices.markSent'
  | 'analytics.readReport'
  | 'analytics.readHours'
  | 'analytics.readEvents'
  | 'analytics.readSalts'
  | 'analytics.insertEvent'
  | 'analytics.recordEvents'

/** A request to PostgREST (under /rest/v1), as supabase-js sends it. */
export interface RestRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE'
  /** Path and query string under /rest/v1, e.g. `/experts?select=id&id=eq.<uuid>`. */
  path: string
  body?: unknown
  /** Extra headers, e.g. `{ prefer: 'return=representation' }`. */
  headers?: Record<string, string>
}

export interface Operation {
  id: OperationId
  resource: Resource
  /** What the operation does, in words. */
  label: string
  /** One SQL statement, as PostgREST or the Storage API would send it. */
  sql: string
  params: (ids: FixtureIds) => unknown[]
  /**
   * The same operation through the data API; null for storage.objects, which is reached
   * through the Storage API (mocked in every lane; its policies are proven as SQL, on
   * PGlite and on the real-backend lane's PostgreSQL 15).
   */
  http: ((ids: FixtureIds) => RestRequest) | null
}

const representation = { prefer: 'return=representation' }
/** PostgREST's headers that pick a schema other than public, for reading and for writing. */
const siteServerSchema = { read: { 'accept-profile': 'site_server' }, write: { 'content-profile': 'site_server' } }
const analyticsSchema = { read: { 'accept-profile': 'analytics' }, write: { 'content-profile': 'analytics' } }
const auditSchema = { read: { 'accept-profile': 'audit' }, write: { 'content-profile': 'audit' } }

/**
 * A valid new submission, as the site's server sends it: inserted without reading it
 * back (visitors may insert but never select), so the allowed outcome is the row count.
 */
export const newApplication = {
  reference: 'APP-AYND25TM',
  idempotency_key: '0e000000-0000-4000-8000-000000000001',
  partnership_types: ['workshops'],
  contact_name: 'New Applicant',
  contact_email: 'applicant@example.test',
  contact_company: 'New Firm',
}
/** A new event, as the admin's server sends it. */
export const newEvent = {
  slug: 'matrix-new-event',
  title: 'Matrix New Event',
  format: 'online',
  registration: 'none',
  status: 'draft',
}
/** A registration for the published fixture event, as register_for_event() takes it. */
export const newRegistration = {
  event_id: '0f000000-0000-4000-8000-000000000001',
  full_name: 'New Registrant',
  email: 'registrant@example.test',
  firm_name: 'Registrant Firm',
  idempotency_key: '0f000000-0000-4000-8000-0000000000bb',
}
/** A new resource, as the admin's server sends it (a draft needs no file yet). */
export const newResource = {
  title: 'Matrix New Resource',
  category: 'Technology',
  membership_required: false,
  status: 'draft',
}
export const newClaim = {
  idempotency_key: '0e000000-0000-4000-8000-000000000002',
  full_name: 'New Claimant',
  email: 'claimant@example.test',
  firm_name: 'Claimant Firm',
}

const resourceColumns = 'id, title, category, membership_required, file_name, external_url'

export const newFaqEntry = { question: 'Matrix new question?', answer: 'An answer.', category: 'general', places: ['academy'], status: 'draft' }
const faqColumns = 'id, question, status'
const readFaq = (id: OperationId, label: string, pick: (ids: FixtureIds) => string): Operation => ({
  id,
  resource: 'faq_entries',
  label,
  sql: `select ${faqColumns} from public.faq_entries where id = $1`,
  params: (ids) => [pick(ids)],
  http: (ids) => ({ method: 'GET', path: `/faq_entries?select=${faqColumns.replaceAll(' ', '')}&id=eq.${pick(ids)}` }),
})

export const operations: Readonly<Record<OperationId, Operation>> = {
  'experts.readActive': {
    id: 'experts.readActive',
    resource: 'experts',
    label: 'read an active expert',
    sql: 'select id, name, role, description, image_url from public.experts where id = $1',
    params: (ids) => [ids.activeExpertId],
    http: (ids) => ({
      method: 'GET',
      path: `/experts?select=id,name,role,description,image_url&id=eq.${ids.activeExpertId}`,
    }),
  },
  'experts.readInactive': {
    id: 'experts.readInactive',
    resource: 'experts',
    label: 'read an inactive expert',
    sql: 'select id, name, role, description, image_url from public.experts where id = $1',
    params: (ids) => [ids.inactiveExpertId],
    http: (ids) => ({
      method: 'GET',
      path: `/experts?select=id,name,role,description,image_url&id=eq.${ids.inactiveExpertId}`,
    }),
  },
  'experts.insert': {
    id: 'experts.insert',
    resource: 'experts',
    label: 'create an expert',
    sql: `insert into public.experts (name, role, description, image_url, is_active)
          values ($1, $2, $3, $4, $5) returning id`,
    params: () => ['New Expert', 'Advisor', 'A new profile.', null, true],
    http: () => ({
      method: 'POST',
      path: '/experts?select=id',
      body: {
        name: 'New Expert',
        role: 'Advisor',
        description: 'A new profile.',
        image_url: null,
        is_active: true,
      },
      headers: representation,
    }),
  },
  'experts.update': {
    id: 'experts.update',
    resource: 'experts',
    label: 'edit an (active) expert',
    sql: `update public.experts set role = $2, is_active = $3, updated_at = now() where id = $1 returning id`,
    params: (ids) => [ids.activeExpertId, 'Changed Role', false],
    http: (ids) => ({
      method: 'PATCH',
      path: `/experts?id=eq.${ids.activeExpertId}&select=id`,
      body: { role: 'Changed Role', is_active: false, updated_at: '2030-01-01T00:00:00+00:00' },
      headers: representation,
    }),
  },
  'experts.delete': {
    id: 'experts.delete',
    resource: 'experts',
    label: 'delete an (active) expert',
    sql: 'delete from public.experts where id = $1 returning id',
    params: (ids) => [ids.activeExpertId],
    http: (ids) => ({
      method: 'DELETE',
      path: `/experts?id=eq.${ids.activeExpertId}&select=id`,
      headers: representation,
    }),
  },
  'roles.readAdminRow': {
    id: 'roles.readAdminRow',
    resource: 'user_roles',
    label: "read the admin's role row (their own row, for the admin)",
    sql: `select role from public.user_roles where user_id = $1 and role = 'admin'`,
    params: (ids) => [ids.adminUserId],
    http: (ids) => ({
      method: 'GET',
      path: `/user_roles?select=role&user_id=eq.${ids.adminUserId}&role=eq.admin`,
    }),
  },
  'roles.readOtherAdminRow': {
    id: 'roles.readOtherAdminRow',
    resource: 'user_roles',
    label: "read another user's role row",
    sql: `select role from public.user_roles where user_id = $1 and role = 'admin'`,
    params: (ids) => [ids.otherAdminUserId],
    http: (ids) => ({
      method: 'GET',
      path: `/user_roles?select=role&user_id=eq.${ids.otherAdminUserId}&role=eq.admin`,
    }),
  },
  'roles.insertForMember': {
    id: 'roles.insertForMember',
    resource: 'user_roles',
    label: 'make the member an admin (insert a role row)',
    sql: `insert into public.user_roles (user_id, role) values ($1, 'admin') returning id`,
    params: (ids) => [ids.memberUserId],
    http: (ids) => ({
      method: 'POST',
      path: '/user_roles?select=id',
      body: { user_id: ids.memberUserId, role: 'admin' },
      headers: representation,
    }),
  },
  'roles.promoteEditor': {
    id: 'roles.promoteEditor',
    resource: 'user_roles',
    label: 'make the editor an admin (change their role row)',
    sql: `update public.user_roles set role = 'admin' where user_id = $1 returning id`,
    params: (ids) => [ids.editorUserId],
    http: (ids) => ({
      method: 'PATCH',
      path: `/user_roles?user_id=eq.${ids.editorUserId}&select=id`,
      body: { role: 'admin' },
      headers: representation,
    }),
  },
  'roles.removeEditor': {
    id: 'roles.removeEditor',
    resource: 'user_roles',
    label: "remove the editor's role row",
    sql: 'delete from public.user_roles where user_id = $1 returning id',
    params: (ids) => [ids.editorUserId],
    http: (ids) => ({
      method: 'DELETE',
      path: `/user_roles?user_id=eq.${ids.editorUserId}&select=id`,
      headers: representation,
    }),
  },
  'team.read': {
    id: 'team.read',
    resource: 'staff_members',
    label: 'read the team (addresses, roles, last sign-in, two-factor) through staff_members()',
    sql: 'select user_id, email, role from public.staff_members() where user_id = $1',
    params: (ids) => [ids.editorUserId],
    http: (ids) => ({ method: 'GET', path: `/rpc/staff_members?select=user_id,email,role&user_id=eq.${ids.editorUserId}` }),
  },
  'registrations.readCounts': {
    id: 'registrations.readCounts',
    resource: 'event_registrations',
    label: "read an event's registration counts through event_registration_counts()",
    sql: 'select event_id, confirmed from public.event_registration_counts() where event_id = $1',
    params: (ids) => [ids.publishedEventId],
    http: (ids) => ({ method: 'GET', path: `/rpc/event_registration_counts?select=event_id,confirmed&event_id=eq.${ids.publishedEventId}` }),
  },
  // Reading an object's row is what listing the bucket's names needs; the public URL of an
  // image does not go through these policies (the bucket is public), so it works for everyone.
  'storage.list': {
    id: 'storage.list',
    resource: 'storage.objects',
    label: 'list the object names of the experts bucket (read their rows)',
    sql: `select id, name from storage.objects where bucket_id = 'experts' and id = $1`,
    params: (ids) => [ids.expertImageObjectId],
    http: null,
  },
  'storage.upload': {
    id: 'storage.upload',
    resource: 'storage.objects',
    label: 'upload an object to the experts bucket',
    sql: `insert into storage.objects (bucket_id, name, owner, metadata)
          values ('experts', $1, auth.uid(), $2::jsonb) returning id`,
    params: () => [
      '1767225600000-abc123.png',
      JSON.stringify({ mimetype: 'image/png', size: 2048 }),
    ],
    http: null,
  },
  'storage.update': {
    id: 'storage.update',
    resource: 'storage.objects',
    label: 'replace an object in the experts bucket',
    sql: `update storage.objects set metadata = $2::jsonb, updated_at = now() where id = $1 returning id`,
    params: (ids) => [
      ids.expertImageObjectId,
      JSON.stringify({ mimetype: 'image/png', size: 4096 }),
    ],
    http: null,
  },
  'storage.delete': {
    id: 'storage.delete',
    resource: 'storage.objects',
    label: 'delete an object from the experts bucket',
    sql: 'delete from storage.objects where id = $1 returning id',
    params: (ids) => [ids.expertImageObjectId],
    http: null,
  },
  'applications.submit': {
    id: 'applications.submit',
    resource: 'partnership_applications',
    label: 'submit a new partnership application (without reading it back)',
    sql: `insert into public.partnership_applications
            (reference, idempotency_key, partnership_types, contact_name, contact_email, contact_company)
          values ($1, $2, $3, $4, $5, $6)`,
    params: () => Object.values(newApplication),
    http: () => ({ method: 'POST', path: '/partnership_applications', body: newApplication }),
  },
  'applications.submitReviewed': {
    id: 'applications.submitReviewed',
    resource: 'partnership_applications',
    label: 'submit an application that is already accepted',
    sql: `insert into public.partnership_applications
            (reference, idempotency_key, partnership_types, contact_name, contact_email, contact_company, status)
          values ($1, $2, $3, $4, $5, $6, 'accepted')`,
    params: () => Object.values(newApplication),
    http: () => ({
      method: 'POST',
      path: '/partnership_applications',
      body: { ...newApplication, status: 'accepted' },
    }),
  },
  'applications.read': {
    id: 'applications.read',
    resource: 'partnership_applications',
    label: 'read a partnership application',
    sql: 'select id, contact_name, motivation from public.partnership_applications where id = $1',
    params: (ids) => [ids.applicationId],
    http: (ids) => ({
      method: 'GET',
      path: `/partnership_applications?select=id,contact_name,motivation&id=eq.${ids.applicationId}`,
    }),
  },
  'applications.update': {
    id: 'applications.update',
    resource: 'partnership_applications',
    label: 'change the status and note of an application',
    sql: `update public.partnership_applications set status = $2, internal_note = $3 where id = $1 returning id`,
    params: (ids) => [ids.applicationId, 'accepted', 'Reviewed.'],
    http: (ids) => ({
      method: 'PATCH',
      path: `/partnership_applications?id=eq.${ids.applicationId}&select=id`,
      body: { status: 'accepted', internal_note: 'Reviewed.' },
      headers: representation,
    }),
  },
  'applications.delete': {
    id: 'applications.delete',
    resource: 'partnership_applications',
    label: 'delete an application',
    sql: 'delete from public.partnership_applications where id = $1 returning id',
    params: (ids) => [ids.applicationId],
    http: (ids) => ({
      method: 'DELETE',
      path: `/partnership_applications?id=eq.${ids.applicationId}&select=id`,
      headers: representation,
    }),
  },
  'claims.submit': {
    id: 'claims.submit',
    resource: 'offer_claims',
    label: 'claim the offer (without reading the claim back)',
    sql: `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ($1, $2, $3, $4)`,
    params: () => Object.values(newClaim),
    http: () => ({ method: 'POST', path: '/offer_claims', body: newClaim }),
  },
  'claims.submitConfirmed': {
    id: 'claims.submitConfirmed',
    resource: 'offer_claims',
    label: 'claim the offer as already confirmed',
    sql: `insert into public.offer_claims (idempotency_key, full_name, email, firm_name, status)
          values ($1, $2, $3, $4, 'confirmed')`,
    params: () => Object.values(newClaim),
    http: () => ({ method: 'POST', path: '/offer_claims', body: { ...newClaim, status: 'confirmed' } }),
  },
  'claims.read': {
    id: 'claims.read',
    resource: 'offer_claims',
    label: 'read an offer claim',
    sql: 'select id, full_name, email from public.offer_claims where id = $1',
    params: (ids) => [ids.claimId],
    http: (ids) => ({ method: 'GET', path: `/offer_claims?select=id,full_name,email&id=eq.${ids.claimId}` }),
  },
  'claims.update': {
    id: 'claims.update',
    resource: 'offer_claims',
    label: 'confirm an offer claim',
    sql: `update public.offer_claims set status = 'confirmed' where id = $1 returning id`,
    params: (ids) => [ids.claimId],
    http: (ids) => ({
      method: 'PATCH',
      path: `/offer_claims?id=eq.${ids.claimId}&select=id`,
      body: { status: 'confirmed' },
      headers: representation,
    }),
  },
  'claims.delete': {
    id: 'claims.delete',
    resource: 'offer_claims',
    label: 'delete an offer claim',
    sql: 'delete from public.offer_claims where id = $1 returning id',
    params: (ids) => [ids.claimId],
    http: (ids) => ({
      method: 'DELETE',
      path: `/offer_claims?id=eq.${ids.claimId}&select=id`,
      headers: representation,
    }),
  },
  'events.readPublished': {
    id: 'events.readPublished',
    resource: 'events',
    label: 'read a published event',
    sql: 'select id, slug, title, starts_at from public.events where id = $1',
    params: (ids) => [ids.publishedEventId],
    http: (ids) => ({ method: 'GET', path: `/events?select=id,slug,title,starts_at&id=eq.${ids.publishedEventId}` }),
  },
  'events.readDraft': {
    id: 'events.readDraft',
    resource: 'events',
    label: 'read a draft event',
    sql: 'select id, slug, title from public.events where id = $1',
    params: (ids) => [ids.draftEventId],
    http: (ids) => ({ method: 'GET', path: `/events?select=id,slug,title&id=eq.${ids.draftEventId}` }),
  },
  'events.insert': {
    id: 'events.insert',
    resource: 'events',
    label: 'create an event',
    sql: `insert into public.events (slug, title, format, registration, status) values ($1, $2, $3, $4, $5) returning id`,
    params: () => Object.values(newEvent),
    http: () => ({ method: 'POST', path: '/events?select=id', body: newEvent, headers: representation }),
  },
  'events.update': {
    id: 'events.update',
    resource: 'events',
    label: 'publish a draft event',
    sql: `update public.events set status = 'published' where id = $1 returning id`,
    params: (ids) => [ids.draftEventId],
    http: (ids) => ({
      method: 'PATCH',
      path: `/events?id=eq.${ids.draftEventId}&select=id`,
      body: { status: 'published' },
      headers: representation,
    }),
  },
  'events.delete': {
    id: 'events.delete',
    resource: 'events',
    label: 'delete a draft event',
    sql: 'delete from public.events where id = $1 returning id',
    params: (ids) => [ids.draftEventId],
    http: (ids) => ({ method: 'DELETE', path: `/events?id=eq.${ids.draftEventId}&select=id`, headers: representation }),
  },
  'registrations.register': {
    id: 'registrations.register',
    resource: 'event_registrations',
    label: 'register for a published event through register_for_event()',
    sql: 'select public.register_for_event($1, $2, $3, $4, $5) as result',
    params: () => Object.values(newRegistration),
    http: () => ({ method: 'POST', path: '/rpc/register_for_event', body: newRegistration }),
  },
  'registrations.insertDirectly': {
    id: 'registrations.insertDirectly',
    resource: 'event_registrations',
    label: 'insert a confirmed registration directly, past register_for_event()',
    sql: `insert into public.event_registrations (event_id, full_name, email, firm_name, idempotency_key, status)
          values ($1, $2, $3, $4, $5, 'confirmed')`,
    params: () => Object.values(newRegistration),
    http: () => ({ method: 'POST', path: '/event_registrations', body: { ...newRegistration, status: 'confirmed' } }),
  },
  'registrations.read': {
    id: 'registrations.read',
    resource: 'event_registrations',
    label: 'read a registration',
    sql: 'select id, full_name, email from public.event_registrations where id = $1',
    params: (ids) => [ids.registrationId],
    http: (ids) => ({ method: 'GET', path: `/event_registrations?select=id,full_name,email&id=eq.${ids.registrationId}` }),
  },
  'registrations.update': {
    id: 'registrations.update',
    resource: 'event_registrations',
    label: 'cancel a registration',
    sql: `update public.event_registrations set status = 'cancelled' where id = $1 returning id`,
    params: (ids) => [ids.registrationId],
    http: (ids) => ({
      method: 'PATCH',
      path: `/event_registrations?id=eq.${ids.registrationId}&select=id`,
      body: { status: 'cancelled' },
      headers: representation,
    }),
  },
  'registrations.delete': {
    id: 'registrations.delete',
    resource: 'event_registrations',
    label: 'delete a registration',
    sql: 'delete from public.event_registrations where id = $1 returning id',
    params: (ids) => [ids.registrationId],
    http: (ids) => ({ method: 'DELETE', path: `/event_registrations?id=eq.${ids.registrationId}&select=id`, headers: representation }),
  },
  'joinLinks.read': {
    id: 'joinLinks.read',
    resource: 'event_join_links',
    label: "read an event's join link",
    sql: 'select event_id, url from public.event_join_links where event_id = $1',
    params: (ids) => [ids.draftEventId],
    http: (ids) => ({ method: 'GET', path: `/event_join_links?select=event_id,url&event_id=eq.${ids.draftEventId}` }),
  },
  'joinLinks.update': {
    id: 'joinLinks.update',
    resource: 'event_join_links',
    label: "change an event's join link",
    sql: `update public.event_join_links set url = 'https://meet.example.test/changed' where event_id = $1 returning event_id`,
    params: (ids) => [ids.draftEventId],
    http: (ids) => ({
      method: 'PATCH',
      path: `/event_join_links?event_id=eq.${ids.draftEventId}&select=event_id`,
      body: { url: 'https://meet.example.test/changed' },
      headers: representation,
    }),
  },
  'settings.read': {
    id: 'settings.read',
    resource: 'site_settings',
    label: 'read the site settings',
    sql: 'select conference_event_id, offer_ends_on, community_size, active_members from public.site_settings',
    params: () => [],
    http: () => ({ method: 'GET', path: '/site_settings?select=conference_event_id,offer_ends_on,community_size,active_members' }),
  },
  'settings.update': {
    id: 'settings.update',
    resource: 'site_settings',
    label: "change the offer's end date and the site's figures",
    sql: `update public.site_settings set offer_ends_on = $1, community_size = $2, active_members = $3 returning id`,
    params: () => ['2031-01-31', '1,200+', null],
    http: () => ({
      method: 'PATCH',
      path: '/site_settings?id=eq.true&select=id',
      body: { offer_ends_on: '2031-01-31', community_size: '1,200+', active_members: null },
      headers: representation,
    }),
  },
  'storage.uploadBanner': {
    id: 'storage.uploadBanner',
    resource: 'storage.objects',
    label: 'upload an object to the event-banners bucket',
    sql: `insert into storage.objects (bucket_id, name, owner, metadata)
          values ('event-banners', $1, auth.uid(), $2::jsonb) returning id`,
    params: () => ['1767225600000-banner.png', JSON.stringify({ mimetype: 'image/png', size: 2048 })],
    http: null,
  },
  'resources.readPublished': {
    id: 'resources.readPublished',
    resource: 'resources',
    label: 'read a published resource',
    sql: `select ${resourceColumns} from public.resources where id = $1`,
    params: (ids) => [ids.publishedResourceId],
    http: (ids) => ({ method: 'GET', path: `/resources?select=${resourceColumns.replaceAll(' ', '')}&id=eq.${ids.publishedResourceId}` }),
  },
  'resources.readDraft': {
    id: 'resources.readDraft',
    resource: 'resources',
    label: 'read a draft resource',
    sql: `select ${resourceColumns} from public.resources where id = $1`,
    params: (ids) => [ids.draftResourceId],
    http: (ids) => ({ method: 'GET', path: `/resources?select=${resourceColumns.replaceAll(' ', '')}&id=eq.${ids.draftResourceId}` }),
  },
  'resources.insert': {
    id: 'resources.insert',
    resource: 'resources',
    label: 'create a resource',
    sql: `insert into public.resources (title, category, membership_required, status) values ($1, $2, $3, $4) returning id`,
    params: () => Object.values(newResource),
    http: () => ({ method: 'POST', path: '/resources?select=id', body: newResource, headers: representation }),
  },
  'resources.update': {
    id: 'resources.update',
    resource: 'resources',
    label: 'unpublish and rename a published resource',
    sql: `update public.resources set title = $2, status = 'draft' where id = $1 returning id`,
    params: (ids) => [ids.publishedResourceId, 'Renamed Resource'],
    http: (ids) => ({
      method: 'PATCH',
      path: `/resources?id=eq.${ids.publishedResourceId}&select=id`,
      body: { title: 'Renamed Resource', status: 'draft' },
      headers: representation,
    }),
  },
  'resources.delete': {
    id: 'resources.delete',
    resource: 'resources',
    label: 'delete a published resource',
    sql: 'delete from public.resources where id = $1 returning id',
    params: (ids) => [ids.publishedResourceId],
    http: (ids) => ({ method: 'DELETE', path: `/resources?id=eq.${ids.publishedResourceId}&select=id`, headers: representation }),
  },
  'faq.readDue': readFaq('faq.readDue', 'read a published FAQ entry whose publish time has come', (ids) => ids.dueFaqId),
  'faq.readScheduled': readFaq('faq.readScheduled', 'read a published FAQ entry scheduled two days ahead', (ids) => ids.scheduledFaqId),
  'faq.readDraft': readFaq('faq.readDraft', 'read a draft FAQ entry', (ids) => ids.draftFaqId),
  'faq.insert': {
    id: 'faq.insert',
    resource: 'faq_entries',
    label: 'add an FAQ entry',
    sql: `insert into public.faq_entries (question, answer, category, places, status) values ($1, $2, $3, $4, $5) returning id`,
    params: () => Object.values(newFaqEntry),
    http: () => ({ method: 'POST', path: '/faq_entries?select=id', body: newFaqEntry, headers: representation }),
  },
  'faq.update': {
    id: 'faq.update',
    resource: 'faq_entries',
    label: "change a published FAQ entry's answer",
    sql: `update public.faq_entries set answer = $2 where id = $1 returning id`,
    params: (ids) => [ids.dueFaqId, 'A changed answer.'],
    http: (ids) => ({
      method: 'PATCH',
      path: `/faq_entries?id=eq.${ids.dueFaqId}&select=id`,
      body: { answer: 'A changed answer.' },
      headers: representation,
    }),
  },
  'faq.delete': {
    id: 'faq.delete',
    resource: 'faq_entries',
    label: 'delete a published FAQ entry',
    sql: 'delete from public.faq_entries where id = $1 returning id',
    params: (ids) => [ids.dueFaqId],
    http: (ids) => ({ method: 'DELETE', path: `/faq_entries?id=eq.${ids.dueFaqId}&select=id`, headers: representation }),
  },
  'versions.read': {
    id: 'versions.read',
    resource: 'content_versions',
    label: "read a published FAQ entry's versions",
    sql: `select id, kind, actor from public.content_versions where entry_id = $1`,
    params: (ids) => [ids.dueFaqId],
    http: (ids) => ({ method: 'GET', path: `/content_versions?select=id,kind,actor&entry_id=eq.${ids.dueFaqId}` }),
  },
  'versions.insert': {
    id: 'versions.insert',
    resource: 'content_versions',
    label: 'write a version by hand',
    sql: `insert into public.content_versions (kind, entry_id, actor, changed, snapshot) values ('faq_entries', $1, 'forger', array['answer'], '{}'::jsonb) returning id`,
    params: (ids) => [ids.dueFaqId],
    http: (ids) => ({
      method: 'POST',
      path: '/content_versions?select=id',
      body: { kind: 'faq_entries', entry_id: ids.dueFaqId, actor: 'forger', changed: ['answer'], snapshot: {} },
      headers: representation,
    }),
  },
  // Reading an object's row is what downloading it through the Storage API needs.
  'storage.downloadResourceFile': {
    id: 'storage.downloadResourceFile',
    resource: 'storage.objects',
    label: "download a published free resource's file (read its row in resource-files)",
    sql: `select id, name from storage.objects where bucket_id = 'resource-files' and id = $1`,
    params: (ids) => [ids.publishedResourceFileObjectId],
    http: null,
  },
  'storage.downloadDraftResourceFile': {
    id: 'storage.downloadDraftResourceFile',
    resource: 'storage.objects',
    label: "download a draft resource's file (read its row in resource-files)",
    sql: `select id, name from storage.objects where bucket_id = 'resource-files' and id = $1`,
    params: (ids) => [ids.draftResourceFileObjectId],
    http: null,
  },
  'storage.uploadResourceFile': {
    id: 'storage.uploadResourceFile',
    resource: 'storage.objects',
    label: 'upload a file to the resource-files bucket',
    sql: `insert into storage.objects (bucket_id, name, owner, metadata)
          values ('resource-files', $1, auth.uid(), $2::jsonb) returning id`,
    params: () => ['1767225600000-matrixupload.pdf', JSON.stringify({ mimetype: 'application/pdf', size: 2048 })],
    http: null,
  },
  'storage.deleteResourceFile': {
    id: 'storage.deleteResourceFile',
    resource: 'storage.objects',
    label: "delete a published free resource's file from the resource-files bucket",
    sql: 'delete from storage.objects where id = $1 returning id',
    params: (ids) => [ids.publishedResourceFileObjectId],
    http: null,
  },
  'storage.uploadResourceCover': {
    id: 'storage.uploadResourceCover',
    resource: 'storage.objects',
    label: 'upload an image to the resource-covers bucket',
    sql: `insert into storage.objects (bucket_id, name, owner, metadata)
          values ('resource-covers', $1, auth.uid(), $2::jsonb) returning id`,
    params: () => ['1767225600000-cover.png', JSON.stringify({ mimetype: 'image/png', size: 2048 })],
    http: null,
  },
  // The counters every instance of the site's server shares: only its own role (not an actor of
  // the data API) touches them; the data API does not even expose the schema.
  'limits.read': {
    id: 'limits.read',
    resource: 'site_server.rate_limits',
    label: "read a limit's counter",
    sql: 'select key, points from site_server.rate_limits where key = $1',
    params: (ids) => [ids.limitKey],
    http: (ids) => ({
      method: 'GET',
      path: `/rate_limits?select=key,points&key=eq.${encodeURIComponent(ids.limitKey)}`,
      headers: siteServerSchema.read,
    }),
  },
  'limits.write': {
    id: 'limits.write',
    resource: 'site_server.rate_limits',
    label: "reset a limit's counter (upsert 0 points)",
    sql: `insert into site_server.rate_limits (key, points, expire) values ($1, 0, null)
          on conflict (key) do update set points = 0 returning key`,
    params: (ids) => [ids.limitKey],
    http: (ids) => ({
      method: 'POST',
      path: '/rate_limits?select=key',
      body: { key: ids.limitKey, points: 0, expire: null },
      headers: { ...siteServerSchema.write, ...representation, prefer: 'return=representation,resolution=merge-duplicates' },
    }),
  },
  'limits.clear': {
    id: 'limits.clear',
    resource: 'site_server.rate_limits',
    label: "delete a limit's counter",
    sql: 'delete from site_server.rate_limits where key = $1 returning key',
    params: (ids) => [ids.limitKey],
    http: (ids) => ({
      method: 'DELETE',
      path: `/rate_limits?key=eq.${encodeURIComponent(ids.limitKey)}&select=key`,
      headers: { ...siteServerSchema.write, ...representation },
    }),
  },
  // The audit trail: admins read it through public.audit_entries(); nobody, admins included,
  // reads the table itself or changes, adds or deletes an entry through the data API.
  'audit.read': {
    id: 'audit.read',
    resource: 'audit.entries',
    label: 'read the audit trail through audit_entries()',
    sql: 'select id, actor, action from public.audit_entries() where id = $1',
    params: (ids) => [ids.auditEntryId],
    http: (ids) => ({ method: 'GET', path: `/rpc/audit_entries?select=id,actor,action&id=eq.${ids.auditEntryId}` }),
  },
  'audit.readTable': {
    id: 'audit.readTable',
    resource: 'audit.entries',
    label: 'read an audit entry from its table',
    sql: 'select id, actor, action from audit.entries where id = $1',
    params: (ids) => [ids.auditEntryId],
    http: (ids) => ({
      method: 'GET',
      path: `/entries?select=id,actor,action&id=eq.${ids.auditEntryId}`,
      headers: auditSchema.read,
    }),
  },
  'audit.update': {
    id: 'audit.update',
    resource: 'audit.entries',
    label: 'rewrite who made an audited change',
    sql: "update audit.entries set actor = 'someone else' where id = $1 returning id",
    params: (ids) => [ids.auditEntryId],
    http: (ids) => ({
      method: 'PATCH',
      path: `/entries?id=eq.${ids.auditEntryId}&select=id`,
      body: { actor: 'someone else' },
      headers: { ...auditSchema.write, ...representation },
    }),
  },
  'audit.delete': {
    id: 'audit.delete',
    resource: 'audit.entries',
    label: 'delete an audit entry',
    sql: 'delete from audit.entries where id = $1 returning id',
    params: (ids) => [ids.auditEntryId],
    http: (ids) => ({
      method: 'DELETE',
      path: `/entries?id=eq.${ids.auditEntryId}&select=id`,
      headers: { ...auditSchema.write, ...representation },
    }),
  },
  'audit.insert': {
    id: 'audit.insert',
    resource: 'audit.entries',
    label: 'add a made-up audit entry',
    sql: "insert into audit.entries (actor, kind, action) values ('someone', 'experts', 'deleted') returning id",
    params: () => [],
    http: () => ({
      method: 'POST',
      path: '/entries?select=id',
      body: { actor: 'someone', kind: 'experts', action: 'deleted' },
      headers: { ...auditSchema.write, ...representation },
    }),
  },
  // The e-mail notices' outbox: only the site server's own role reads and marks it.
  'notices.read': {
    id: 'notices.read',
    resource: 'site_server.notices',
    label: 'read a queued e-mail notice',
    sql: 'select id, details from site_server.notices where id = $1',
    params: (ids) => [ids.noticeId],
    http: (ids) => ({ method: 'GET', path: `/notices?select=id,details&id=eq.${ids.noticeId}`, headers: siteServerSchema.read }),
  },
  'notices.markSent': {
    id: 'notices.markSent',
    resource: 'site_server.notices',
    label: 'mark a notice sent without sending it',
    sql: 'update site_server.notices set sent_at = now() where id = $1 returning id',
    params: (ids) => [ids.noticeId],
    http: (ids) => ({
      method: 'PATCH',
      path: `/notices?id=eq.${ids.noticeId}&select=id`,
      body: { sent_at: '2030-01-01T00:00:00Z' },
      headers: { ...siteServerSchema.write, ...representation },
    }),
  },
  // The site's analytics: staff read the report through public.analytics_report(); the events,
  // salts and rollups are the site server's alone (through its functions), the schema not exposed.
  'analytics.readReport': {
    id: 'analytics.readReport',
    resource: 'analytics.report',
    label: "read a day's analytics through analytics_report()",
    sql: 'select metric, count from public.analytics_report($1::date, $1::date)',
    params: (ids) => [ids.analyticsDay],
    http: (ids) => ({ method: 'GET', path: `/rpc/analytics_report?from_day=${ids.analyticsDay}&to_day=${ids.analyticsDay}&select=metric,count` }),
  },
  'analytics.readHours': {
    id: 'analytics.readHours',
    resource: 'analytics.report',
    label: "read a day's hours through analytics_hours()",
    sql: 'select hour, page_views from public.analytics_hours($1::date)',
    params: (ids) => [ids.analyticsDay],
    http: (ids) => ({ method: 'GET', path: `/rpc/analytics_hours?for_day=${ids.analyticsDay}&select=hour,page_views` }),
  },
  'analytics.readEvents': {
    id: 'analytics.readEvents',
    resource: 'analytics.events',
    label: 'read the raw page views',
    sql: 'select id, path, visitor_key from analytics.events',
    params: () => [],
    http: () => ({ method: 'GET', path: '/events?select=id,path', headers: analyticsSchema.read }),
  },
  'analytics.readSalts': {
    id: 'analytics.readSalts',
    resource: 'analytics.salts',
    label: "read a day's salt",
    sql: 'select day, salt from analytics.salts',
    params: () => [],
    http: () => ({ method: 'GET', path: '/salts?select=day', headers: analyticsSchema.read }),
  },
  'analytics.insertEvent': {
    id: 'analytics.insertEvent',
    resource: 'analytics.events',
    label: 'add a made-up page view',
    sql: "insert into analytics.events (at, day, kind, path, screen_class) values (now(), current_date, 'view', '/', 'phone') returning id",
    params: () => [],
    http: () => ({
      method: 'POST',
      path: '/events?select=id',
      body: { at: '2030-01-01T00:00:00Z', day: '2030-01-01', kind: 'view', path: '/', screen_class: 'phone' },
      headers: { ...analyticsSchema.write, ...representation },
    }),
  },
  'analytics.recordEvents': {
    id: 'analytics.recordEvents',
    resource: 'analytics.events',
    label: "write page views as the site's server does (analytics.record_events)",
    sql: `select analytics.record_events('[{"at":"2030-01-01T00:00:00Z","kind":"view","path":"/","screen_class":"phone"}]'::jsonb) as written`,
    params: () => [],
    http: () => ({
      method: 'POST',
      path: '/rpc/record_events',
      body: { batch: [{ at: '2030-01-01T00:00:00Z', kind: 'view', path: '/', screen_class: 'phone' }] },
      headers: analyticsSchema.write,
    }),
  },
}

/** The expected outcome of each operation for each actor. */

// prettier-ignore
export const expectedOutcomes: Readonly<Record<OperationId, Readonly<Record<Actor, Outcome>>>> = {
  'experts.readActive':      { anon: 'allowed', user: 'allowed', editor: 'allowed', admin: 'allowed', admin_aal1: 'allowed', service_role: 'allowed' },
  'experts.readInactive':    { anon: 'no-rows', user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'experts.insert':          { anon: 'error',   user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'experts.update':          { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'experts.delete':          { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'roles.readAdminRow':      { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'allowed', service_role: 'allowed' },
  'roles.readOtherAdminRow': { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'roles.promoteEditor':     { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'roles.removeEditor':      { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'team.read':               { anon: 'error',   user: 'error',   editor: 'error',   admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'registrations.readCounts': { anon: 'error',  user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'roles.insertForMember':   { anon: 'error',   user: 'error',   editor: 'error',   admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'storage.list':            { anon: 'no-rows', user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'storage.upload':          { anon: 'error',   user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'storage.update':          { anon: 'no-rows', user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'storage.delete':          { anon: 'no-rows', user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'applications.submit':         { anon: 'allowed', user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'allowed' },
  'applications.submitReviewed': { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'allowed' },
  'applications.read':           { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'applications.update':         { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'applications.delete':         { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'claims.submit':               { anon: 'allowed', user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'allowed' },
  'claims.submitConfirmed':      { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'allowed' },
  'claims.read':                 { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'claims.update':               { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'claims.delete':               { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'events.readPublished':         { anon: 'allowed', user: 'allowed', editor: 'allowed', admin: 'allowed', admin_aal1: 'allowed', service_role: 'allowed' },
  'events.readDraft':             { anon: 'no-rows', user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'events.insert':                { anon: 'error',   user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'events.update':                { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'events.delete':                { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'registrations.register':       { anon: 'allowed', user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'allowed' },
  'registrations.insertDirectly': { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'allowed' },
  'registrations.read':           { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'registrations.update':         { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'registrations.delete':         { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'joinLinks.read':               { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'joinLinks.update':             { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'settings.read':                { anon: 'allowed', user: 'allowed', editor: 'allowed', admin: 'allowed', admin_aal1: 'allowed', service_role: 'allowed' },
  'settings.update':              { anon: 'error',   user: 'no-rows', editor: 'no-rows', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'storage.uploadBanner':         { anon: 'error',   user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'resources.readPublished':            { anon: 'allowed', user: 'allowed', editor: 'allowed', admin: 'allowed', admin_aal1: 'allowed', service_role: 'allowed' },
  'resources.readDraft':                { anon: 'no-rows', user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'resources.insert':                   { anon: 'error',   user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'resources.update':                   { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'resources.delete':                   { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'faq.readDue':                        { anon: 'allowed', user: 'allowed', editor: 'allowed', admin: 'allowed', admin_aal1: 'allowed', service_role: 'allowed' },
  'faq.readScheduled':                  { anon: 'no-rows', user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'faq.readDraft':                      { anon: 'no-rows', user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'faq.insert':                         { anon: 'error',   user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'faq.update':                         { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'faq.delete':                         { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'versions.read':                      { anon: 'error',   user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'versions.insert':                    { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'allowed' },
  'storage.downloadResourceFile':       { anon: 'allowed', user: 'allowed', editor: 'allowed', admin: 'allowed', admin_aal1: 'allowed', service_role: 'allowed' },
  'storage.downloadDraftResourceFile':  { anon: 'no-rows', user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'storage.uploadResourceFile':         { anon: 'error',   user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'storage.deleteResourceFile':         { anon: 'no-rows', user: 'no-rows', editor: 'allowed', admin: 'allowed', admin_aal1: 'no-rows', service_role: 'allowed' },
  'storage.uploadResourceCover':        { anon: 'error',   user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'limits.read':                 { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'limits.write':                { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'limits.clear':                { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'audit.read':                  { anon: 'error',   user: 'error',   editor: 'error',   admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'audit.readTable':             { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'audit.update':                { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'audit.delete':                { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'audit.insert':                { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'notices.read':                { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'notices.markSent':            { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'analytics.readReport':        { anon: 'error',   user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'analytics.readHours':         { anon: 'error',   user: 'error',   editor: 'allowed', admin: 'allowed', admin_aal1: 'error',   service_role: 'allowed' },
  'analytics.readEvents':        { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'analytics.readSalts':         { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'analytics.insertEvent':       { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
  'analytics.recordEvents':      { anon: 'error',   user: 'error',   editor: 'error',   admin: 'error',   admin_aal1: 'error',   service_role: 'error' },
}

export interface MatrixCell {
  actor: Actor
  operation: OperationId
  resource: Resource
  label: string
  expected: Outcome
  /** True for 'allowed', false for either kind of denial. */
  allowed: boolean
}

export const isAllowed = (outcome: Outcome): boolean => outcome === 'allowed'

/** The table flattened into one cell per (actor, operation), for it.each. */
export const policyMatrix: readonly MatrixCell[] = (
  Object.keys(expectedOutcomes) as OperationId[]
).flatMap((operation) =>
  ACTORS.map((actor) => {
    const expected = expectedOutcomes[operation][actor]
    const op = operations[operation]
    return {
      actor,
      operation,
      resource: op.resource,
      label: op.label,
      expected,
      allowed: isAllowed(expected),
    }
  }),
)

/** The minimal surface of PolicyDb that runOperation needs. */
interface RunsAsActor {
  as<T = Record<string, unknown>>(
    actor: Actor,
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows: number }>
}

/**
 * Run one operation as an actor (rolled back) and classify what Postgres did.
 * Errors other than 42501 are rethrown: they are bugs, not denials.
 */
export async function runOperation(
  db: RunsAsActor,
  actor: Actor,
  operation: OperationId,
): Promise<Outcome> {
  const op = operations[operation]
  try {
    const result = await db.as(actor, op.sql, op.params(fixtureIds))
    return result.rows.length > 0 || result.affectedRows > 0 ? 'allowed' : 'no-rows'
  } catch (error) {
    if (
      typeof error === 'object' &&
      error !== null &&
      (error as { code?: unknown }).code === '42501'
    )
      return 'error'
    throw error
  }
}
