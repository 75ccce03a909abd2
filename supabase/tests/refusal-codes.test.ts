/**
 * The database's refusals carry their codes (supabase/migrations/20261125090000_refusal_codes.sql,
 * 20261125100700_staff_refusal_codes.sql, 20261129160000_registrants_told_first.sql):
 * each raised where it is meant to be, with its SQLSTATE unchanged (PostgREST's HTTP status
 * follows it) and the code in DETAIL, which PostgREST passes on as `details`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPolicyDb, fixtureIds, type PolicyDb } from './support/policy-db.ts'

let db: PolicyDb

beforeAll(async () => {
  db = await createPolicyDb()
})
afterAll(async () => db?.close())

/** The SQLSTATE and DETAIL the statement failed with. */
async function refusalOf(run: () => Promise<unknown>): Promise<{ code?: string; detail?: string }> {
  try {
    await run()
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string }
    return { code, detail }
  }
  throw new Error('expected the statement to be refused, but it succeeded')
}

const register = (email: string, eventId: string = fixtureIds.publishedEventId) =>
  db.as('anon', 'select public.register_for_event($1, $2, $3, $4, $5)', [eventId, 'Someone', email, 'Firm', crypto.randomUUID()], { commit: true })

describe('refusals the database raises, with their codes', () => {
  it('registration_unavailable and registration_closed from register_for_event()', async () => {
    await db.reset()
    expect(await refusalOf(() => register('draft@example.test', fixtureIds.draftEventId))).toEqual({ code: 'PT404', detail: 'registration_unavailable' })
    await db.superuser(`update public.events set starts_at = private.clock_now() - interval '1 minute' where id = $1`, [fixtureIds.publishedEventId])
    expect(await refusalOf(() => register('late@example.test'))).toEqual({ code: 'PT409', detail: 'registration_closed' })
  })

  it('event_cancelled for a cancelled event, whoever inserts the registration', async () => {
    await db.reset()
    await db.superuser(`update public.events set cancelled_at = private.clock_now() where id = $1`, [fixtureIds.publishedEventId])
    expect(await refusalOf(() => register('after.cancel@example.test'))).toEqual({ code: 'PT409', detail: 'event_cancelled' })
    const insert = `insert into public.event_registrations (event_id, idempotency_key, full_name, email, firm_name, status)
      values ('${fixtureIds.publishedEventId}', gen_random_uuid(), 'Inserted Directly', 'inserted@example.test', 'Firm', 'confirmed')`
    expect(await refusalOf(() => db.superuser(insert))).toEqual({ code: 'PT409', detail: 'event_cancelled' })
  })

  it('not_one_mailbox for an address that is a list or has a display name, whoever stores it', async () => {
    await db.reset()
    expect(await refusalOf(() => register('a,victim@example.test'))).toEqual({ code: '23514', detail: 'not_one_mailbox' })
    expect(await refusalOf(() => register('"1"<victim@example.test>'))).toEqual({ code: '23514', detail: 'not_one_mailbox' })
  })

  it('cancelled_stays_published when staff would make a cancelled event a draft', async () => {
    await db.reset()
    await db.superuser(`update public.events set cancelled_at = private.clock_now() where id = $1`, [fixtureIds.publishedEventId])
    const unpublish = `update public.events set status = 'draft' where id = '${fixtureIds.publishedEventId}'`
    expect(await refusalOf(() => db.as('admin', unpublish))).toEqual({ code: 'PT409', detail: 'cancelled_stays_published' })
    expect((await db.superuser<{ status: string }>(`select status from public.events where id = $1`, [fixtureIds.publishedEventId])).rows).toEqual([{ status: 'published' }])
  })

  it('event_full when an admin moves someone up past the capacity', async () => {
    await db.reset()
    await register('seat@example.test')
    await register('waiting@example.test')
    const promote = `update public.event_registrations set status = 'confirmed' where email = 'waiting@example.test'`
    expect(await refusalOf(() => db.as('admin', promote))).toEqual({ code: 'PT409', detail: 'event_full' })
  })

  it('event_has_registrants when staff would unpublish or delete an event people are registered for, until it is cancelled', async () => {
    await db.reset()
    const event = fixtureIds.publishedEventId
    const unpublish = `update public.events set status = 'draft' where id = '${event}'`
    const remove = `delete from public.events where id = '${event}'`
    const statusNow = async () => (await db.superuser<{ status: string }>(`select status from public.events where id = $1`, [event])).rows[0]?.status
    for (const actor of ['admin', 'editor'] as const) {
      expect(await refusalOf(() => db.as(actor, unpublish, [], { commit: true }))).toEqual({ code: 'PT409', detail: 'event_has_registrants' })
      expect(await refusalOf(() => db.as(actor, remove, [], { commit: true }))).toEqual({ code: 'PT409', detail: 'event_has_registrants' })
    }
    expect(await statusNow()).toBe('published')
    // Other saves of the event go on as before.
    expect((await db.as('admin', `update public.events set title = 'Renamed', status = 'published' where id = '${event}'`, [], { commit: true })).affectedRows).toBe(1)
    // Over, it may go: nobody is to be told of an event that took place.
    await db.superuser(`update public.events set starts_at = private.clock_now() - interval '2 hours', ends_at = private.clock_now() - interval '1 hour' where id = $1`, [event])
    expect((await db.as('admin', unpublish, [], { commit: true })).affectedRows).toBe(1)

    await db.reset()
    // Not over yet: under way, or with no date at all; someone on the waitlist counts as registered.
    await db.superuser(`update public.event_registrations set status = 'waitlisted' where event_id = $1`, [event])
    await db.superuser(`update public.events set starts_at = private.clock_now() - interval '1 hour', ends_at = private.clock_now() + interval '1 hour' where id = $1`, [event])
    expect(await refusalOf(() => db.as('admin', unpublish, [], { commit: true }))).toEqual({ code: 'PT409', detail: 'event_has_registrants' })
    await db.superuser(`update public.events set starts_at = null, ends_at = null where id = $1`, [event])
    expect(await refusalOf(() => db.as('admin', unpublish, [], { commit: true }))).toEqual({ code: 'PT409', detail: 'event_has_registrants' })

    await db.reset()
    // Nobody left registered (the one registration cancelled): it may go.
    await db.superuser(`update public.event_registrations set status = 'cancelled' where event_id = $1`, [event])
    expect((await db.as('admin', unpublish, [], { commit: true })).affectedRows).toBe(1)

    await db.reset()
    // Cancelled, its registrants were told: it may be deleted (once it is no longer the settings' conference).
    await db.superuser(`update public.site_settings set conference_event_id = $1`, [fixtureIds.draftEventId])
    await db.as('admin', `update public.events set cancelled_at = private.clock_now() where id = '${event}'`, [], { commit: true })
    expect((await db.as('admin', remove, [], { commit: true })).affectedRows).toBe(1)
    expect(await statusNow()).toBeUndefined()
    await db.reset()
  })

  it("offer_ended for a visitor's claim after the offer's last day, not for the service role", async () => {
    await db.reset()
    await db.superuser(`update public.site_settings set offer_ends_on = ((private.clock_now() at time zone 'Pacific/Kiritimati')::date - 2)`)
    const claim = `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values (gen_random_uuid(), 'A', 'a@example.test', 'F')`
    expect(await refusalOf(() => db.as('anon', claim))).toEqual({ code: '42501', detail: 'offer_ended' })
    expect((await db.as('service_role', claim)).affectedRows).toBe(1)
    await db.reset()
  })

  it('audit_admins_only when a member reads the trail', async () => {
    expect(await refusalOf(() => db.as('user', 'select * from public.audit_entries()'))).toEqual({ code: '42501', detail: 'audit_admins_only' })
  })

  it('retention_too_short when the trail would keep less than a day', async () => {
    const prune = () =>
      db.pg.transaction(async (tx) => {
        await tx.exec('set local role site_server')
        await tx.query('select audit.prune_entries(0)')
      })
    expect(await refusalOf(prune)).toEqual({ code: '22023', detail: 'retention_too_short' })
  })

  it('staff_only when a member reads the registration counts', async () => {
    expect(await refusalOf(() => db.as('user', 'select * from public.event_registration_counts()'))).toEqual({ code: '42501', detail: 'staff_only' })
  })

  it('admins_only when an editor reads the team, resets a second factor or invites', async () => {
    expect(await refusalOf(() => db.as('editor', 'select * from public.staff_members()'))).toEqual({ code: '42501', detail: 'admins_only' })
    expect(await refusalOf(() => db.as('editor', 'select public.record_two_factor_reset($1)', [fixtureIds.adminUserId]))).toEqual({ code: '42501', detail: 'admins_only' })
    expect(await refusalOf(() => db.as('editor', `select public.invite_staff_member($1, 'editor')`, [fixtureIds.memberUserId]))).toEqual({ code: '42501', detail: 'admins_only' })
    expect(await refusalOf(() => db.as('editor', 'select public.resend_staff_invitation($1)', [fixtureIds.editorUserId]))).toEqual({ code: '42501', detail: 'admins_only' })
  })

  it('last_admin when the last admin would be removed or demoted, through the same trigger', async () => {
    await db.reset()
    await db.as('admin', 'delete from public.user_roles where id = $1', [fixtureIds.otherAdminRoleId], { commit: true })
    expect(await refusalOf(() => db.as('admin', 'delete from public.user_roles where id = $1', [fixtureIds.adminRoleId]))).toEqual({ code: 'PT409', detail: 'last_admin' })
    expect(await refusalOf(() => db.as('admin', `update public.user_roles set role = 'editor' where id = $1`, [fixtureIds.adminRoleId]))).toEqual({ code: 'PT409', detail: 'last_admin' })
    await db.reset()
  })

  it('not_staff and already_accepted when an admin resends an invitation', async () => {
    const resend = (userId: string) => db.as('admin', 'select public.resend_staff_invitation($1)', [userId])
    expect(await refusalOf(() => resend(fixtureIds.memberUserId))).toEqual({ code: 'PT404', detail: 'not_staff' })
    expect(await refusalOf(() => resend(fixtureIds.editorUserId))).toEqual({ code: 'PT409', detail: 'already_accepted' })
  })
})
