/**
 * An event as cards and pages show it, its date and time already in words (the same for every
 * visitor), decided at one instant of the server's clock. The public page and the admin's
 * preview use the same view, so a preview is what the page will show.
 */
import { eventPageCopy } from '~/content/events'
import { eventJsonLd } from '~/lib/event-structured-data'
import {
  eventPhase,
  eventWhen,
  paragraphs,
  registrationState,
  type EventPhase,
  type EventRow,
  type RegistrationState,
} from '~/lib/events'
import { appConfig } from './config.server'

export interface EventSummary {
  id: string
  slug: string
  title: string
  summary: string
  bannerUrl: string | null
  format: EventRow['format']
  venue: string | null
  when: { date: string; time: string } | null
  phase: EventPhase
  /** Staff cancelled it ('Cancel event'): its page and card say so, and it takes no registration. */
  cancelled: boolean
  registration: RegistrationState
  registrationUrl: string | null
}

export function eventSummary(event: EventRow, now: number): EventSummary {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    summary: event.summary,
    bannerUrl: event.banner_url,
    format: event.format,
    venue: event.venue,
    when: eventWhen(event),
    phase: eventPhase(event, now),
    cancelled: event.cancelled_at !== null,
    registration: registrationState(event, now),
    registrationUrl: event.registration === 'external' ? event.registration_url : null,
  }
}

/** /events/$slug: the summary with the description, address and seats, and its Event JSON-LD. */
export function eventPageView(event: EventRow, now: number) {
  return {
    event: {
      ...eventSummary(event, now),
      paragraphs: paragraphs(event.description || event.summary),
      address: event.address,
      capacity: event.registration === 'on_site' ? event.capacity : null,
      isConference: false,
    },
    jsonLd: eventJsonLd(event, {
      site: appConfig.site,
      pageUrl: `${appConfig.site.url}/events/${event.slug}`,
      now,
      venueToBeConfirmed: eventPageCopy.venueToBeConfirmed,
    }),
  }
}
