/**
 * The audit trail of supabase/migrations, on a real Postgres (PGlite): what the triggers
 * record and as whom, what a visitor's submission leaves in it, reading through
 * audit_entries() with filters and keyset pagination, the site server's sign-in records and
 * pruning, and that nobody changes an entry (the policy matrix covers the data API's actors).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPolicyDb, fixtureEmails, fixtureIds, sqlErrorCode, type PolicyDb } from './support/policy-db.ts'

let db: PolicyDb

beforeAll(async () => {
  db = await createPolicyDb()
})

afterAll(async () => {
  await db?.close()
})

afterEach(async () => {
  await db.reset()
})

interface Entry {
  actor: string
  actor_id: string | null
  kind: string
  record_id: string | null
  action: string
  changes: Record<string, { before: unknown; after: unknown }> | null
  client_address: string | null
}

/** Entries other than the fixture's, oldest first. */
async function newEntries(): Promise<Entry[]> {
  const { rows } = await db.superuser<Entry>(
    `select actor, actor_id, kind, record_id, action, changes, client_address
     from audit.entries where id <> $1 order by at, ctid`,
    [fixtureIds.auditEntryId],
  )
  return rows
}

/** Runs `sql` as the role site_server (DATABASE_URL), committed. */
async function asSiteServer<T = Record<string, unknown>>(sql: string, params: unknown[] = []) {
  return db.pg.transaction(async (tx) => {
    await tx.exec('set local role site_server')
    return (await tx.query<T>(sql, params)).rows
  })
}

async function errorCodeOf(fn: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await fn()
  } catch (error) {
    return sqlErrorCode(error) ?? `not a Postgres error: ${String(error)}`
  }
  throw new Error('expected the statement to fail, but it succeeded')
}

describe('what the triggers record', () => {
  it("records an admin's edit with their id and e-mail and only the fields that changed", async () => {
    await db.as('admin', `update public.experts set role = 'Audit Lead', description = description where id = $1`, [fixtureIds.activeExpertId], { commit: true })
    expect(await newEntries()).toEqual([
      {
        actor: fixtureEmails.admin,
        actor_id: fixtureIds.adminUserId,
        kind: 'experts',
        record_id: fixtureIds.activeExpertId,
        action: 'updated',
        changes: { role: { before: 'Tax Advisor', after: 'Audit Lead' } },
        client_address: null,
      },
    ])
  })

  it("records a change made with plain SQL as 'database'", async () => {
    await db.superuser(`update public.experts set is_active = false where id = $1`, [fixtureIds.activeExpertId])
    expect(await newEntries()).toEqual([
      expect.objectContaining({
        actor: 'database',
        actor_id: null,
        action: 'updated',
        changes: { is_active: { before: true, after: false } },
      }),
    ])
  })

  it('records every field of a created and of a deleted row', async () => {
    await db.session(
      'admin',
      async (query) => {
        await query(`insert into public.experts (name, role) values ('Brand New', 'Advisor')`)
        await query(`delete from public.experts where id = $1`, [fixtureIds.inactiveExpertId])
      },
      { commit: true },
    )
    const [created, deleted] = await newEntries()
    expect(created).toMatchObject({ action: 'created', kind: 'experts', changes: { name: { before: null, after: 'Brand New' }, role: { before: null, after: 'Advisor' }, is_active: { before: null, after: true } } })
    expect(deleted).toMatchObject({ action: 'deleted', record_id: fixtureIds.inactiveExpertId, changes: { name: { before: 'Fixture Inactive Expert', after: null } } })
  })

  it.each([
    ['events', `update public.events set title = 'Renamed' where id = '${fixtureIds.draftEventId}'`, { title: { before: 'Fixture Draft Event', after: 'Renamed' } }],
    ['resources', `update public.resources set title = 'Renamed' where id = '${fixtureIds.draftResourceId}'`, { title: { before: 'Fixture Draft Checklist', after: 'Renamed' } }],
    ['site_settings', `update public.site_settings set offer_ends_on = '2031-01-31'`, { offer_ends_on: { before: expect.any(String), after: '2031-01-31' } }],
    [
      'site_settings',
      `update public.site_settings set community_size = '1,200+', active_members = null`,
      { community_size: { before: '948+', after: '1,200+' }, active_members: { before: '10,000+', after: null } },
    ],
  ])('records changes to %s', async (kind, sql, changes) => {
    await db.as('admin', sql, [], { commit: true })
    expect(await newEntries()).toEqual([expect.objectContaining({ kind, action: 'updated', actor: fixtureEmails.admin, changes })])
  })

  it('records a role given and taken away', async () => {
    await db.superuser(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [fixtureIds.memberUserId])
    await db.superuser(`delete from public.user_roles where user_id = $1`, [fixtureIds.memberUserId])
    expect((await newEntries()).map((e) => [e.kind, e.action, e.changes?.user_id])).toEqual([
      ['user_roles', 'created', { before: null, after: fixtureIds.memberUserId }],
      ['user_roles', 'deleted', { before: fixtureIds.memberUserId, after: null }],
    ])
  })

  it("records a visitor's application as 'created' without copying anything they typed", async () => {
    await db.as(
      'anon',
      `insert into public.partnership_applications (reference, idempotency_key, contact_name, contact_email, contact_company)
       values ('APP-AYND25TM', '0e000000-0000-4000-8000-000000000001', 'Private Person', 'private@example.test', 'Private Firm')`,
      [],
      { commit: true },
    )
    const entries = await newEntries()
    expect(entries).toEqual([expect.objectContaining({ actor: 'visitor', kind: 'partnership_applications', action: 'created', changes: null })])
    expect(JSON.stringify(entries)).not.toMatch(/Private|private@/)
  })

  it('records a registration through register_for_event() as created by a visitor, nothing copied', async () => {
    await db.as('anon', `select public.register_for_event($1, 'Private Person', 'private@example.test', 'Private Firm', '0f000000-0000-4000-8000-0000000000cc')`, [fixtureIds.publishedEventId], { commit: true })
    const entries = await newEntries()
    expect(entries).toEqual([expect.objectContaining({ actor: 'visitor', kind: 'event_registrations', action: 'created', changes: null })])
    expect(JSON.stringify(entries)).not.toMatch(/Private|private@/)
  })

  it('records only the status and note of submissions, and nothing when only they stay the same', async () => {
    await db.superuser(`update public.partnership_applications set contact_name = 'Renamed Applicant'`)
    await db.as('admin', `update public.partnership_applications set status = 'in_review', internal_note = 'Call back'`, [], { commit: true })
    await db.as('admin', `update public.offer_claims set status = 'confirmed'`, [], { commit: true })
    await db.as('admin', `update public.event_registrations set status = 'cancelled'`, [], { commit: true })
    expect((await newEntries()).map((e) => [e.kind, e.changes])).toEqual([
      ['partnership_applications', { status: { before: 'new', after: 'in_review' }, internal_note: { before: null, after: 'Call back' } }],
      ['offer_claims', { status: { before: 'new', after: 'confirmed' } }],
      ['event_registrations', { status: { before: 'confirmed', after: 'cancelled' } }],
    ])
  })

  it('takes the time of an entry from the database clock', async () => {
    await db.superuser(`create or replace function private.clock_now() returns timestamptz language sql stable set search_path = '' as $$ select '2031-05-06T07:08:09Z'::timestamptz $$`)
    try {
      await db.superuser(`update public.experts set role = 'Later' where id = $1`, [fixtureIds.activeExpertId])
      const { rows } = await db.superuser<{ at: Date }>(`select at from audit.entries where id <> $1`, [fixtureIds.auditEntryId])
      expect(rows.map((row) => row.at.toISOString())).toEqual(['2031-05-06T07:08:09.000Z'])
    } finally {
      await db.superuser(`create or replace function private.clock_now() returns timestamptz language sql stable set search_path = '' as $$ select pg_catalog.now() $$`)
    }
  })
})

describe('audit_entries()', () => {
  /** Three entries a minute apart after the fixture's: two expert edits and a sign-in. */
  async function addEntries() {
    await db.superuser(
      `insert into audit.entries (id, at, actor, kind, record_id, action, client_address) values
         ('1e000000-0000-4000-8000-000000000002', '2030-01-01T10:00:00Z', 'first@example.test', 'experts', 'x', 'updated', null),
         ('1e000000-0000-4000-8000-000000000003', '2030-01-01T10:01:00Z', 'database', 'events', 'y', 'deleted', null),
         ('1e000000-0000-4000-8000-000000000004', '2030-01-01T10:02:00Z', 'First@Example.test', 'sign_in', null, 'sign_in_failed', '203.0.113.9')`,
    )
  }
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id.slice(-1))

  it('lists newest first and filters by who (any case, part of it), kind and action', async () => {
    await addEntries()
    const read = (args: string) => db.as<{ id: string }>('admin', `select id from public.audit_entries(${args})`)
    expect(ids((await read('')).rows)).toEqual(['4', '3', '2', '1'])
    expect(ids((await read(`who => 'first@'`)).rows)).toEqual(['4', '2'])
    expect(ids((await read(`who => '%'`)).rows)).toEqual([])
    expect(ids((await read(`of_kind => 'experts'`)).rows)).toEqual(['2', '1'])
    expect(ids((await read(`of_action => 'sign_in_failed'`)).rows)).toEqual(['4'])
  })

  it('pages by the last entry seen', async () => {
    await addEntries()
    const page = (args: string) => db.as<{ id: string }>('admin', `select id from public.audit_entries(${args})`)
    expect(ids((await page('page_size => 2')).rows)).toEqual(['4', '3'])
    expect(ids((await page(`before_at => '2030-01-01T10:01:00Z', before_id => '1e000000-0000-4000-8000-000000000003', page_size => 2`)).rows)).toEqual(['2', '1'])
  })

  it('refuses a signed-in user who is not an admin, and visitors', async () => {
    expect(await errorCodeOf(() => db.as('user', 'select * from public.audit_entries()'))).toBe('42501')
    expect(await errorCodeOf(() => db.as('anon', 'select * from public.audit_entries()'))).toBe('42501')
  })
})

describe("the site server's sign-in records and pruning", () => {
  it('records a sign-in with the e-mail tried and the client address', async () => {
    await asSiteServer(`select audit.record_sign_in('tried@example.test', 'sign_in_refused', '198.51.100.7')`)
    await asSiteServer(`select audit.record_sign_in($1, 'signed_in', '198.51.100.8', $2)`, [fixtureEmails.admin, fixtureIds.adminUserId])
    expect(await newEntries()).toEqual([
      { actor: 'tried@example.test', actor_id: null, kind: 'sign_in', record_id: null, action: 'sign_in_refused', changes: null, client_address: '198.51.100.7' },
      { actor: fixtureEmails.admin, actor_id: fixtureIds.adminUserId, kind: 'sign_in', record_id: null, action: 'signed_in', changes: null, client_address: '198.51.100.8' },
    ])
  })

  it('refuses an outcome that is not a sign-in', async () => {
    expect(await errorCodeOf(() => asSiteServer(`select audit.record_sign_in('a@example.test', 'deleted', '198.51.100.7')`))).toBe('23514')
  })

  it('prunes entries older than the days kept, by the database clock', async () => {
    await db.superuser(
      `insert into audit.entries (at, actor, kind, action) values
         (private.clock_now() - interval '366 days', 'old', 'experts', 'updated'),
         (private.clock_now() - interval '364 days', 'recent', 'experts', 'updated')`,
    )
    const [result] = await asSiteServer<{ prune_entries: number }>('select audit.prune_entries(365)')
    // The fixture's entry (2020) goes too.
    expect(result?.prune_entries).toBe(2)
    expect((await newEntries()).map((e) => e.actor)).toEqual(['recent'])
    expect(await errorCodeOf(() => asSiteServer('select audit.prune_entries(0)'))).toBe('22023')
  })

  it.each([
    'select id from audit.entries',
    `update audit.entries set actor = 'x'`,
    'delete from audit.entries',
    `insert into audit.entries (actor, kind, action) values ('x', 'experts', 'deleted')`,
  ])('may not %s', async (sql) => {
    expect(await errorCodeOf(() => asSiteServer(sql))).toBe('42501')
  })

  it('the site server may execute only its three functions in the schema', async () => {
    const { rows } = await db.superuser<{ name: string }>(
      `select p.proname as name from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
       where n.nspname = 'audit' and has_function_privilege('site_server', p.oid, 'execute') order by 1`,
    )
    expect(rows.map((row) => row.name)).toEqual(['prune_entries', 'record_password_change', 'record_sign_in'])
  })
})
