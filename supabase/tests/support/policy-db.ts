/**
 * A real Postgres (PGlite, PostgreSQL 18 in WebAssembly) with the parts of Supabase
 * that our migrations rely on, then every file of supabase/migrations applied in order,
 * then a few known fixture rows. Queries run as one of four actors, the way PostgREST
 * runs them: inside a transaction, `SET LOCAL ROLE` plus the JWT claims in
 * `request.jwt.claims`, so row-level security and grants are really enforced.
 *
 *   const db = await createPolicyDb()            // once per test file (6-10 s, ~0.7 GB)
 *   const { rows } = await db.as('anon', 'select id from public.experts')
 *   await db.as('user', 'insert into ...')       // throws the Postgres error (code 42501)
 *   await db.close()
 *
 * Every call is rolled back unless `{ commit: true }` is passed, so tests do not leak
 * into each other; `reset()` restores the fixture rows after a committed change.
 */
import { readFileSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { SUPABASE_BASE_SQL_PATH, migrationFiles } from '../../../mocks/database/development-database.ts'

/**
 * Who is asking: no session, a signed-in user without a staff role, an editor, an admin (both
 * signed in with their second factor: `aal2`), the same admin signed in with the password only
 * (`aal1`, which the second-factor rule, 'required' here as in production, refuses staff
 * rights), the service role key.
 */
export type Actor = 'anon' | 'user' | 'editor' | 'admin' | 'admin_aal1' | 'service_role'

export const ACTORS: readonly Actor[] = ['anon', 'user', 'editor', 'admin', 'admin_aal1', 'service_role']

/** The database role PostgREST switches to for each actor. */
export const ROLE_OF_ACTOR: Readonly<Record<Actor, 'anon' | 'authenticated' | 'service_role'>> = {
  anon: 'anon',
  user: 'authenticated',
  editor: 'authenticated',
  admin: 'authenticated',
  admin_aal1: 'authenticated',
  service_role: 'service_role',
}

/** Fixed ids of the fixture rows, the same after every reset(). */
export const fixtureIds = {
  /** auth.users row of the admin (has an admin row in user_roles). */
  adminUserId: '0a000000-0000-4000-8000-000000000001',
  /** auth.users row of a signed-in member without any role. */
  memberUserId: '0a000000-0000-4000-8000-000000000002',
  /** A third user, also an admin: their role row is "another user's row" for everyone else. */
  otherAdminUserId: '0a000000-0000-4000-8000-000000000003',
  /** auth.users row of the editor (an editor row in user_roles). */
  editorUserId: '0a000000-0000-4000-8000-000000000004',
  /** user_roles row of the editor. */
  editorRoleId: '0b000000-0000-4000-8000-000000000003',
  /** user_roles row of the admin. */
  adminRoleId: '0b000000-0000-4000-8000-000000000001',
  /** user_roles row of the other admin. */
  otherAdminRoleId: '0b000000-0000-4000-8000-000000000002',
  activeExpertId: '0c000000-0000-4000-8000-000000000001',
  inactiveExpertId: '0c000000-0000-4000-8000-000000000002',
  /** An object in the experts bucket. */
  expertImageObjectId: '0d000000-0000-4000-8000-000000000001',
  /** A partnership application and an offer claim, both still new. */
  applicationId: '0e000000-0000-4000-8000-00000000000a',
  claimId: '0e000000-0000-4000-8000-00000000000b',
  /** A published event with registration on this site (2 seats, one taken), a month ahead of the database's clock; the settings' conference. */
  publishedEventId: '0f000000-0000-4000-8000-000000000001',
  /** A draft event, with a join link. */
  draftEventId: '0f000000-0000-4000-8000-000000000002',
  /** A confirmed registration for the published event. */
  registrationId: '0f000000-0000-4000-8000-0000000000a1',
  /** An object in the event-banners bucket. */
  bannerObjectId: '0d000000-0000-4000-8000-000000000002',
  /** A published free resource with its file, a draft one with its file, and a published one that needs membership. */
  publishedResourceId: '1a000000-0000-4000-8000-000000000001',
  draftResourceId: '1a000000-0000-4000-8000-000000000002',
  premiumResourceId: '1a000000-0000-4000-8000-000000000003',
  /** The objects of the published and the draft resource's files in the resource-files bucket. */
  publishedResourceFileObjectId: '1d000000-0000-4000-8000-000000000001',
  draftResourceFileObjectId: '1d000000-0000-4000-8000-000000000002',
  /** FAQ entries (the site content's policies, one table standing for the five): published and due, published and scheduled two days ahead of the database's clock, and a draft. */
  dueFaqId: '1e000000-0000-4000-8000-000000000001',
  scheduledFaqId: '1e000000-0000-4000-8000-000000000002',
  draftFaqId: '1e000000-0000-4000-8000-000000000003',
  /** A counter of the site server's limits (site_server.rate_limits). */
  limitKey: 'sign-in-address:198.51.100.1',
  /** An entry of the audit trail (audit.entries), the only one after every reset(). */
  auditEntryId: '1e000000-0000-4000-8000-000000000001',
  /** A queued e-mail notice (site_server.notices), the only one after every reset(). */
  noticeId: '1f000000-0000-4000-8000-000000000001',
  /** A day of the analytics rolled up (analytics.daily_counts), with one event and its salt kept. */
  analyticsDay: '2020-01-06',
} as const

export type FixtureIds = typeof fixtureIds

export const fixtureEmails = {
  admin: 'admin@example.test',
  member: 'member@example.test',
  otherAdmin: 'other-admin@example.test',
  editor: 'editor@example.test',
} as const

export const fixtureExperts = {
  active: { name: 'Fixture Active Expert', role: 'Tax Advisor' },
  inactive: { name: 'Fixture Inactive Expert', role: 'Audit Partner' },
  /** created_at and updated_at of both fixture experts, well in the past. */
  timestamp: '2020-01-01T00:00:00.000Z',
  imageObjectName: 'fixtures/portrait.png',
} as const

/** The fixture application and claim (created at fixtureExperts.timestamp). */
export const fixtureSubmissions = {
  application: {
    reference: 'APP-0000000A',
    idempotencyKey: '0e000000-0000-4000-8000-0000000000aa',
    name: 'Fixture Applicant',
    email: 'fixture.applicant@example.test',
    company: 'Fixture Firm',
    motivation: 'A fixture motivation.',
  },
  claim: {
    idempotencyKey: '0e000000-0000-4000-8000-0000000000bb',
    name: 'Fixture Claimant',
    email: 'fixture.claimant@example.test',
    firm: 'Fixture Claim Firm',
  },
} as const

/** The fixture events and registration. */
export const fixtureEvents = {
  published: { slug: 'fixture-published-event', title: 'Fixture Published Event' },
  draft: { slug: 'fixture-draft-event', title: 'Fixture Draft Event' },
  registration: {
    idempotencyKey: '0f000000-0000-4000-8000-0000000000aa',
    name: 'Fixture Registrant',
    email: 'fixture.registrant@example.test',
    firm: 'Fixture Registrant Firm',
  },
  bannerObjectName: 'fixtures/banner.png',
} as const

/** The fixture resources (created at fixtureExperts.timestamp) and their files' object names. */
export const fixtureResources = {
  published: { title: 'Fixture Published Guide', filePath: '1767225600000-fixturefile1.pdf', fileName: 'Fixture Guide.pdf' },
  draft: { title: 'Fixture Draft Checklist', filePath: '1767225600000-fixturefile2.pdf', fileName: 'Fixture Checklist.pdf' },
  premium: { title: 'Fixture Members Toolkit' },
} as const

/** The user id (JWT `sub`), e-mail and assurance level an actor signs in with, or null. */
export function signedInAs(actor: Actor): { sub: string; email: string; aal: 'aal1' | 'aal2' } | null {
  if (actor === 'user') return { sub: fixtureIds.memberUserId, email: fixtureEmails.member, aal: 'aal1' }
  if (actor === 'editor') return { sub: fixtureIds.editorUserId, email: fixtureEmails.editor, aal: 'aal2' }
  if (actor === 'admin') return { sub: fixtureIds.adminUserId, email: fixtureEmails.admin, aal: 'aal2' }
  if (actor === 'admin_aal1') return { sub: fixtureIds.adminUserId, email: fixtureEmails.admin, aal: 'aal1' }
  return null
}

export function userIdOf(actor: Actor): string | null {
  return signedInAs(actor)?.sub ?? null
}

/** The JWT claims PostgREST would put in `request.jwt.claims` for an actor. */
export function claimsFor(actor: Actor): Record<string, unknown> {
  const role = ROLE_OF_ACTOR[actor]
  const user = signedInAs(actor)
  if (user === null) return { role }
  return { sub: user.sub, role, email: user.email, aud: 'authenticated', aal: user.aal }
}

/** The Supabase-provided objects our migrations use (see mocks/database/supabase-base.sql). */
export const SUPABASE_SHIM_SQL = readFileSync(SUPABASE_BASE_SQL_PATH, 'utf8')

export const FIXTURES_SQL = /* sql */ `
delete from public.site_settings;
delete from public.event_registrations;
delete from public.events;
delete from public.resources;
delete from public.faq_entries;
delete from public.content_versions;
delete from public.partnership_applications;
delete from public.offer_claims;
delete from storage.objects;
delete from public.experts;
-- truncate: the last-admin trigger guards row deletes, and the fixtures start from none.
truncate public.user_roles;
delete from auth.users;
update private.staff_security set admin_two_factor = 'required';
delete from site_server.rate_limits;
delete from audit.entries;

insert into auth.users (id, email, email_confirmed_at) values
  ('${fixtureIds.adminUserId}', '${fixtureEmails.admin}', '${fixtureExperts.timestamp}'),
  ('${fixtureIds.memberUserId}', '${fixtureEmails.member}', '${fixtureExperts.timestamp}'),
  ('${fixtureIds.otherAdminUserId}', '${fixtureEmails.otherAdmin}', '${fixtureExperts.timestamp}'),
  ('${fixtureIds.editorUserId}', '${fixtureEmails.editor}', '${fixtureExperts.timestamp}');

insert into public.user_roles (id, user_id, role) values
  ('${fixtureIds.adminRoleId}', '${fixtureIds.adminUserId}', 'admin'),
  ('${fixtureIds.otherAdminRoleId}', '${fixtureIds.otherAdminUserId}', 'admin'),
  ('${fixtureIds.editorRoleId}', '${fixtureIds.editorUserId}', 'editor');

insert into public.experts (id, name, role, description, image_url, is_active, created_at, updated_at) values
  ('${fixtureIds.activeExpertId}', '${fixtureExperts.active.name}', '${fixtureExperts.active.role}',
   'Shown on the public site.', null, true, '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}'),
  ('${fixtureIds.inactiveExpertId}', '${fixtureExperts.inactive.name}', '${fixtureExperts.inactive.role}',
   'Hidden from the public site.', null, false, '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}');

insert into storage.objects (id, bucket_id, name, owner, metadata) values
  ('${fixtureIds.expertImageObjectId}', 'experts', '${fixtureExperts.imageObjectName}',
   '${fixtureIds.adminUserId}', '{"mimetype": "image/png", "size": 1024}');

insert into public.partnership_applications
  (id, reference, idempotency_key, contact_name, contact_email, contact_company, motivation, created_at, updated_at)
values
  ('${fixtureIds.applicationId}', '${fixtureSubmissions.application.reference}',
   '${fixtureSubmissions.application.idempotencyKey}', '${fixtureSubmissions.application.name}',
   '${fixtureSubmissions.application.email}', '${fixtureSubmissions.application.company}',
   '${fixtureSubmissions.application.motivation}', '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}');

insert into site_server.rate_limits (key, points, expire) values ('${fixtureIds.limitKey}', 3, null);

insert into public.offer_claims (id, idempotency_key, full_name, email, firm_name, created_at) values
  ('${fixtureIds.claimId}', '${fixtureSubmissions.claim.idempotencyKey}', '${fixtureSubmissions.claim.name}',
   '${fixtureSubmissions.claim.email}', '${fixtureSubmissions.claim.firm}', '${fixtureExperts.timestamp}');

-- Dated from the database's own clock, so the fixtures hold whatever the date.
insert into public.events (id, slug, title, starts_at, ends_at, format, registration, capacity, status, created_at, updated_at) values
  ('${fixtureIds.publishedEventId}', '${fixtureEvents.published.slug}', '${fixtureEvents.published.title}',
   private.clock_now() + interval '30 days', private.clock_now() + interval '30 days 1 hour',
   'online', 'on_site', 2, 'published', '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}'),
  ('${fixtureIds.draftEventId}', '${fixtureEvents.draft.slug}', '${fixtureEvents.draft.title}',
   private.clock_now() + interval '40 days', null, 'online', 'none', null, 'draft', '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}');

-- The draft's join link (staff only); a draft's link changes no SEQUENCE and mails nobody.
insert into public.event_join_links (event_id, url) values ('${fixtureIds.draftEventId}', 'https://meet.example.test/draft');

insert into public.event_registrations (id, event_id, idempotency_key, full_name, email, firm_name, status, created_at, updated_at) values
  ('${fixtureIds.registrationId}', '${fixtureIds.publishedEventId}', '${fixtureEvents.registration.idempotencyKey}',
   '${fixtureEvents.registration.name}', '${fixtureEvents.registration.email}', '${fixtureEvents.registration.firm}',
   'confirmed', '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}');

insert into public.site_settings (id, conference_event_id, offer_ends_on) values
  (true, '${fixtureIds.publishedEventId}', (private.clock_now() + interval '30 days')::date);

insert into storage.objects (id, bucket_id, name, owner, metadata) values
  ('${fixtureIds.bannerObjectId}', 'event-banners', '${fixtureEvents.bannerObjectName}',
   '${fixtureIds.adminUserId}', '{"mimetype": "image/png", "size": 1024}');
insert into public.resources
  (id, title, category, published_on, membership_required, file_path, file_name, file_size, status, created_at, updated_at)
values
  ('${fixtureIds.publishedResourceId}', '${fixtureResources.published.title}', 'Technology', '2020-01-01', false,
   '${fixtureResources.published.filePath}', '${fixtureResources.published.fileName}', 1024, 'published',
   '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}'),
  ('${fixtureIds.draftResourceId}', '${fixtureResources.draft.title}', 'Tax Planning', '2020-01-01', false,
   '${fixtureResources.draft.filePath}', '${fixtureResources.draft.fileName}', 1024, 'draft',
   '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}'),
  ('${fixtureIds.premiumResourceId}', '${fixtureResources.premium.title}', 'Practice Management', '2020-01-01', true,
   null, null, null, 'published', '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}');

insert into storage.objects (id, bucket_id, name, owner, metadata) values
  ('${fixtureIds.publishedResourceFileObjectId}', 'resource-files', '${fixtureResources.published.filePath}',
   '${fixtureIds.adminUserId}', '{"mimetype": "application/pdf", "size": 1024}'),
  ('${fixtureIds.draftResourceFileObjectId}', 'resource-files', '${fixtureResources.draft.filePath}',
   '${fixtureIds.adminUserId}', '{"mimetype": "application/pdf", "size": 1024}');

insert into public.faq_entries (id, question, answer, category, places, status, publish_at, created_at, updated_at) values
  ('${fixtureIds.dueFaqId}', 'Matrix due question?', 'An answer.', 'general', array['academy'], 'published',
   private.clock_now() - interval '1 minute', '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}'),
  ('${fixtureIds.scheduledFaqId}', 'Matrix scheduled question?', 'An answer.', 'general', array['academy'], 'published',
   private.clock_now() + interval '2 days', '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}'),
  ('${fixtureIds.draftFaqId}', 'Matrix draft question?', 'An answer.', 'general', array['academy'], 'draft',
   null, '${fixtureExperts.timestamp}', '${fixtureExperts.timestamp}');

-- The fixture submissions above queued notices; only one known notice remains.
delete from site_server.notices;
insert into site_server.notices (id, kind, record_id, details) values
  ('${fixtureIds.noticeId}', 'application', '${fixtureIds.applicationId}', '{"name": "${fixtureSubmissions.application.name}"}');

-- The fixture rows above were recorded by the audit triggers; only one known entry remains.
delete from audit.entries;
insert into audit.entries (id, at, actor, actor_id, kind, record_id, action, changes) values
  ('${fixtureIds.auditEntryId}', '${fixtureExperts.timestamp}', '${fixtureEmails.admin}', '${fixtureIds.adminUserId}',
   'experts', '${fixtureIds.activeExpertId}', 'updated', '{"role": {"before": "Advisor", "after": "Tax Advisor"}}');

-- The fixture submissions above were counted as conversions; the analytics hold one rolled-up day.
delete from analytics.conversions;
delete from analytics.events;
delete from analytics.daily_counts;
delete from analytics.rolled_days;
delete from analytics.salts;
insert into analytics.salts (day, salt) values ('${fixtureIds.analyticsDay}', '\\x000102030405060708090a0b0c0d0e0f');
insert into analytics.events (at, day, kind, visitor_key, path, screen_class) values
  ('${fixtureIds.analyticsDay} 15:00:00+00', '${fixtureIds.analyticsDay}', 'view', '\\x0f0e0d0c0b0a09080706050403020100', '/', 'desktop');
insert into analytics.daily_counts (day, dimension, value, metric, count) values
  ('${fixtureIds.analyticsDay}', 'total', '', 'page_views', 1),
  ('${fixtureIds.analyticsDay}', 'total', '', 'visitors', 1),
  ('${fixtureIds.analyticsDay}', 'page', '/', 'page_views', 1);
insert into analytics.rolled_days (day) values ('${fixtureIds.analyticsDay}');
`

export interface QueryOutcome<T> {
  rows: T[]
  /** Rows inserted, updated or deleted by the statement (0 for a plain select). */
  affectedRows: number
}

/** Runs one statement inside an actor's session. */
export type SessionQuery = <T = Record<string, unknown>>(
  sql: string,
  params?: unknown[],
) => Promise<QueryOutcome<T>>

export interface SessionOptions {
  /** Commit instead of rolling back at the end (default false). Call reset() afterwards. */
  commit?: boolean
  /** SQL run as the superuser in the same transaction before switching to the actor. */
  setup?: string
}

export interface PolicyDb {
  /** The underlying PGlite instance (superuser). */
  readonly pg: PGlite
  readonly ids: FixtureIds
  /** One statement as `actor`; returns its rows or throws the Postgres error (with `.code`). */
  as<T = Record<string, unknown>>(
    actor: Actor,
    sql: string,
    params?: unknown[],
    options?: SessionOptions,
  ): Promise<QueryOutcome<T>>
  /** Several statements as `actor` in one transaction (rolled back unless `commit`). */
  session<R>(
    actor: Actor,
    fn: (query: SessionQuery) => Promise<R>,
    options?: SessionOptions,
  ): Promise<R>
  /** One statement as the superuser, committed (for setup and inspection). */
  superuser<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryOutcome<T>>
  /** One statement as the site server's role (site_server, DATABASE_URL), committed; its rows. */
  siteServer<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** Put the fixture rows back exactly as they were, removing anything committed since. */
  reset(): Promise<void>
  close(): Promise<void>
}

export interface CreatePolicyDbOptions {
  /** Folder of migration files (default: supabase/migrations). */
  migrationsDir?: string
  /** Seed the fixture rows (default true). */
  fixtures?: boolean
}

/** The SQLSTATE code of a Postgres error thrown by PGlite, if any. */
export function sqlErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code
    return typeof code === 'string' ? code : undefined
  }
  return undefined
}

function outcome<T>(result: { rows: T[]; affectedRows?: number }): QueryOutcome<T> {
  return { rows: result.rows, affectedRows: result.affectedRows ?? 0 }
}

async function enterActor(tx: Transaction, actor: Actor): Promise<void> {
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify(claimsFor(actor)),
  ])
  // The role name comes from a fixed table, never from input.
  await tx.exec(`set local role ${ROLE_OF_ACTOR[actor]}`)
}

export async function createPolicyDb(options: CreatePolicyDbOptions = {}): Promise<PolicyDb> {
  const pg = await PGlite.create({ extensions: { pgcrypto } })
  await pg.exec(SUPABASE_SHIM_SQL)
  for (const file of migrationFiles(options.migrationsDir)) {
    try {
      await pg.exec(readFileSync(file, 'utf8'))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      throw new Error(`Migration ${file} failed: ${message}`, { cause: error })
    }
  }

  const reset = async () => {
    await pg.transaction(async (tx) => {
      await tx.exec(FIXTURES_SQL)
    })
  }
  if (options.fixtures !== false) await reset()

  const session = async <R>(
    actor: Actor,
    fn: (query: SessionQuery) => Promise<R>,
    opts: SessionOptions = {},
  ) =>
    pg.transaction(async (tx) => {
      if (opts.setup) await tx.exec(opts.setup)
      await enterActor(tx, actor)
      const query: SessionQuery = async <T>(sql: string, params: unknown[] = []) =>
        outcome(await tx.query<T>(sql, params))
      const result = await fn(query)
      if (!opts.commit) await tx.rollback()
      return result
    })

  return {
    pg,
    ids: fixtureIds,
    as: <T>(actor: Actor, sql: string, params: unknown[] = [], opts: SessionOptions = {}) =>
      session(actor, (query) => query<T>(sql, params), opts),
    session,
    superuser: async <T>(sql: string, params: unknown[] = []) =>
      outcome(await pg.query<T>(sql, params)),
    siteServer: <T>(sql: string, params: unknown[] = []) =>
      pg.transaction(async (tx) => {
        await tx.exec('set local role site_server')
        return (await tx.query<T>(sql, params)).rows
      }),
    reset,
    close: () => pg.close(),
  }
}
