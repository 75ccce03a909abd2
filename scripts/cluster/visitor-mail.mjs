// The cluster lane's visitors' mail (step 7), with both instances sending to the SMTP sink and
// running the reminders on the database's clock (the real time here: nothing moves it):
//   a registration's confirmation arrives within 10 s, its .ics (read by ical.js) has the
//   event's instants and the feed's UID; opening the cancel link through nginx cancels nothing,
//   its button frees the seat and the first waiting person's confirmation arrives; when the
//   clock reaches 24 h before an event's start each confirmed registrant gets one reminder,
//   once; a new start time sends an update with a higher SEQUENCE; an application's receipt
//   carries its reference; a fourth mail to one address in a day is held, not sent.
import ICAL from 'ical.js'
import pg from 'pg'
import { apply, timeUntil } from './notices.mjs'
import { callServerFn, freshAddress } from './site-client.mjs'

const ARRIVAL_BOUND_MS = 10_000
/** An event's update waits this long for more saves (app/domain/visitor-mail.ts). */
const UPDATE_GRACE_MS = 30_000
/** How far ahead the reminders' event starts past 24 hours: the lane crosses that instant. */
const REMINDER_MARGIN_S = 25

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The mails to one address, in the order they arrived. */
const mailsTo = (sink, address) => sink.messages().filter((mail) => (mail.to?.value ?? []).some((to) => to.address === address))

/** The mail's .ics, read by ical.js: its METHOD and its one entry. */
function calendarOf(mail) {
  const part = (mail?.attachments ?? []).find((attachment) => attachment.filename?.endsWith('.ics'))
  if (!part) return null
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')))
  const vevent = calendar.getFirstSubcomponent('vevent')
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    startMs: new ICAL.Event(vevent).startDate.toJSDate().getTime(),
    endMs: new ICAL.Event(vevent).endDate.toJSDate().getTime(),
  }
}

async function register(baseUrl, eventId, name, email) {
  const answer = await callServerFn(
    baseUrl,
    'events--registerForEvent',
    { idempotencyKey: crypto.randomUUID(), eventId, fullName: name, email, firmName: 'Cluster Firm' },
    { address: freshAddress() },
  )
  if (answer.status !== 200) throw new Error(`the registration was refused: ${answer.status} ${answer.text.slice(0, 300)}`)
  return answer.result.outcome
}

export async function checkVisitorMail({ sink, instances, nginx, databaseUrl, check }) {
  const [a, b] = instances
  const figures = {}
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const one = async (sql, params = []) => (await db.query(sql, params)).rows[0]
  const stamp = Date.now()
  const address = (who) => `${who}.${stamp}@example.com`
  try {
    // An event whose start is 24 hours and a little ahead: its registrants register now, the
    // clock crosses 24 hours before the start while the checks below run.
    const soon = await one(
      `insert into public.events (slug, title, starts_at, ends_at, format, registration, status)
       values ($1, $2, date_trunc('second', now()) + make_interval(hours => 24, secs => $3),
               date_trunc('second', now()) + make_interval(hours => 25, secs => $3), 'online', 'on_site', 'published')
       returning id, extract(epoch from starts_at - interval '24 hours') * 1000 as due_ms`,
      [`cluster-reminder-${stamp}`, `Cluster Reminder Session ${stamp}`, REMINDER_MARGIN_S],
    )
    const reminded = [address('cara'), address('dev')]
    await register(a.url, soon.id, 'Cara Early', reminded[0])
    await register(b.url, soon.id, 'Dev Early', reminded[1])

    // One seat, three days ahead.
    const event = await one(
      `insert into public.events (slug, title, starts_at, ends_at, format, registration, capacity, status)
       values ($1, $2, date_trunc('second', now()) + interval '3 days', date_trunc('second', now()) + interval '3 days 1 hour', 'online', 'on_site', 1, 'published')
       returning id, extract(epoch from starts_at) * 1000 as start_ms, extract(epoch from ends_at) * 1000 as end_ms`,
      [`cluster-mail-${stamp}`, `Cluster Mail Roundtable ${stamp}`],
    )
    const ana = address('ana')
    const ben = address('ben')
    const outcomes = [await register(a.url, event.id, 'Ana Seated', ana), await register(b.url, event.id, 'Ben Waiting', ben)]
    const confirmedMs = await timeUntil(() => mailsTo(sink, ana).length > 0, 30_000)
    check(
      `a registration's confirmation arrives within ${ARRIVAL_BOUND_MS / 1000} s`,
      outcomes.join() === 'confirmed,waitlisted' && confirmedMs !== undefined && confirmedMs < ARRIVAL_BOUND_MS,
      `${outcomes.join(', ')}; ${confirmedMs ?? 'never (30 s)'} ms`,
    )
    figures.confirmationMs = confirmedMs
    const [confirmation] = mailsTo(sink, ana)
    const entry = calendarOf(confirmation)
    check(
      "its .ics (ical.js) is PUBLISH with the event's start and end and the feed's UID",
      !!entry &&
        entry.method === 'PUBLISH' &&
        entry.startMs === Number(event.start_ms) &&
        entry.endMs === Number(event.end_ms) &&
        entry.uid === `${event.id}@community.example.com`,
      entry ? `${entry.method} ${new Date(entry.startMs).toISOString()} ${entry.uid}` : 'no .ics',
    )
    await timeUntil(() => mailsTo(sink, ben).length > 0, 30_000)
    check('the second registrant gets the waitlist mail with their place', mailsTo(sink, ben)[0]?.text?.includes('You are number 1 in line.') === true, mailsTo(sink, ben)[0]?.subject)

    // The cancel link: opening it (through nginx) cancels nothing; its button does.
    const link = /https?:\/\/\S+\/cancel-registration\?token=([0-9a-f]{64})/.exec(confirmation?.text ?? '')
    const target = link ? new URL(link[0]) : undefined
    const opened = target ? await fetch(new URL(target.pathname + target.search, nginx.url)) : undefined
    const page = opened ? await opened.text() : ''
    const statuses = async () =>
      (await db.query(`select status from public.event_registrations where event_id = $1 order by created_at`, [event.id])).rows.map((row) => row.status).join(',')
    check(
      'its cancel link opens the registration with its button (through nginx, not cached) and cancels nothing',
      opened?.status === 200 && page.includes('Cancel my registration') && page.includes('Ana Seated') &&
        /no-store/.test(opened.headers.get('cache-control') ?? '') && (await statuses()) === 'confirmed,waitlisted',
      `${opened?.status} ${opened?.headers.get('cache-control')}`,
    )
    const benBefore = mailsTo(sink, ben).length
    const cancelled = link ? await callServerFn(b.url, 'registration-links--cancelRegistrationFromLink', { token: link[1] }, { address: freshAddress() }) : undefined
    const promotedMs = await timeUntil(() => mailsTo(sink, ben).length > benBefore, 30_000)
    const promoted = mailsTo(sink, ben)[benBefore]
    check(
      "its button frees the seat, and the first waiting person's confirmation arrives",
      cancelled?.result?.cancelledNow === true && (await statuses()) === 'cancelled,confirmed' &&
        promoted?.subject?.startsWith('A seat opened') === true && calendarOf(promoted)?.method === 'PUBLISH',
      `${promoted?.subject ?? 'no mail'} after ${promotedMs ?? 'never (30 s)'} ms`,
    )
    const usedAgain = link ? await callServerFn(a.url, 'registration-links--cancelRegistrationFromLink', { token: link[1] }, { address: freshAddress() }) : undefined
    check('the link used again answers that it was used', usedAgain?.result?.state === 'used', usedAgain?.result?.state)

    // 24 hours before the other event's start, by the database's clock: one reminder each, once.
    const untilDue = Number(soon.due_ms) - Date.now()
    if (untilDue > 0) await sleep(untilDue)
    const reminders = (to) => mailsTo(sink, to).filter((mail) => mail.subject?.startsWith('Reminder:'))
    const remindedMs = await timeUntil(() => reminded.every((to) => reminders(to).length > 0), 30_000)
    await sleep(5000)
    const counts = reminded.map((to) => reminders(to).length)
    const queued = await one(
      `select count(*)::int as n from site_server.notices as n join public.event_registrations as r on r.id = n.record_id
       where n.kind = 'event_reminder' and r.event_id = $1`,
      [soon.id],
    )
    check(
      'when the clock reaches 24 h before the start, each confirmed registrant gets one reminder, once, with both instances running',
      remindedMs !== undefined && counts.every((count) => count === 1) && queued.n === 2,
      `${counts.join(' and ')} reminders, ${queued.n} queued, ${remindedMs ?? 'never (30 s)'} ms after the instant`,
    )
    figures.reminders = { registrants: reminded.length, received: counts, arrivedMsAfterInstant: remindedMs }

    // A new start: the update (after the grace that merges saves) with a higher SEQUENCE.
    const benSeat = calendarOf(promoted)
    const benBeforeUpdate = mailsTo(sink, ben).length
    const moved = await one(
      `update public.events set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour' where id = $1
       returning extract(epoch from starts_at) * 1000 as start_ms`,
      [event.id],
    )
    const updateMs = await timeUntil(() => mailsTo(sink, ben).length > benBeforeUpdate, UPDATE_GRACE_MS + 30_000)
    const update = calendarOf(mailsTo(sink, ben)[benBeforeUpdate])
    check(
      'a new start time sends the registrant an update whose SEQUENCE is higher, with the new start and the same UID',
      !!update && !!benSeat && update.sequence > benSeat.sequence && update.startMs === Number(moved.start_ms) && update.uid === benSeat.uid,
      update ? `SEQUENCE ${benSeat?.sequence} -> ${update.sequence}, after ${updateMs} ms` : 'no update',
    )
    check('the registrant who cancelled is not told of it', mailsTo(sink, ana).length === 1, `${mailsTo(sink, ana).length} mails to them`)
    figures.updateMs = updateMs

    // An application's receipt carries its reference.
    const applicant = address('applicant')
    const applied = await apply(a.url, `Receipt Applicant ${stamp}`, applicant)
    const reference = applied.result?.reference
    await timeUntil(() => mailsTo(sink, applicant).length > 0, 30_000)
    const [receipt] = mailsTo(sink, applicant)
    check(
      "an application's receipt carries its reference code",
      typeof reference === 'string' && receipt?.subject === `Application received: ${reference}` && receipt.text.includes(reference),
      receipt?.subject,
    )

    // A fourth mail from visitors' forms to one address in a day is not sent.
    const repeated = address('repeated')
    for (let index = 0; index < 4; index++) await apply(instances[index % 2].url, `Repeated Applicant ${stamp} #${index}`, repeated)
    await timeUntil(() => mailsTo(sink, repeated).length >= 3, 30_000)
    await sleep(5000)
    const held = await one(`select count(*)::int as n from site_server.notices where recipient = $1 and held_at is not null`, [repeated])
    check(
      'a fourth mail to one address in a day is held, not sent (across both instances)',
      mailsTo(sink, repeated).length === 3 && held.n === 1,
      `${mailsTo(sink, repeated).length} received, ${held.n} held`,
    )
    figures.perAddressLimit = { sent: 4, received: mailsTo(sink, repeated).length, held: held.n }
  } finally {
    await db.end()
  }
  return figures
}
