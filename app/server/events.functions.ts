/**
 * Public: events, the conference and the offer as pages show them, decided by the server's
 * clock (clock.ts), and registration on this site. Each read tells the page cache when what it
 * answered stops being true (page-lifetime.ts).
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { setResponseHeader } from '@tanstack/react-start/server'
import { eventPageCopy, registrationCopy } from '~/content/events'
import { conferencePastDescription } from '~/content/rightnow'
import { conferencePageMeta, invitePageMeta } from '~/content/page-meta'
import { connect2025Page, rightNow2025Page } from '~/content/community-invite'
import { describeWhen } from '~/lib/event-time'
import { calendarLeaf } from '~/lib/calendar-leaf'
import { emailFormatMessage } from '~/lib/contact-form-schema'
import { eventIdSchema, eventSlugSchema } from '~/lib/event-schema'
import { eventJsonLd } from '~/lib/event-structured-data'
import { eventsPageSections, nextBoundary, roundtableReservable, type EventRow } from '~/lib/events'
import { registrationSubmissionSchema } from '~/lib/submission-schema'
import { cacheControl } from './cache-policy'
import { eventPageView, eventSummary } from './event-views.server'
export type { EventSummary } from './event-views.server'
import { nowMs } from './clock'
import { appConfig } from './config.server'
import { currentOffer, offerOf, registerVisitor, selectPublishedEvent, selectPublishedEvents, selectSeatsLeft, selectSiteSettings } from './events.server'
export type { OfferView } from './events.server'
import { logLine } from './log'
import { expiresAt } from './page-lifetime'
import { createSupabaseAnonClient } from './supabase.server'
import { validateWith } from './validation'
import { visitorSubmission } from './visitor-submission.middleware'

/** /events: upcoming, to be announced, recent past. A backend failure answers empty lists, flagged, and the page is not cached. */
export const getEventsPage = createServerFn({ method: 'GET' }).handler(async () => {
  const now = nowMs()
  try {
    const events = await selectPublishedEvents(createSupabaseAnonClient())
    expiresAt(nextBoundary(events, now))
    const sections = eventsPageSections(events, now)
    return {
      failed: false,
      upcoming: sections.upcoming.map((event) => eventSummary(event, now)),
      toBeAnnounced: sections.toBeAnnounced.map((event) => eventSummary(event, now)),
      recentPast: sections.recentPast.map((event) => eventSummary(event, now)),
    }
  } catch (error) {
    logLine('error', 'events-page-failed', { message: error instanceof Error ? error.message : String(error) })
    setResponseHeader('cache-control', cacheControl.noCache)
    return { failed: true, upcoming: [], toBeAnnounced: [], recentPast: [] }
  }
})

/** A published event by its address, and when what is said of it stops being true; null for an unknown or draft address. */
async function publishedEventNow(slug: string): Promise<{ event: EventRow; now: number } | null> {
  const now = nowMs()
  const event = await selectPublishedEvent(createSupabaseAnonClient(), slug)
  if (!event) return null
  expiresAt(nextBoundary([event], now))
  return { event, now }
}

/** /events/$slug: a published event with its description and Event JSON-LD; null for an unknown or draft address. */
export const getEventPage = createServerFn({ method: 'GET' })
  .validator(validateWith(eventSlugSchema))
  .handler(async ({ data }) => {
    const found = await publishedEventNow(data.slug)
    return found && eventPageView(found.event, found.now)
  })

/** /claim-offer: the offer's end and state. */
export const getOffer = createServerFn({ method: 'GET' }).handler(async () => {
  const { view, endsAt } = await currentOffer()
  expiresAt(endsAt)
  // The page's head is made here, so its words stay out of the browser's code.
  return { offer: view, meta: conferencePageMeta.claimOffer(view) }
})

/** /rightnow: the conference (from the settings) with its dates in words and on the hero drawing's calendar leaf, registration and JSON-LD, and the offer. */
export const getConferencePage = createServerFn({ method: 'GET' }).handler(async () => {
  const now = nowMs()
  const settings = await selectSiteSettings(createSupabaseAnonClient())
  const offer = offerOf(settings, now)
  const event = settings.conference
  const boundaries = [offer.endsAt, event ? nextBoundary([event], now) : null].filter((at): at is number => at !== null && at > now)
  expiresAt(boundaries.length ? Math.min(...boundaries) : null)
  if (!event || event.status !== 'published') return { conference: null, offer: offer.view, jsonLd: null, meta: conferencePageMeta.rightNow(null) }
  const summary = eventSummary(event, now)
  const dates = event.starts_at ? describeWhen(event.starts_at, event.ends_at, event.time_zone) : null
  const seatsLeft = summary.registration === 'open' ? await selectSeatsLeft(createSupabaseAnonClient(), event.id) : null
  const pageUrl = `${appConfig.site.url}/rightnow`
  const conference = {
    ...summary,
    capacity: event.capacity,
    format: event.format,
    dates: dates ? { range: dateRangeOf(dates.date), hours: dates.time } : null,
    days: event.starts_at && event.ends_at ? daysSpanned(event) : 1,
    /** The month, days and year the hero drawing's calendar shows, in the conference's zone. */
    calendar: event.starts_at ? calendarLeaf(event.starts_at, event.ends_at, event.time_zone) : null,
  }
  return {
    conference,
    meta: conferencePageMeta.rightNow(conference),
    offer: offer.view,
    jsonLd: eventJsonLd(event, {
      site: appConfig.site,
      pageUrl,
      now,
      venueToBeConfirmed: eventPageCopy.venueToBeConfirmed,
      full: seatsLeft === 0,
      ...(summary.phase === 'past' && dates ? { description: conferencePastDescription(event.title, dateRangeOf(dates.date)) } : {}),
    }),
  }
})

/** 'Saturday, November 15, 2025' → 'November 15, 2025'; a range is kept as it is. */
function dateRangeOf(date: string): string {
  return date.replace(/^[A-Z][a-z]+day, /, '')
}

function daysSpanned(event: EventRow): number {
  const start = new Date(Date.parse(event.starts_at!)).toLocaleDateString('en-CA', { timeZone: event.time_zone })
  const end = new Date(Date.parse(event.ends_at!)).toLocaleDateString('en-CA', { timeZone: event.time_zone })
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1
}

const invitePages = { rightNow2025: rightNow2025Page, connect2025: connect2025Page }

/**
 * A community invite page's roundtable (the event its content names), or null when it is not
 * published, with the page's title and description from it.
 */
export const getInviteRoundtable = createServerFn({ method: 'GET' })
  .validator(validateWith(v.object({ page: v.picklist(['rightNow2025', 'connect2025'], 'is not a community invite page') })))
  .handler(async ({ data }) => {
    const found = await publishedEventNow(invitePages[data.page].roundtable.details.eventSlug)
    const roundtable = found && eventSummary(found.event, found.now)
    return { roundtable, meta: invitePageMeta(data.page, roundtable && { reservable: roundtableReservable(roundtable), when: roundtable.when }) }
  })

/** Before the form is sent: how many seats are left (null: no limit), so a visitor knows they would join the waitlist. */
export const getSeatsLeft = createServerFn({ method: 'GET' })
  .validator(validateWith(eventIdSchema))
  .handler(async ({ data }) => ({ seatsLeft: await selectSeatsLeft(createSupabaseAnonClient(), data.id) }))

/**
 * Public: registers for an event with registration on this site, through the visitor
 * submission middleware (limit, honeypot, idempotency). Answers what was stored.
 */
export const registerForEvent = createServerFn({ method: 'POST' })
  .middleware([visitorSubmission('registration')])
  .validator(validateWith(registrationSubmissionSchema(emailFormatMessage(registrationCopy.fields))))
  .handler(async ({ data, context }) => {
    const { outcome } = await context.submission.store(() => registerVisitor(createSupabaseAnonClient(), data))
    return { outcome }
  })
