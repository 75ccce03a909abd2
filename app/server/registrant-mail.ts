/**
 * The mail to someone registered for an event (supabase/migrations/20261125110100_visitor_mail.sql
 * queues it with the details of private.registrant_mail_details()): the confirmation of a seat,
 * the waitlist, the reminder, an update and a cancellation. Each says when (in the event's own
 * time zone) and where, links the event's page, and while the registration stands, its signed
 * cancel link; a confirmed registrant's mail carries the join link; the confirmation and the
 * update carry the event's calendar entry (.ics, the feed's UID and the event's SEQUENCE) and
 * add-to-calendar links, the cancellation its METHOD:CANCEL.
 *
 * Plain TypeScript without JSX and with relative imports only: the production server loads it
 * directly (scripts/server).
 */
import { failedMailLabels, registrantMailWords as words } from '../content/mail.ts'
import { googleCalendarLink, outlookCalendarLink } from '../lib/calendar-links.ts'
import { eventInvitation, type CalendarEntry } from '../lib/event-ics.ts'
import { describePlace, type EventPlace } from '../lib/event-place.ts'
import { describeWhen } from '../lib/event-time.ts'
import { mailParts, text, type MailBlock } from './mail-layout.ts'
import type { MailAttachment, MailContext, MailRenderer, QueuedMail } from './mail-renderer.ts'

export type RegistrantMailKind = 'registration_confirmation' | 'registration_waitlisted' | 'event_reminder' | 'event_update' | 'event_cancelled'

interface EventDetails extends EventPlace {
  id: string
  slug: string
  title: string
  summary: string
  startsAt: string | null
  endsAt: string | null
  timeZone: string
  sequence: number
}

interface RegistrantDetails {
  name: string
  status: 'confirmed' | 'waitlisted'
  place: number | null
  cancelToken: string
  joinUrl: string | null
  event: EventDetails
}

function detailsOf(mail: Pick<QueuedMail, 'details'>): RegistrantDetails {
  const d = mail.details
  const event = (d.event ?? {}) as Record<string, unknown>
  const format = text(event.format)
  return {
    name: text(d.name),
    status: d.status === 'waitlisted' ? 'waitlisted' : 'confirmed',
    place: typeof d.place === 'number' ? d.place : null,
    cancelToken: text(d.cancelToken),
    joinUrl: typeof d.joinUrl === 'string' && /^https?:\/\//.test(d.joinUrl) ? d.joinUrl : null,
    event: {
      id: text(event.id),
      slug: text(event.slug),
      title: text(event.title),
      summary: text(event.summary),
      startsAt: typeof event.startsAt === 'string' ? event.startsAt : null,
      endsAt: typeof event.endsAt === 'string' ? event.endsAt : null,
      timeZone: text(event.timeZone),
      format: format === 'in_person' || format === 'hybrid' ? format : 'online',
      venue: typeof event.venue === 'string' ? event.venue : null,
      address: typeof event.address === 'string' ? event.address : null,
      sequence: typeof event.sequence === 'number' ? event.sequence : 0,
    },
  }
}

/** The registration's cancel page, which shows it and cancels only when its button is pressed. */
export function cancelLink(token: string, siteUrl: string): string {
  return new URL(`/cancel-registration?token=${encodeURIComponent(token)}`, siteUrl).href
}

const eventPage = (event: EventDetails, siteUrl: string) => new URL(`/events/${encodeURIComponent(event.slug)}`, siteUrl).href

function whenOf(event: EventDetails): string {
  if (!event.startsAt) return words.toBeAnnounced
  const { date, time } = describeWhen(event.startsAt, event.endsAt, event.timeZone)
  return words.when(date, time)
}

/** The calendar entry as this registrant's calendar should hold it. */
function calendarEntry(details: RegistrantDetails, siteUrl: string, stamp: Date, status: CalendarEntry['status']): CalendarEntry {
  const { event } = details
  const place = describePlace(event, words.place)
  return {
    eventId: event.id,
    title: event.title,
    startsAt: event.startsAt!,
    endsAt: event.endsAt,
    description: [event.summary, details.joinUrl ? `${words.join}: ${details.joinUrl}` : ''].filter(Boolean).join('\n\n'),
    url: eventPage(event, siteUrl),
    location: event.format === 'online' && details.joinUrl ? details.joinUrl : place,
    sequence: event.sequence,
    stamp,
    status,
  }
}

function invitation(details: RegistrantDetails, context: MailContext, method: 'publish' | 'cancel'): MailAttachment[] {
  if (!details.event.startsAt) return []
  if (!context.now) throw new Error('a calendar file needs the clock’s now in the mail context')
  const status = method === 'cancel' ? 'cancelled' : details.status === 'waitlisted' ? 'tentative' : 'confirmed'
  const content = eventInvitation(calendarEntry(details, context.siteUrl, context.now, status), {
    siteUrl: context.siteUrl,
    siteName: context.siteName ?? '',
    method,
  })
  return [{ filename: `${details.event.slug || 'event'}.ics`, content, contentType: `text/calendar; method=${method.toUpperCase()}; charset=utf-8` }]
}

function calendarLinks(details: RegistrantDetails, siteUrl: string): MailBlock[] {
  const { event } = details
  if (!event.startsAt) return []
  const linkEvent = {
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    details: [eventPage(event, siteUrl), details.joinUrl ? `${words.join}: ${details.joinUrl}` : ''].filter(Boolean).join('\n'),
    location: event.format === 'online' && details.joinUrl ? details.joinUrl : describePlace(event, words.place),
  }
  return [
    { type: 'paragraph', text: words.calendarAttached },
    { type: 'link', label: words.google, href: googleCalendarLink(linkEvent) },
    { type: 'link', label: words.outlook, href: outlookCalendarLink(linkEvent) },
  ]
}

function factBlocks(details: RegistrantDetails, siteUrl: string, withJoin: boolean): MailBlock[] {
  const rows: [string, string][] = [
    [words.labels.when, whenOf(details.event)],
    [words.labels.where, describePlace(details.event, words.place)],
  ]
  if (details.status === 'waitlisted' && details.place !== null) rows.push([words.labels.place, String(details.place)])
  return [
    { type: 'fields', rows },
    ...(withJoin && details.status === 'confirmed' && details.joinUrl ? [{ type: 'link', label: words.join, href: details.joinUrl } as MailBlock] : []),
    { type: 'link', label: words.eventPage, href: eventPage(details.event, siteUrl) },
  ]
}

function cancelBlock(details: RegistrantDetails, siteUrl: string): MailBlock[] {
  if (!details.cancelToken) return []
  return [{ type: 'link', label: details.status === 'waitlisted' ? words.leaveWaitlist : words.cancel, href: cancelLink(details.cancelToken, siteUrl) }]
}

function compose(kind: RegistrantMailKind, mail: Pick<QueuedMail, 'details'>, context: MailContext) {
  const details = detailsOf(mail)
  const { siteUrl } = context
  const title = details.event.title
  const greeting: MailBlock = { type: 'paragraph', text: words.greeting(details.name) }
  const signOff: MailBlock[] = context.siteName ? [{ type: 'paragraph', text: words.signOff(context.siteName) }] : []
  switch (kind) {
    case 'registration_confirmation': {
      const promoted = mail.details.promoted === true
      return {
        subject: promoted ? words.confirmation.promotedSubject(title) : words.confirmation.subject(title),
        blocks: [
          { type: 'heading', text: words.confirmation.heading(title) },
          greeting,
          { type: 'paragraph', text: promoted ? words.confirmation.promotedLead : words.confirmation.lead },
          ...factBlocks(details, siteUrl, true),
          ...calendarLinks(details, siteUrl),
          ...cancelBlock(details, siteUrl),
          ...signOff,
        ] satisfies MailBlock[],
        attachments: invitation(details, context, 'publish'),
      }
    }
    case 'registration_waitlisted':
      return {
        subject: words.waitlisted.subject(title),
        blocks: [
          { type: 'heading', text: words.waitlisted.heading(title) },
          greeting,
          { type: 'paragraph', text: words.waitlisted.lead(title, details.place ?? 1) },
          { type: 'paragraph', text: words.waitlisted.next },
          ...factBlocks(details, siteUrl, false),
          ...cancelBlock(details, siteUrl),
          ...signOff,
        ] satisfies MailBlock[],
        attachments: [],
      }
    case 'event_reminder':
      return {
        subject: words.reminder.subject(title, details.event.startsAt ? describeWhen(details.event.startsAt, null, details.event.timeZone).date : words.toBeAnnounced),
        blocks: [
          { type: 'heading', text: words.reminder.heading(title) },
          greeting,
          { type: 'paragraph', text: words.reminder.lead(title) },
          ...factBlocks(details, siteUrl, true),
          ...cancelBlock(details, siteUrl),
          ...signOff,
        ] satisfies MailBlock[],
        attachments: [],
      }
    case 'event_update':
      return {
        subject: words.update.subject(title),
        blocks: [
          { type: 'heading', text: words.update.heading(title) },
          greeting,
          { type: 'paragraph', text: words.update.lead(title) },
          ...(details.status === 'waitlisted' && details.place !== null ? [{ type: 'paragraph', text: words.update.stillWaiting(details.place) } as MailBlock] : []),
          ...factBlocks(details, siteUrl, true),
          { type: 'paragraph', text: details.event.startsAt ? words.update.calendar : words.update.noDate },
          ...cancelBlock(details, siteUrl),
          ...signOff,
        ] satisfies MailBlock[],
        attachments: invitation(details, context, 'publish'),
      }
    case 'event_cancelled':
      return {
        subject: words.cancelled.subject(title),
        blocks: [
          { type: 'heading', text: words.cancelled.heading(title) },
          greeting,
          { type: 'paragraph', text: words.cancelled.lead(title, whenOf(details.event)) },
          // A calendar file goes only with a date (an event still to be dated was in no calendar).
          ...(details.event.startsAt ? [{ type: 'paragraph', text: words.cancelled.calendar } as MailBlock] : []),
          { type: 'link', label: words.cancelled.otherEvents, href: new URL('/events', siteUrl).href },
          ...signOff,
        ] satisfies MailBlock[],
        attachments: invitation(details, context, 'cancel'),
      }
  }
}

function registrantRenderer(kind: RegistrantMailKind): MailRenderer {
  return {
    render(mail, context) {
      const { subject, blocks, attachments } = compose(kind, mail, context)
      return { subject, ...mailParts(blocks), ...(attachments.length ? { attachments } : {}) }
    },
    failed: {
      label: failedMailLabels[kind],
      path: (mail) => `/admin/events/${encodeURIComponent(detailsOf(mail).event.id)}/registrations`,
    },
  }
}

export const registrantRenderers: Record<RegistrantMailKind, MailRenderer> = {
  registration_confirmation: registrantRenderer('registration_confirmation'),
  registration_waitlisted: registrantRenderer('registration_waitlisted'),
  event_reminder: registrantRenderer('event_reminder'),
  event_update: registrantRenderer('event_update'),
  event_cancelled: registrantRenderer('event_cancelled'),
}
