/**
 * Events as iCalendar (RFC 5545) with ical-generator: the site's feed (/events.ics) and one
 * event's 'Add to calendar' file. Times are written in UTC, so every calendar reads the same
 * instant; each entry is event-ics.ts's, the same UID and SEQUENCE as in the registrants' mail,
 * so a subscriber's calendar updates an event instead of adding it twice, and shows a cancelled
 * one as cancelled.
 */
import ical, { escape } from 'ical-generator'
import { addCalendarEntry } from './event-ics'
import { paragraphs, type EventRow } from './events'

type CalendarEvent = Pick<
  EventRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'summary'
  | 'description'
  | 'starts_at'
  | 'ends_at'
  | 'format'
  | 'venue'
  | 'address'
  | 'updated_at'
  | 'sequence'
  | 'cancelled_at'
>

export interface CalendarOptions {
  site: { name: string; url: string }
  /** The name a calendar app shows for the feed. */
  name: string
  /** Words for an online event's location. */
  online: string
}

export function eventsCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const { site } = options
  // ical-generator escapes an event's text but writes the calendar's name as given, and one
  // event's file is named after its title, which staff type (a line break would start a new line).
  const calendar = ical({ name: escape(options.name, false), prodId: { company: site.name, product: 'Events', language: 'EN' } })
  for (const event of events) {
    if (!event.starts_at) continue
    addCalendarEntry(
      calendar,
      {
        eventId: event.id,
        title: event.title,
        startsAt: event.starts_at,
        endsAt: event.ends_at,
        description: paragraphs(event.description || event.summary).join('\n\n'),
        url: `${site.url}/events/${event.slug}`,
        location: event.format === 'online' ? options.online : [event.venue, event.address].filter(Boolean).join(', ') || null,
        sequence: event.sequence,
        stamp: new Date(event.updated_at),
        status: event.cancelled_at ? 'cancelled' : 'confirmed',
      },
      site.url,
    )
  }
  return calendar.toString()
}
