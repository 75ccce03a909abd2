/**
 * Public: the content staff edit in /admin/content, as each page shows it (content-pages.server.ts).
 *
 * - Visitors get what is published and due, with the anon client; the page expires at the next
 *   scheduled entry's instant (next_content_publication(), page-lifetime.ts), so it appears then.
 * - `preview: true` from a signed-in staff member (admin or editor, the session cookie) reads
 *   with their own client, so drafts and scheduled entries show too: the answer is marked
 *   `preview`, `private, no-store` and `noindex`, and never enters a shared cache. From anyone
 *   else the flag is ignored: the published page, cacheable as ever.
 * - When the database does not answer, the page is not rendered empty: the call fails with 503
 *   and the page is answered 503 with Retry-After (app/start.ts), which the production server
 *   replaces with the page's last good render when it has one (scripts/start.mjs).
 */
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { hasStaffRights } from '~/lib/auth'
import { faqPlaces, type FaqView } from '~/lib/content-pages'
import { endOfDayInstant } from '~/lib/event-time'
import { currentPostEventGroup } from '~/lib/post-event-group'
import { contentUnavailable } from '~/content/site-content'
import { rightNowOfferFaq } from '~/content/rightnow'
import { speakerPage } from '~/content/speakers'
import { speakerPageMeta } from '~/content/page-meta'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { resolveAuthState } from './auth.server'
import { cacheControl } from './cache-policy'
import { HttpError } from './errors'
import { offerOf, selectSiteFigures, selectSiteSettings, type SiteFigures } from './events.server'
import { nowMs } from './clock'
import { expiresAt, pageUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './page-lifetime'
import {
  ContentUnavailable,
  selectAgenda,
  selectFaq,
  selectNextPublication,
  selectPerks,
  selectSpeakers,
  selectTestimonials,
  type ConferenceDates,
} from './content-pages.server'
import { createSupabaseAnonClient, createSupabaseServerClient, type SupabaseServerClient } from './supabase.server'
import { siteToday } from './site-today'
import { validateWith } from './validation'

/** The signed-in staff member's own client, or null for anyone else. */
async function staffClient(): Promise<SupabaseServerClient | null> {
  const supabase = createSupabaseServerClient()
  return hasStaffRights(await resolveAuthState(supabase)) ? supabase : null
}

/**
 * Reads a page's content as a visitor, or (asked for a preview by staff) as that staff member,
 * and says when the page stops being true; a read the database did not answer is a 503.
 */
async function contentRead<T extends object>(previewAsked: boolean | undefined, read: (supabase: SupabaseServerClient) => Promise<T>): Promise<T & { preview: boolean }> {
  const staff = previewAsked ? await staffClient() : null
  if (staff) {
    setResponseHeader('cache-control', cacheControl.private)
    setResponseHeader('x-robots-tag', 'noindex')
  }
  try {
    if (staff) return { ...(await read(staff)), preview: true }
    const anon = createSupabaseAnonClient()
    const [content, next] = await Promise.all([read(anon), selectNextPublication(anon)])
    expiresAt(next)
    return { ...content, preview: false }
  } catch (error) {
    if (!(error instanceof ContentUnavailable)) throw error
    answerUnavailable()
  }
}

/** The page cannot be rendered true just now: 503 with when to come back (or its last good render). */
function answerUnavailable(): never {
  pageUnavailable()
  setResponseHeader('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
  setResponseHeader('cache-control', cacheControl.noCache)
  throw new HttpError(503, contentUnavailable.text)
}

/**
 * Public: the site's figures staff set in /admin/settings (the community size of the home and
 * story pages; the active members of /perks, the community size when none is set). Words the
 * team edits, like the content: a read the database did not answer is a 503, never a page
 * without its figure.
 */
export const getSiteFigures = createServerFn({ method: 'GET' }).handler(async (): Promise<SiteFigures> => {
  try {
    return await selectSiteFigures(createSupabaseAnonClient())
  } catch (error) {
    if (error instanceof HttpError && error.status === 502) answerUnavailable()
    throw error
  }
})

/** The conference's start and zone, which date the agenda's days and the speakers' sessions. */
async function conferenceDates(): Promise<ConferenceDates & { settings: Awaited<ReturnType<typeof selectSiteSettings>> }> {
  try {
    const settings = await selectSiteSettings(createSupabaseAnonClient())
    return { startsAt: settings.conference?.starts_at ?? null, timeZone: settings.conference?.time_zone ?? SITE_TIME_ZONE, settings }
  } catch {
    throw new ContentUnavailable('site_settings')
  }
}

const preview = v.optional(v.boolean())

/** The FAQ of one place: the home page's condensed one, the academy's, the Security Hub's. */
export const getFaqContent = createServerFn({ method: 'GET' })
  .validator(validateWith(v.object({ place: v.picklist(faqPlaces, 'must be a place of the FAQ'), preview })))
  .handler(async ({ data }) => contentRead(data.preview, async (supabase) => ({ faq: await selectFaq(supabase, data.place) })))

/** /membership: its FAQ and the members' quotes. */
export const getMembershipContent = createServerFn({ method: 'GET' })
  .validator(validateWith(v.object({ preview })))
  .handler(async ({ data }) =>
    contentRead(data.preview, async (supabase) => {
      const [faq, testimonials] = await Promise.all([selectFaq(supabase, 'membership'), selectTestimonials(supabase)])
      return { faq, testimonials }
    }),
  )

/** /perks: the perks. */
export const getPerksContent = createServerFn({ method: 'GET' })
  .validator(validateWith(v.object({ preview })))
  .handler(async ({ data }) => contentRead(data.preview, async (supabase) => ({ perks: await selectPerks(supabase) })))

/**
 * /rightnow: its FAQ (the database's entries, then the offer's answer, kept in code because it
 * states the settings' date), the agenda dated from the conference's start, and the speakers.
 */
export const getRightNowContent = createServerFn({ method: 'GET' })
  .validator(validateWith(v.object({ preview })))
  .handler(async ({ data }) =>
    contentRead(data.preview, async (supabase) => {
      // One round: the settings (which date the days) are read beside the entries.
      const conference = conferenceDates()
      const [faq, agenda, speakers, { settings }] = await Promise.all([
        selectFaq(supabase, 'rightnow'),
        selectAgenda(supabase, conference),
        selectSpeakers(supabase, conference),
        conference,
      ])
      const offer = offerOf(settings, nowMs())
      const offerEntry: FaqView = { ...rightNowOfferFaq(offer.view.endsOnText), answerHtml: '', category: 'learning', isExample: false }
      return { faq: [...faq, offerEntry], agenda, speakers }
    }),
  )

/**
 * /rightnow/$name: the speaker at that address and the others, the conference's name (staff set
 * it in /admin/settings) and the page's head made from them; `speaker` null for an unknown or
 * unpublished one (the 404 page).
 */
export const getSpeakerContent = createServerFn({ method: 'GET' })
  .validator(validateWith(v.object({ slug: v.pipe(v.string(), v.maxLength(80)), preview })))
  .handler(async ({ data }) =>
    contentRead(data.preview, async (supabase) => {
      const conference = conferenceDates()
      const [speakers, { settings }] = await Promise.all([selectSpeakers(supabase, conference), conference])
      const speaker = speakers.find((each) => each.slug === data.slug) ?? null
      const conferenceName = settings.conference?.title ?? speakerPage.session.event
      const postEventGroup = currentPostEventGroup(settings.postEventGroup, siteToday())
      // The invitation changes when the first session's day ends, and ends with the last's.
      if (postEventGroup) expiresAt(endOfDayInstant(postEventGroup.started ? postEventGroup.lastSession : postEventGroup.firstSession, SITE_TIME_ZONE))
      return {
        speaker,
        others: speakers.filter((each) => each.slug !== data.slug),
        conferenceName,
        postEventGroup,
        meta: speaker && speakerPageMeta(speaker, conferenceName),
      }
    }),
  )
