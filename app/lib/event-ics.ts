/**
 * One event's calendar entry (RFC 5545, with ical-generator), the same in the site's feed and in
 * every mail to its registrants: its UID is the event's id at the site's host, and its SEQUENCE
 * the event's `sequence`, which the database raises whenever a published event's start, end,
 * place or join link changes, or it is cancelled. A calendar that has the entry replaces it with
 * a higher SEQUENCE, and removes it on METHOD:CANCEL.
 *
 * Imports only ical-generator: the production server's mail worker loads it directly (scripts/server).
 */
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator'

export interface CalendarEntry {
  eventId: string
  title: string
  startsAt: string
  endsAt: string | null
  /** Plain text; the event page's address is appended. */
  description: string
  url: string
  location: string | null
  sequence: number
  /** DTSTAMP and LAST-MODIFIED. */
  stamp: Date
  /** `tentative` for someone still on the waitlist. */
  status: 'confirmed' | 'tentative' | 'cancelled'
}

const statuses = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const

/** The UID of an event's entry wherever the site writes it. */
export function eventUid(eventId: string, siteUrl: string): string {
  return `${eventId}@${new URL(siteUrl).host}`
}

/** Adds an event's entry to a calendar (the feed's, or a mail's). */
export function addCalendarEntry(calendar: ICalCalendar, entry: CalendarEntry, siteUrl: string): void {
  calendar.createEvent({
    id: eventUid(entry.eventId, siteUrl),
    sequence: entry.sequence,
    start: new Date(entry.startsAt),
    end: entry.endsAt ? new Date(entry.endsAt) : new Date(entry.startsAt),
    stamp: entry.stamp,
    lastModified: entry.stamp,
    summary: entry.title,
    description: entry.description ? `${entry.description}\n\n${entry.url}` : entry.url,
    url: entry.url,
    location: entry.location,
    status: statuses[entry.status],
  })
}

/** The .ics a mail carries: one entry, published (added or updated) or cancelled. */
export function eventInvitation(
  entry: CalendarEntry,
  options: { siteUrl: string; siteName: string; method: 'publish' | 'cancel' },
): string {
  const calendar = ical({
    prodId: { company: options.siteName, product: 'Events', language: 'EN' },
    method: options.method === 'cancel' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  })
  addCalendarEntry(calendar, entry, options.siteUrl)
  return calendar.toString()
}
