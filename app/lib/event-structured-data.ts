/**
 * schema.org Event for an event's page (and the conference page), with every property
 * search engines read: dates with their UTC offset, status, attendance mode, location,
 * image, description, organizer, and the registration offer while registration is open.
 */
import { isoWithOffset } from './event-time'
import { eventPhase, registrationState, type EventRow } from './events'

const attendanceModes = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  in_person: 'https://schema.org/OfflineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const

export interface EventJsonLdOptions {
  site: { name: string; url: string }
  /** The event's page on this site. */
  pageUrl: string
  now: number
  /** Where an in-person event is, when its venue is not known yet. */
  venueToBeConfirmed: string
  /** The description; the event's own summary by default (the conference page words it after the event). */
  description?: string
  /** Is the event full (registration on this site puts newcomers on the waitlist)? */
  full?: boolean
}

type LdEvent = Pick<
  EventRow,
  | 'title'
  | 'summary'
  | 'description'
  | 'starts_at'
  | 'ends_at'
  | 'time_zone'
  | 'format'
  | 'venue'
  | 'address'
  | 'banner_url'
  | 'registration'
  | 'registration_url'
  | 'registration_closes_at'
  | 'cancelled_at'
>

function absolute(url: string, siteUrl: string): string {
  return url.startsWith('/') ? `${siteUrl}${url}` : url
}

export function eventJsonLd(event: LdEvent, options: EventJsonLdOptions) {
  const { site, pageUrl, now } = options
  const place = {
    '@type': 'Place',
    name: event.venue ?? options.venueToBeConfirmed,
    ...(event.address ? { address: { '@type': 'PostalAddress', streetAddress: event.address } } : {}),
  }
  const registerUrl = event.registration === 'external' && event.registration_url ? event.registration_url : pageUrl
  const virtual = { '@type': 'VirtualLocation', url: registerUrl }
  const location = event.format === 'online' ? virtual : event.format === 'in_person' ? place : [place, virtual]
  const state = registrationState(event, now)
  const open = state === 'open' || state === 'external'
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: options.description ?? (event.summary || event.description),
    ...(event.starts_at ? { startDate: isoWithOffset(event.starts_at, event.time_zone) } : {}),
    ...(event.ends_at ? { endDate: isoWithOffset(event.ends_at, event.time_zone) } : {}),
    // schema.org has no "took place": a past event keeps its scheduled status and past dates.
    eventStatus: event.cancelled_at ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendanceModes[event.format],
    location,
    ...(event.banner_url ? { image: [absolute(event.banner_url, site.url)] } : {}),
    organizer: { '@type': 'Organization', name: site.name, url: `${site.url}/` },
    url: pageUrl,
    ...(open && eventPhase(event, now) !== 'past'
      ? {
          offers: {
            '@type': 'Offer',
            url: registerUrl,
            availability: options.full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            ...(event.registration_closes_at ?? event.starts_at
              ? { validThrough: isoWithOffset((event.registration_closes_at ?? event.starts_at)!, event.time_zone) }
              : {}),
          },
        }
      : {}),
  }
}
