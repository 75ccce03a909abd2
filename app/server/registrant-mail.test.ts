import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { renderQueuedMail } from './mail-kinds'
import type { QueuedMail } from './mail-renderer'

const context = { siteUrl: 'https://community.example.com', siteName: 'Ledgerline Community', now: new Date('2026-03-01T12:00:00Z') }
const token = 'ab'.repeat(32)

function mail(kind: string, details: Record<string, unknown> = {}): QueuedMail {
  return {
    id: '7d000000-0000-4000-8000-0000000000e1',
    kind,
    recordId: '0f000000-0000-4000-8000-0000000000a1',
    details: {
      name: '<b>Ana</b> & "Co"',
      status: 'confirmed',
      place: null,
      cancelToken: token,
      joinUrl: 'https://meet.example.test/room?x=1&y=2',
      event: {
        id: '0f000000-0000-4000-8000-000000000001',
        slug: 'spring-roundtable',
        title: 'Spring <Tax> Roundtable',
        summary: 'An hour on <script>alert(1)</script> tax planning.',
        startsAt: '2026-04-09T15:30:00+00:00',
        endsAt: '2026-04-09T16:30:00+00:00',
        timeZone: 'America/New_York',
        format: 'online',
        venue: null,
        address: null,
        sequence: 2,
      },
      ...details,
    },
  }
}

function calendarOf(rendered: { attachments?: { content: string; contentType: string; filename: string }[] }) {
  const [file] = rendered.attachments ?? []
  expect(file).toBeDefined()
  const calendar = new ICAL.Component(ICAL.parse(file!.content))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return { file: file!, calendar, vevent, event: new ICAL.Event(vevent) }
}

describe('the confirmation of a seat', () => {
  const rendered = renderQueuedMail(mail('registration_confirmation'), context)

  it('says when in the event’s own zone, where, how to join, links the page, the calendars and the cancel page', () => {
    expect(rendered.subject).toBe('You’re registered: Spring <Tax> Roundtable')
    expect(rendered.text).toContain('Hello <b>Ana</b> & "Co",')
    expect(rendered.text).toContain('When: Thursday, April 9, 2026, 11:30 AM-12:30 PM EDT')
    expect(rendered.text).toContain('Where: Online')
    expect(rendered.text).toContain('Join online: https://meet.example.test/room?x=1&y=2')
    expect(rendered.text).toContain('The event’s page: https://community.example.com/events/spring-roundtable')
    expect(rendered.text).toContain(`https://community.example.com/cancel-registration?token=${token}`)
    expect(rendered.text).toMatch(/Add to Google Calendar: https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Spring\+%3CTax%3E\+Roundtable&dates=20260409T153000Z%2F20260409T163000Z/)
    expect(rendered.text).toMatch(/Add to Outlook: https:\/\/outlook\.office\.com\/calendar\/0\/deeplink\/compose\?.*startdt=2026-04-09T15%3A30%3A00\.000Z&enddt=2026-04-09T16%3A30%3A00\.000Z/)
  })

  it('escapes what was typed (name, title) in the HTML part', () => {
    expect(rendered.html).toContain('Hello &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;,')
    expect(rendered.html).toContain('Spring &lt;Tax&gt; Roundtable')
    expect(rendered.html).not.toMatch(/<b>Ana|<Tax>|<script/)
    expect(rendered.html).toContain('href="https://meet.example.test/room?x=1&amp;y=2"')
  })

  it('attaches the event’s .ics: METHOD:PUBLISH, the feed’s UID, the right instants and its SEQUENCE', () => {
    const { file, calendar, event, vevent } = calendarOf(rendered)
    expect(file.filename).toBe('spring-roundtable.ics')
    expect(file.contentType).toBe('text/calendar; method=PUBLISH; charset=utf-8')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(event.uid).toBe('0f000000-0000-4000-8000-000000000001@community.example.com')
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-04-09T15:30:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-04-09T16:30:00.000Z')
    expect(event.sequence).toBe(2)
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(event.location).toBe('https://meet.example.test/room?x=1&y=2')
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-03-01T12:00:00Z')
  })

  it('says so when the seat came from the waitlist', () => {
    const promoted = renderQueuedMail(mail('registration_confirmation', { promoted: true }), context)
    expect(promoted.subject).toBe('A seat opened: you’re registered for Spring <Tax> Roundtable')
    expect(promoted.text).toContain('you have moved up from the waitlist')
  })
})

describe('the waitlist', () => {
  const rendered = renderQueuedMail(mail('registration_waitlisted', { status: 'waitlisted', place: 3, joinUrl: null }), context)

  it('gives the place in line and what happens when a seat opens, a link to leave the waitlist, no join link and no calendar file', () => {
    expect(rendered.subject).toBe('You’re on the waitlist for Spring <Tax> Roundtable')
    expect(rendered.text).toContain('You are number 3 in line.')
    expect(rendered.text).toContain('If a seat opens, the first person waiting is moved up and receives a confirmation by e-mail.')
    expect(rendered.text).toContain('Place on the waitlist: 3')
    expect(rendered.text).toContain(`No longer interested? Leave the waitlist: https://community.example.com/cancel-registration?token=${token}`)
    expect(rendered.text).not.toContain('meet.example.test')
    expect(rendered.attachments).toBeUndefined()
  })
})

describe('the reminder, the update and the cancellation', () => {
  it('a reminder names the day and how to join', () => {
    const rendered = renderQueuedMail(mail('event_reminder'), context)
    expect(rendered.subject).toBe('Reminder: Spring <Tax> Roundtable, Thursday, April 9, 2026')
    expect(rendered.text).toContain('Join online: https://meet.example.test/room?x=1&y=2')
    expect(rendered.text).toContain('cancel-registration?token=')
  })

  it('an update carries the new .ics (same UID, its SEQUENCE); someone waiting gets it tentative, without the join link, with their place', () => {
    const seated = calendarOf(renderQueuedMail(mail('event_update', { event: { ...mail('x').details.event as object, sequence: 3, startsAt: '2026-04-10T15:30:00+00:00', endsAt: '2026-04-10T16:30:00+00:00' } }), context))
    expect(seated.event.uid).toBe('0f000000-0000-4000-8000-000000000001@community.example.com')
    expect(seated.event.sequence).toBe(3)
    expect(seated.event.startDate.toJSDate().toISOString()).toBe('2026-04-10T15:30:00.000Z')
    const waiting = renderQueuedMail(mail('event_update', { status: 'waitlisted', place: 1, joinUrl: null }), context)
    expect(waiting.subject).toBe('Changed: Spring <Tax> Roundtable')
    expect(waiting.text).toContain('You are still on the waitlist: number 1 in line.')
    expect(waiting.text).not.toContain('meet.example.test')
    expect(calendarOf(waiting).vevent.getFirstPropertyValue('status')).toBe('TENTATIVE')
    // Someone waiting may never have had a calendar file: the words do not say one is replaced.
    expect(waiting.text).toContain('The attached calendar file has the event as it is now: open it to add the event to your calendar, or to update the entry an earlier e-mail put there.')
    expect(waiting.text).not.toContain('replaces')
  })

  it('a cancellation carries METHOD:CANCEL with the same UID, and no cancel link', () => {
    const rendered = renderQueuedMail(mail('event_cancelled', { event: { ...mail('x').details.event as object, sequence: 4 } }), context)
    expect(rendered.subject).toBe('Cancelled: Spring <Tax> Roundtable')
    expect(rendered.text).toContain('has been cancelled, and your registration with it.')
    expect(rendered.text).not.toContain('cancel-registration')
    const { calendar, event, vevent, file } = calendarOf(rendered)
    expect(file.contentType).toBe('text/calendar; method=CANCEL; charset=utf-8')
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(event.uid).toBe('0f000000-0000-4000-8000-000000000001@community.example.com')
    expect(event.sequence).toBe(4)
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it('without a date, an update or a cancellation attaches no calendar file and says nothing of one', () => {
    const undated = { ...(mail('x').details.event as object), startsAt: null, endsAt: null }
    const update = renderQueuedMail(mail('event_update', { event: undated }), context)
    expect(update.attachments).toBeUndefined()
    expect(update.text).not.toContain('is attached')
    expect(update.text).toContain('The date is to be announced, so no calendar file comes with this e-mail: if an earlier e-mail put the event in your calendar, remove that entry.')
    const cancelled = renderQueuedMail(mail('event_cancelled', { event: undated }), context)
    expect(cancelled.attachments).toBeUndefined()
    expect(cancelled.text).not.toContain('calendar')
  })

  it('an in-person event says its venue and address, or that the venue is to be confirmed', () => {
    const inPerson = (venue: string | null) =>
      renderQueuedMail(mail('event_reminder', { joinUrl: null, event: { ...mail('x').details.event as object, format: 'in_person', venue, address: '1 Main St' } }), context).text
    expect(inPerson('Hall <A>')).toContain('Where: Hall <A>, 1 Main St')
    expect(inPerson(null)).toContain('Where: Venue to be confirmed, 1 Main St')
  })
})

describe('the dashboard', () => {
  it('names a registrant’s mail that could not be sent and links its event’s registrations', async () => {
    const { mailKinds } = await import('./mail-kinds')
    const queued = mail('registration_confirmation')
    expect(mailKinds.registration_confirmation!.failed.label).toBe('Registration confirmation')
    expect(mailKinds.registration_confirmation!.failed.path(queued)).toBe('/admin/events/0f000000-0000-4000-8000-000000000001/registrations')
  })
})
