/**
 * The e-mail notices' outbox (supabase/migrations, site_server.notices) on a real Postgres
 * (PGlite): a notice is queued in the same transaction as each new application, claim and
 * registration, whoever inserts it, and only then; the site server reads and marks notices and
 * does nothing else with them. The policy matrix covers the data API's actors.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPolicyDb, fixtureIds, sqlErrorCode, type PolicyDb } from './support/policy-db.ts'

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

interface NoticeRow {
  kind: string
  record_id: string
  details: Record<string, unknown>
  attempts: number
  sent_at: Date | null
}

const queued = async () =>
  (await db.superuser<NoticeRow>(`select kind, record_id, details, attempts, sent_at from site_server.notices where id <> $1 order by created_at, kind`, [fixtureIds.noticeId])).rows

const newApplicationSql = `insert into public.partnership_applications (reference, idempotency_key, contact_name, contact_email, contact_company, partnership_types)
  values ('APP-AYND25TM', '0e000000-0000-4000-8000-000000000001', '<b>New</b> Applicant', 'applicant@example.test', 'New Firm', '{workshops}')`

describe('queuing', () => {
  it("queues a notice with the visitor's details when a visitor's application is stored", async () => {
    await db.as('anon', newApplicationSql, [], { commit: true })
    const { rows } = await db.superuser<{ id: string }>(`select id from public.partnership_applications where reference = 'APP-AYND25TM'`)
    expect(await queued()).toEqual([
      {
        kind: 'application',
        record_id: rows[0]!.id,
        details: { reference: 'APP-AYND25TM', name: '<b>New</b> Applicant', email: 'applicant@example.test', company: 'New Firm', partnershipTypes: ['workshops'] },
        attempts: 0,
        sent_at: null,
      },
    ])
  })

  it('queues nothing when the transaction that stored the row rolls back', async () => {
    await db.as('anon', newApplicationSql)
    expect(await queued()).toEqual([])
  })

  it('queues a claim and a registration with its event and whether it got a seat', async () => {
    await db.as('anon', `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ('0e000000-0000-4000-8000-000000000002', 'Claimant', 'c@example.test', 'Claim Firm')`, [], { commit: true })
    await db.as('anon', `select public.register_for_event($1, 'Registrant', 'r@example.test', 'Reg Firm', '0f000000-0000-4000-8000-0000000000cc')`, [fixtureIds.publishedEventId], { commit: true })
    await db.as('anon', `select public.register_for_event($1, 'Second', 's@example.test', 'Second Firm', '0f000000-0000-4000-8000-0000000000dd')`, [fixtureIds.publishedEventId], { commit: true })
    const notices = await queued()
    expect(notices.map((n) => [n.kind, n.details.name, n.details.firm, n.details.status, n.details.eventTitle])).toEqual([
      ['claim', 'Claimant', 'Claim Firm', undefined, undefined],
      ['registration', 'Registrant', 'Reg Firm', 'confirmed', 'Fixture Published Event'],
      ['registration', 'Second', 'Second Firm', 'waitlisted', 'Fixture Published Event'],
    ])
    expect(notices[1]!.details.eventId).toBe(fixtureIds.publishedEventId)
  })

  it('queues nothing when a submission only changes status', async () => {
    await db.as('admin', `update public.partnership_applications set status = 'accepted'`, [], { commit: true })
    expect(await queued()).toEqual([])
  })
})

describe('queue_mail(), the one way into the outbox', () => {
  it('queues a mail to one address (trimmed) or, without one, to the staff, in the caller’s transaction', async () => {
    await db.superuser(`select site_server.queue_mail('claim', '  someone@example.test ', $1, '{"name": "Someone"}'), site_server.queue_mail('claim', null, null, '{}')`, [fixtureIds.claimId])
    const { rows } = await db.superuser<{ recipient: string | null; record_id: string | null; details: unknown }>(
      `select recipient, record_id, details from site_server.notices where id <> $1 order by recipient nulls last`,
      [fixtureIds.noticeId],
    )
    expect(rows).toEqual([
      { recipient: 'someone@example.test', record_id: fixtureIds.claimId, details: { name: 'Someone' } },
      { recipient: null, record_id: null, details: {} },
    ])
  })

  it.each(['anon', 'user', 'admin', 'service_role'] as const)('may not be called by %s', async (actor) => {
    let code: string | undefined
    try {
      await db.as(actor, `select site_server.queue_mail('claim', 'someone@example.test', null, '{}')`)
    } catch (error) {
      code = sqlErrorCode(error)
    }
    expect(code).toBe('42501')
  })
})

describe("the site server's rights", () => {
  const asSiteServer = (sql: string, params: unknown[] = []) =>
    db.pg.transaction(async (tx) => {
      await tx.exec('set local role site_server')
      return (await tx.query<Record<string, unknown>>(sql, params)).rows
    })

  it('claims a due notice with a lease, which keeps it from a second claim, and marks it sent', async () => {
    const claim = `update site_server.notices as n set claimed_until = private.clock_now() + interval '5 minutes'
      where n.id = (select d.id from site_server.notices as d
                    where d.sent_at is null and d.failed_at is null and d.next_attempt_at <= private.clock_now()
                      and (d.claimed_until is null or d.claimed_until <= private.clock_now())
                    limit 1 for update skip locked)
      returning n.id`
    expect(await asSiteServer(claim)).toEqual([{ id: fixtureIds.noticeId }])
    expect(await asSiteServer(claim)).toEqual([])
    await asSiteServer(`update site_server.notices set sent_at = private.clock_now(), claimed_until = null, details = null where id = $1`, [fixtureIds.noticeId])
    const { rows } = await db.superuser<{ details: unknown; sent: boolean }>(`select details, sent_at is not null as sent from site_server.notices`)
    expect(rows).toEqual([{ details: null, sent: true }])
  })

  it('a lease that ran out (an instance died mid-send) lets another instance claim the notice', async () => {
    await db.superuser(`update site_server.notices set claimed_until = private.clock_now() - interval '1 second'`)
    const rows = await asSiteServer(
      `update site_server.notices set claimed_until = private.clock_now() + interval '5 minutes'
       where sent_at is null and (claimed_until is null or claimed_until <= private.clock_now()) returning id`,
    )
    expect(rows).toEqual([{ id: fixtureIds.noticeId }])
  })

  it.each([
    `delete from site_server.notices`,
    `insert into site_server.notices (kind, record_id) values ('claim', gen_random_uuid())`,
    'select id from public.partnership_applications',
    `select site_server.queue_mail('claim', 'someone@example.test', null, '{}')`,
  ])('may not %s', async (sql) => {
    let code: string | undefined
    try {
      await asSiteServer(sql)
    } catch (error) {
      code = sqlErrorCode(error)
    }
    expect(code).toBe('42501')
  })
})
