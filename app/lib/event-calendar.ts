/**
 * Events as iCalendar (RFC 5545) with ical-generator: the site's feed (/events.ics) and one
 * event's 'Add to calendar' file. Times are written in UTC, so every calendar reads the same
 * instant; UIDs are the events' ids at the site's host, so a subscriber's calendar updates an
 * event instead of adding it twice.
 */
import ical, { ICalEventStatus } from 'ical-generator'
import { paragraphs, type EventRow } from './events'

type CalendarEvent = Pick<
  EventRow,
  'id' | 'slug' | 'title' | 'summary' | 'description' | 'starts_at' | 'ends_at' | 'format' | 'venue' | 'address' | 'updated_at'
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
  const host = new URL(site.url).host
  const calendar = ical({ name: options.name, prodId: { company: site.name, product: 'Events', language: 'EN' } })
  for (const event of events) {
    if (!event.starts_at) continue
    const url = `${site.url}/events/${event.slug}`
    const text = paragraphs(event.description || event.summary).join('\n\n')
    calendar.createEvent({
      id: `${event.id}@${host}`,
      start: new Date(event.starts_at),
      end: event.ends_at ? new Date(event.ends_at) : new Date(event.starts_at),
      stamp: new Date(event.updated_at),
      lastModified: new Date(event.updated_at),
      summary: event.title,
      description: text ? `${text}\n\n${url}` : url,
      url,
      location: event.format === 'online' ? options.online : [event.venue, event.address].filter(Boolean).join(', ') || null,
      status: ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}
