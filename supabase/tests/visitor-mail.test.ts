/**
 * Visitors' mail in the database (supabase/migrations/20261125110100_visitor_mail.sql and
 * 20261129150000_claim_confirmation.sql) on a real Postgres (PGlite): what each change queues in
 * the outbox and to whom, the waitlist that moves by itself within the capacity, the signed
 * cancel link, reminders once per registration and start, event updates with a higher SEQUENCE
 * and cancellations, receipts and a claim's confirmation, the per-address limit of visitors'
 * forms, and who may call what. The policy matrix covers the new table and
 * functions for every actor.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPolicyDb, fixtureEvents, fixtureIds, fixtureSubmissions, sqlErrorCode, type Actor, type PolicyDb } from './support/policy-db.ts'

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

interface MailRow {
  id: string
  kind: string
  recipient: string | null
  record_id: string | null
  details: Record<string, unknown> | null
  limited: boolean
  held: boolean
  due_later: boolean
}

/** The mail to people (not the staff's notices), oldest first. */
const mails = async (kind?: string) =>
  (
    await db.superuser<MailRow>(
      `select id, kind, recipient, record_id, details, limited, held_at is not null as held, next_attempt_at > now() as due_later
       from site_server.notices where recipient is not null and ($1::text is null or kind = $1) order by created_at, id`,
      [kind ?? null],
    )
  ).rows

let keys = 0
const nextKey = () => `0f000000-0000-4000-8000-${String(++keys).padStart(12, '0')}`

async function register(name: string, email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`, eventId: string = fixtureIds.publishedEventId) {
  const { rows } = await db.as<{ result: { outcome: string } }>(
    'anon',
    `select public.register_for_event($1, $2, $3, 'Firm', $4) as result`,
    [eventId, name, email, nextKey()],
    { commit: true },
  )
  const { rows: stored } = await db.superuser<{ id: string }>(`select id from public.event_registrations where full_name = $1 and status <> 'cancelled'`, [name])
  return { outcome: rows[0]!.result.outcome, id: stored[0]!.id }
}

const statusOf = async (id: string) =>
  (await db.superuser<{ status: string }>(`select status from public.event_registrations where id = $1`, [id])).rows[0]!.status

const tokenOf = async (registrationId: string) =>
  (await db.superuser<{ token: string }>(`select private.registration_link_token($1) as token`, [registrationId])).rows[0]!.token

const asAnon = async <T>(sql: string, params: unknown[] = []) => (await db.as<T>('anon', sql, params, { commit: true })).rows[0]!

describe('registration mail', () => {
  it('a seat queues a confirmation to the registrant: the event, a cancel link, no more of what they typed than their name', async () => {
    await db.superuser(`insert into public.event_join_links (event_id, url) values ($1, 'https://meet.example.test/fixture')`, [fixtureIds.publishedEventId])
    const { outcome, id } = await register('Ana Registrant', 'Ana@Example.test')
    expect(outcome).toBe('confirmed')
    const [mail] = await mails('registration_confirmation')
    expect(mail).toMatchObject({ kind: 'registration_confirmation', recipient: 'Ana@Example.test', record_id: id, limited: true, held: false })
    const details = mail!.details!
    expect(details).toMatchObject({ name: 'Ana Registrant', status: 'confirmed', place: null, joinUrl: 'https://meet.example.test/fixture' })
    expect(details.cancelToken).toBe(await tokenOf(id))
    expect(details.cancelToken).toMatch(/^[0-9a-f]{64}$/)
    expect(details.event).toMatchObject({ id: fixtureIds.publishedEventId, title: fixtureEvents.published.title, format: 'online', sequence: 1, timeZone: 'America/New_York' })
    expect(JSON.stringify(details)).not.toContain('Firm')
    expect(JSON.stringify(details)).not.toContain('Ana@Example.test')
  })

  it('the waitlist queues its mail with the place in line and no join link', async () => {
    await db.superuser(`insert into public.event_join_links (event_id, url) values ($1, 'https://meet.example.test/fixture')`, [fixtureIds.publishedEventId])
    await register('Seat Taker')
    const first = await register('First Waiting')
    const second = await register('Second Waiting')
    expect([first.outcome, second.outcome]).toEqual(['waitlisted', 'waitlisted'])
    const waiting = await mails('registration_waitlisted')
    expect(waiting.map((mail) => [mail.record_id, mail.details!.place, mail.details!.joinUrl])).toEqual([
      [first.id, 1, null],
      [second.id, 2, null],
    ])
  })
})

describe('the cancel link', () => {
  it('shows the registration, cancels it once with the seat going to the first waiting, then answers that it was used', async () => {
    const holder = await register('Link Holder')
    const waiting = await register('Next In Line')
    expect(waiting.outcome).toBe('waitlisted')
    const token = await tokenOf(holder.id)

    const view = await asAnon<{ view: Record<string, unknown> }>(`select public.registration_by_cancel_link($1) as view`, [token])
    expect(view.view).toMatchObject({ state: 'active', name: 'Link Holder', status: 'confirmed', event: { title: fixtureEvents.published.title } })
    // Opening the page (as a mail scanner does) changed nothing.
    expect(await statusOf(holder.id)).toBe('confirmed')

    const cancelled = await asAnon<{ view: Record<string, unknown> }>(`select public.cancel_registration_by_link($1) as view`, [token])
    expect(cancelled.view).toMatchObject({ state: 'used', status: 'cancelled', cancelledNow: true, heldSeat: true })
    expect(await statusOf(holder.id)).toBe('cancelled')
    // The seat went to the first person waiting, whose confirmation was queued in the same transaction.
    expect(await statusOf(waiting.id)).toBe('confirmed')
    const [promoted] = await mails('registration_confirmation').then((rows) => rows.filter((row) => row.record_id === waiting.id))
    expect(promoted).toMatchObject({ limited: false, held: false, details: { status: 'confirmed', name: 'Next In Line', promoted: true } })

    const again = await asAnon<{ view: Record<string, unknown> }>(`select public.cancel_registration_by_link($1) as view`, [token])
    expect(again.view).toMatchObject({ state: 'used' })
    expect(again.view.cancelledNow).toBeUndefined()
  })

  it('says what was given up as it stood when cancelled: a place in line, or the seat of someone moved up since the page opened', async () => {
    const seated = await register('Seated Before')
    const waiting = await register('Waiting Then Leaving')
    const movedUp = await register('Waiting Then Seated')
    const left = await asAnon<{ view: Record<string, unknown> }>(`select public.cancel_registration_by_link($1) as view`, [await tokenOf(waiting.id)])
    expect(left.view).toMatchObject({ cancelledNow: true, heldSeat: false })
    // Opened while waiting; the seat comes to them before they press the button.
    const opened = await asAnon<{ view: Record<string, unknown> }>(`select public.registration_by_cancel_link($1) as view`, [await tokenOf(movedUp.id)])
    expect(opened.view).toMatchObject({ status: 'waitlisted' })
    await db.as('admin', `update public.event_registrations set status = 'cancelled' where id = $1`, [seated.id], { commit: true })
    expect(await statusOf(movedUp.id)).toBe('confirmed')
    const gaveUp = await asAnon<{ view: Record<string, unknown> }>(`select public.cancel_registration_by_link($1) as view`, [await tokenOf(movedUp.id)])
    expect(gaveUp.view).toMatchObject({ cancelledNow: true, heldSeat: true })
  })

  it('answers "removed" for a link of ours whose registration went with its deleted event, and cancels nothing', async () => {
    const { rows } = await db.superuser<{ id: string }>(
      `insert into public.events (slug, title, starts_at, format, registration, status)
       values ('removed-later', 'Removed Later', now() + interval '7 days', 'online', 'on_site', 'published') returning id`,
    )
    const holder = await register('Holder Of A Removed Event', undefined, rows[0]!.id)
    const token = await tokenOf(holder.id)
    await db.superuser(`update public.events set cancelled_at = now() where id = $1`, [rows[0]!.id])
    await db.superuser(`delete from public.events where id = $1`, [rows[0]!.id])
    expect((await asAnon<{ view: unknown }>(`select public.registration_by_cancel_link($1) as view`, [token])).view).toEqual({ state: 'removed' })
    expect((await asAnon<{ view: unknown }>(`select public.cancel_registration_by_link($1) as view`, [token])).view).toEqual({ state: 'removed' })
  })

  it('answers nothing for a link that is not one of ours: a changed signature, another id, garbage', async () => {
    const holder = await register('Careful Holder')
    const token = await tokenOf(holder.id)
    const forged = token.slice(0, 32) + (token[32] === '0' ? '1' : '0') + token.slice(33)
    for (const bad of [forged, `${'0'.repeat(32)}${token.slice(32)}`, 'not-a-token', '']) {
      expect((await asAnon<{ view: unknown }>(`select public.registration_by_cancel_link($1) as view`, [bad])).view).toBeNull()
      expect((await asAnon<{ view: unknown }>(`select public.cancel_registration_by_link($1) as view`, [bad])).view).toBeNull()
    }
    expect(await statusOf(holder.id)).toBe('confirmed')
  })

  it('says when staff cancelled the registration, when the event was cancelled, and when it has started', async () => {
    const byStaff = await register('Staff Cancelled')
    await db.as('admin', `update public.event_registrations set status = 'cancelled' where id = $1`, [byStaff.id], { commit: true })
    expect((await asAnon<{ view: { state: string } }>(`select public.registration_by_cancel_link($1) as view`, [await tokenOf(byStaff.id)])).view.state).toBe('cancelled')

    const holder = await register('Event Watcher')
    await db.superuser(`update public.events set starts_at = now() - interval '1 minute', ends_at = now() + interval '1 hour' where id = $1`, [fixtureIds.publishedEventId])
    const started = await asAnon<{ view: { state: string } }>(`select public.cancel_registration_by_link($1) as view`, [await tokenOf(holder.id)])
    expect(started.view.state).toBe('started')
    expect(await statusOf(holder.id)).toBe('confirmed')

    await db.superuser(`update public.events set starts_at = now() + interval '2 days', ends_at = null, cancelled_at = now() where id = $1`, [fixtureIds.publishedEventId])
    expect((await asAnon<{ view: { state: string } }>(`select public.cancel_registration_by_link($1) as view`, [await tokenOf(holder.id)])).view.state).toBe('event_cancelled')
  })
})

describe('the waitlist moves by itself', () => {
  it('staff cancelling a seat confirms the first waiting; raising the capacity confirms as many as fit, never more', async () => {
    const seat = await register('Seated One')
    const waiting = [await register('Waiting A'), await register('Waiting B'), await register('Waiting C'), await register('Waiting D')]
    expect(waiting.map((entry) => entry.outcome)).toEqual(['waitlisted', 'waitlisted', 'waitlisted', 'waitlisted'])

    await db.as('admin', `update public.event_registrations set status = 'cancelled' where id = $1`, [seat.id], { commit: true })
    expect(await Promise.all(waiting.map((entry) => statusOf(entry.id)))).toEqual(['confirmed', 'waitlisted', 'waitlisted', 'waitlisted'])

    await db.as('admin', `update public.events set capacity = 4 where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    expect(await Promise.all(waiting.map((entry) => statusOf(entry.id)))).toEqual(['confirmed', 'confirmed', 'confirmed', 'waitlisted'])
    const { rows } = await db.superuser<{ confirmed: number }>(`select count(*)::int as confirmed from public.event_registrations where event_id = $1 and status = 'confirmed'`, [fixtureIds.publishedEventId])
    expect(rows[0]!.confirmed).toBe(4)

    // Deleting a confirmed registration frees its seat too; no limit confirms everyone left.
    await db.as('admin', `update public.events set capacity = null where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    expect(await statusOf(waiting[3]!.id)).toBe('confirmed')
    const confirmations = (await mails('registration_confirmation')).filter((mail) => waiting.some((entry) => entry.id === mail.record_id))
    expect(confirmations).toHaveLength(4)
  })

  it('does not move anyone up once the event has started', async () => {
    const seat = await register('Early Seat')
    const waiting = await register('Late Waiting')
    await db.superuser(`update public.events set starts_at = now() - interval '5 minutes', ends_at = now() + interval '1 hour' where id = $1`, [fixtureIds.publishedEventId])
    await db.as('admin', `update public.event_registrations set status = 'cancelled' where id = $1`, [seat.id], { commit: true })
    expect(await statusOf(waiting.id)).toBe('waitlisted')
  })
})

describe('event changes', () => {
  it('a new start raises the SEQUENCE and queues one update per confirmed and waiting registrant, after a short wait; a second change replaces it', async () => {
    await db.superuser(`insert into public.event_join_links (event_id, url) values ($1, 'https://meet.example.test/old')`, [fixtureIds.publishedEventId])
    const seated = await register('Seated Person')
    const waiting = await register('Waiting Person')
    const cancelled = await register('Gone Person')
    await db.as('admin', `update public.event_registrations set status = 'cancelled' where id = $1`, [cancelled.id], { commit: true })
    const before = (await db.superuser<{ sequence: number }>(`select sequence from public.events where id = $1`, [fixtureIds.publishedEventId])).rows[0]!.sequence

    await db.as('admin', `update public.events set starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day' where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    await db.as('admin', `update public.event_join_links set url = 'https://meet.example.test/new' where event_id = $1`, [fixtureIds.publishedEventId], { commit: true })

    const after = (await db.superuser<{ sequence: number }>(`select sequence from public.events where id = $1`, [fixtureIds.publishedEventId])).rows[0]!.sequence
    expect(after).toBe(before + 2)
    const updates = await mails('event_update')
    expect(updates.map((mail) => mail.record_id).sort()).toEqual([fixtureIds.registrationId, seated.id, waiting.id].sort())
    expect(updates.every((mail) => mail.due_later && !mail.limited)).toBe(true)
    const bySeat = updates.find((mail) => mail.record_id === seated.id)!.details!
    expect(bySeat).toMatchObject({ joinUrl: 'https://meet.example.test/new', event: { sequence: after } })
    expect(updates.find((mail) => mail.record_id === waiting.id)!.details).toMatchObject({ status: 'waitlisted', joinUrl: null, place: 1 })
  })

  it('a new join link alone is news to those with a seat: the waitlist, whose mails never carry it, is not mailed', async () => {
    await db.superuser(`insert into public.event_join_links (event_id, url) values ($1, 'https://meet.example.test/old')`, [fixtureIds.publishedEventId])
    const seated = await register('Seated For A Link')
    const waiting = await register('Waiting For A Link')
    expect(waiting.outcome).toBe('waitlisted')
    await db.as('admin', `update public.event_join_links set url = 'https://meet.example.test/new' where event_id = $1`, [fixtureIds.publishedEventId], { commit: true })
    const updates = await mails('event_update')
    expect(updates.map((mail) => mail.record_id).sort()).toEqual([fixtureIds.registrationId, seated.id].sort())
    expect(updates.every((mail) => (mail.details as { joinUrl?: string }).joinUrl === 'https://meet.example.test/new')).toBe(true)
  })

  it('a draft’s new join link marks the event changed (an edit form opened before is out of date), raises no SEQUENCE and mails nobody', async () => {
    const before = (await db.superuser<{ sequence: number; updated_at: string }>(`select sequence, updated_at::text from public.events where id = $1`, [fixtureIds.draftEventId])).rows[0]!
    await db.as('admin', `insert into public.event_join_links (event_id, url) values ($1, 'https://meet.example.test/draft-moved') on conflict (event_id) do update set url = excluded.url`, [fixtureIds.draftEventId], { commit: true })
    const after = (await db.superuser<{ sequence: number; updated_at: string }>(`select sequence, updated_at::text from public.events where id = $1`, [fixtureIds.draftEventId])).rows[0]!
    expect(after.sequence).toBe(before.sequence)
    expect(after.updated_at).not.toBe(before.updated_at)
    expect(await mails('event_update')).toEqual([])
  })

  it('a new start then a new join link: the waitlist keeps its update of the start, the seated get one with both', async () => {
    await db.superuser(`insert into public.event_join_links (event_id, url) values ($1, 'https://meet.example.test/old')`, [fixtureIds.publishedEventId])
    const seated = await register('Seated For A Start')
    const waiting = await register('Waiting For A Start')
    expect(waiting.outcome).toBe('waitlisted')
    await db.as('admin', `update public.events set starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day' where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    const first = await mails('event_update')
    await db.as('admin', `update public.event_join_links set url = 'https://meet.example.test/new' where event_id = $1`, [fixtureIds.publishedEventId], { commit: true })
    const updates = await mails('event_update')
    expect(updates.map((mail) => mail.record_id).sort()).toEqual([fixtureIds.registrationId, seated.id, waiting.id].sort())
    expect(updates.find((mail) => mail.record_id === waiting.id)!.id).toBe(first.find((mail) => mail.record_id === waiting.id)!.id)
    expect(updates.find((mail) => mail.record_id === fixtureIds.registrationId)!.details).toMatchObject({ joinUrl: 'https://meet.example.test/new' })
  })

  it('a save that raises the capacity and moves the start tells the one moved up of the seat, not of the waitlist', async () => {
    await db.superuser(`insert into public.event_join_links (event_id, url) values ($1, 'https://meet.example.test/room')`, [fixtureIds.publishedEventId])
    await register('Seated Already')
    const waiting = await register('Moved Up In The Same Save')
    expect(waiting.outcome).toBe('waitlisted')

    await db.as('admin', `update public.events set capacity = capacity + 1, starts_at = starts_at + interval '30 minutes', ends_at = ends_at + interval '30 minutes' where id = $1`, [fixtureIds.publishedEventId], { commit: true })

    expect(await statusOf(waiting.id)).toBe('confirmed')
    const update = (await mails('event_update')).find((mail) => mail.record_id === waiting.id)
    expect(update?.details).toMatchObject({ status: 'confirmed', place: null, joinUrl: 'https://meet.example.test/room' })
  })

  it('an update still waiting is dropped for whoever then cancels, or moves up (their confirmation has the event as it is now)', async () => {
    const seated = await register('Seated Then Gone')
    const waiting = await register('Waiting Then Seated')
    expect(waiting.outcome).toBe('waitlisted')
    await db.as('admin', `update public.events set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour' where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    expect((await mails('event_update')).map((mail) => mail.record_id).sort()).toEqual([fixtureIds.registrationId, seated.id, waiting.id].sort())

    // The seated person's registration is cancelled: the seat goes to the one waiting.
    await db.as('admin', `update public.event_registrations set status = 'cancelled' where id = $1`, [seated.id], { commit: true })
    expect(await statusOf(waiting.id)).toBe('confirmed')
    expect((await mails('event_update')).map((mail) => mail.record_id)).toEqual([fixtureIds.registrationId])
    const { sequence } = (await db.superuser<{ sequence: number }>(`select sequence from public.events where id = $1`, [fixtureIds.publishedEventId])).rows[0]!
    const confirmation = (await mails('registration_confirmation')).filter((mail) => mail.record_id === waiting.id).at(-1)
    expect(confirmation?.details).toMatchObject({ status: 'confirmed', event: { sequence } })
  })

  it('a change of title or description, of an online event’s venue or address (it reads "Online" everywhere), or of a draft, queues no update', async () => {
    await register('Quiet Person')
    await db.as('admin', `update public.events set title = 'Renamed', description = 'New words' where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    await db.as('admin', `update public.events set venue = 'Room 2', address = '1 Main St' where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    await db.as('admin', `update public.events set starts_at = starts_at + interval '1 day' where id = $1`, [fixtureIds.draftEventId], { commit: true })
    expect(await mails('event_update')).toEqual([])
    // Once the event meets in person, its venue is news.
    await db.as('admin', `update public.events set format = 'in_person' where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    await db.superuser(`delete from site_server.notices where kind = 'event_update'`)
    await db.as('admin', `update public.events set venue = 'Room 3' where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    expect((await mails('event_update')).length).toBeGreaterThan(0)
  })

  it('cancelling the event queues the cancellation to everyone registered instead of a pending update, and stops registration', async () => {
    const seated = await register('Seated Before Cancel')
    const waiting = await register('Waiting Before Cancel')
    expect(waiting.outcome).toBe('waitlisted')
    await db.as('admin', `update public.events set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour' where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    expect(await mails('event_update')).toHaveLength(3)
    await db.as('admin', `update public.events set cancelled_at = now() where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    expect(await mails('event_update')).toEqual([])
    const cancellations = await mails('event_cancelled')
    expect(cancellations.map((mail) => mail.record_id).sort()).toEqual([fixtureIds.registrationId, seated.id, waiting.id].sort())
    expect(cancellations.every((mail) => !mail.due_later)).toBe(true)

    let code: string | undefined
    try {
      await db.as('anon', `select public.register_for_event($1, 'Too Late', 'too.late@example.test', 'Firm', $2)`, [fixtureIds.publishedEventId, nextKey()])
    } catch (error) {
      code = sqlErrorCode(error)
    }
    expect(code).toBe('PT409')
  })
})

describe('reminders', () => {
  const remind = () =>
    db.pg.transaction(async (tx) => {
      await tx.exec('set local role site_server')
      return (await tx.query<{ queued: number }>('select site_server.queue_due_reminders() as queued')).rows[0]!.queued
    })

  it('24 hours before the start, one per confirmed registrant who had their seat before then; never twice; not for a moved event until its new eve', async () => {
    const early = await register('Early Registrant')
    const waiting = await register('Still Waiting')
    expect(waiting.outcome).toBe('waitlisted')
    // Both seats were taken three days ago; the event starts in 23 hours.
    await db.superuser(`update public.event_registrations set confirmed_at = now() - interval '3 days' where status = 'confirmed'`)
    await db.superuser(`update public.events set starts_at = now() + interval '23 hours', ends_at = now() + interval '24 hours' where id = $1`, [fixtureIds.publishedEventId])
    await db.superuser(`delete from site_server.notices where kind = 'event_update'`)

    expect(await remind()).toBe(2)
    expect(await remind()).toBe(0)
    const reminders = await mails('event_reminder')
    expect(reminders.map((mail) => mail.record_id).sort()).toEqual([fixtureIds.registrationId, early.id].sort())

    // Moved a week later: its new eve is not here yet; then it is, and each gets one more.
    await db.superuser(`update public.events set starts_at = starts_at + interval '7 days', ends_at = ends_at + interval '7 days' where id = $1`, [fixtureIds.publishedEventId])
    expect(await remind()).toBe(0)
    await db.superuser(`update public.events set starts_at = now() + interval '20 hours', ends_at = now() + interval '21 hours' where id = $1`, [fixtureIds.publishedEventId])
    expect(await remind()).toBe(2)
  })

  it('not to someone whose seat came inside the last 24 hours, and not more than 24 hours ahead', async () => {
    await db.superuser(`update public.events set starts_at = now() + interval '25 hours', ends_at = now() + interval '26 hours' where id = $1`, [fixtureIds.publishedEventId])
    await db.superuser(`update public.event_registrations set confirmed_at = now() - interval '3 days'`)
    expect(await remind()).toBe(0)
    await db.superuser(`update public.events set starts_at = now() + interval '10 hours', ends_at = now() + interval '11 hours' where id = $1`, [fixtureIds.publishedEventId])
    await register('Last Minute')
    expect((await mails('event_reminder')).length).toBe(0)
    expect(await remind()).toBe(1)
    expect((await mails('event_reminder')).map((mail) => mail.record_id)).toEqual([fixtureIds.registrationId])
  })
})

describe('receipts', () => {
  it('an application and a claim each queue a receipt to the address given: the name, and the application’s reference', async () => {
    await db.as('anon', `insert into public.partnership_applications (reference, idempotency_key, contact_name, contact_email, contact_company, motivation)
      values ('APP-RCPT2345', $1, 'Receipt Applicant', 'receipt.applicant@example.test', 'Receipt Firm', 'Private motivation')`, [nextKey()], { commit: true })
    await db.as('anon', `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ($1, 'Receipt Claimant', 'receipt.claimant@example.test', 'Claim Firm')`, [nextKey()], { commit: true })
    expect((await mails()).map((mail) => [mail.kind, mail.recipient, mail.details, mail.limited])).toEqual([
      ['application_receipt', 'receipt.applicant@example.test', { name: 'Receipt Applicant', reference: 'APP-RCPT2345' }, true],
      ['claim_receipt', 'receipt.claimant@example.test', { name: 'Receipt Claimant' }, true],
    ])
  })
})

describe('a claim’s confirmation', () => {
  const setClaimStatus = (status: string) =>
    db.as('admin', `update public.offer_claims set status = $1 where id = $2`, [status, fixtureIds.claimId], { commit: true })
  const waitOf = async () =>
    (await db.superuser<{ seconds: number }>(`select extract(epoch from next_attempt_at - created_at)::int as seconds from site_server.notices where kind = 'claim_confirmation'`)).rows.map((row) => row.seconds)

  it('confirming a claim queues one mail to the claimant, their name only, 30 seconds later and not held by the daily limit', async () => {
    for (let index = 0; index < 3; index++) {
      await db.as('anon', `insert into public.partnership_applications (reference, idempotency_key, contact_name, contact_email, contact_company, motivation) values ($1, $2, 'Busy', $3, 'Firm', 'M')`,
        [`APP-BZSY000${index}`, nextKey(), fixtureSubmissions.claim.email], { commit: true })
    }
    await setClaimStatus('confirmed')
    expect((await mails('claim_confirmation')).map((mail) => [mail.recipient, mail.record_id, mail.details, mail.limited, mail.held, mail.due_later])).toEqual([
      [fixtureSubmissions.claim.email, fixtureIds.claimId, { name: fixtureSubmissions.claim.name }, false, false, true],
    ])
    expect(await waitOf()).toEqual([30])
  })

  it('set back to new before it goes, the mail is dropped; confirmed again, it is queued again', async () => {
    await setClaimStatus('confirmed')
    await setClaimStatus('new')
    expect(await mails('claim_confirmation')).toEqual([])
    await setClaimStatus('confirmed')
    expect((await mails('claim_confirmation')).length).toBe(1)
  })

  it('once sent, it is not sent again however the status moves; one being sent is not dropped', async () => {
    await setClaimStatus('confirmed')
    await db.superuser(`update site_server.notices set claimed_until = now() + interval '1 minute' where kind = 'claim_confirmation'`)
    await setClaimStatus('new')
    expect((await mails('claim_confirmation')).length).toBe(1)
    await db.superuser(`update site_server.notices set claimed_until = null, sent_at = now() where kind = 'claim_confirmation'`)
    await setClaimStatus('confirmed')
    await setClaimStatus('new')
    await setClaimStatus('confirmed')
    expect((await mails('claim_confirmation')).length).toBe(1)
  })

  it('a confirmed claim deleted before its mail goes drops the mail; a new claim queues nothing but its receipt', async () => {
    await setClaimStatus('confirmed')
    await db.as('admin', `delete from public.offer_claims where id = $1`, [fixtureIds.claimId], { commit: true })
    expect(await mails('claim_confirmation')).toEqual([])
    await db.as('anon', `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ($1, 'Fresh Claimant', 'fresh@example.test', 'Firm')`, [nextKey()], { commit: true })
    expect((await mails()).map((mail) => mail.kind)).toEqual(['claim_receipt'])
  })
})

describe('at most 3 mails a day to one address from visitors’ forms', () => {
  const claim = (email: string) =>
    db.as('anon', `insert into public.offer_claims (idempotency_key, full_name, email, firm_name) values ($1, 'Same Person', $2, 'Firm')`, [nextKey(), email], { commit: true })
  // One claim per address: the further mails come from applications, which an address may send again.
  let references = 0
  const apply = (email: string) =>
    db.as(
      'anon',
      `insert into public.partnership_applications (reference, idempotency_key, contact_name, contact_email, contact_company, motivation) values ($1, $2, 'Same Person', $3, 'Firm', 'M')`,
      [`APP-SAME${String(++references).padStart(4, '0')}`, nextKey(), email],
      { commit: true },
    )

  it('holds the fourth (stored without details, not mailed), whatever the case of the address; a day later mail goes again', async () => {
    await claim('same@example.test')
    await register('Same Person Registers', 'SAME@example.test')
    await apply('Same@Example.test')
    await apply('same@example.test')
    const rows = await mails()
    expect(rows.map((mail) => mail.held)).toEqual([false, false, false, true])
    expect(rows[3]!.details).toBeNull()
    // The fourth's application itself is stored, like the others.
    expect((await db.superuser<{ n: number }>(`select count(*)::int as n from public.partnership_applications where contact_name = 'Same Person'`)).rows[0]!.n).toBe(2)

    await db.superuser(`update site_server.notices set created_at = created_at - interval '25 hours'`)
    await apply('same@example.test')
    expect((await mails()).at(-1)!.held).toBe(false)
  })

  it('a registration whose first mail was held gets no later mail: no update, no reminder', async () => {
    await claim('target@example.test')
    for (let index = 0; index < 2; index++) await apply('target@example.test')
    const held = await register('Held Registrant', 'target@example.test')
    expect((await mails('registration_confirmation')).find((mail) => mail.record_id === held.id)!.held).toBe(true)
    await db.as('admin', `update public.events set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour' where id = $1`, [fixtureIds.publishedEventId], { commit: true })
    expect((await mails('event_update')).map((mail) => mail.record_id)).toEqual([fixtureIds.registrationId])
  })
})

describe('who may call what', () => {
  it.each<[Actor, string]>([
    ['anon', 'registration_mail_states'],
    ['user', 'registration_mail_states'],
  ])('%s may not read the registrations’ mail states', async (actor) => {
    let code: string | undefined
    try {
      await db.as(actor, `select * from public.registration_mail_states($1)`, [fixtureIds.publishedEventId])
    } catch (error) {
      code = sqlErrorCode(error)
    }
    expect(code).toBe('42501')
  })

  it('an admin reads whether each registration’s confirmation or waitlist mail was sent, queued, failed or held', async () => {
    const sent = await register('Sent Person')
    const waiting = await register('Queued Waiting')
    await db.superuser(`update site_server.notices set sent_at = now(), details = null where record_id = $1`, [sent.id])
    const { rows } = await db.as<{ registration_id: string; kind: string; state: string }>('admin', `select registration_id, kind, state from public.registration_mail_states($1)`, [fixtureIds.publishedEventId])
    expect(rows.map((row) => [row.registration_id, row.kind, row.state]).sort()).toEqual(
      [
        [sent.id, 'registration_confirmation', 'sent'],
        [waiting.id, 'registration_waitlisted', 'queued'],
      ].sort(),
    )
  })

  it.each(['anon', 'user', 'admin', 'service_role'] as const)('%s may not run the reminders or read the signing key', async (actor) => {
    for (const sql of ['select site_server.queue_due_reminders()', 'select key from private.link_signing_keys', `select private.registration_link_token(gen_random_uuid())`]) {
      let code: string | undefined
      try {
        await db.as(actor, sql)
      } catch (error) {
        code = sqlErrorCode(error)
      }
      expect(code, `${actor}: ${sql}`).toBe('42501')
    }
  })
})
