/**
 * The admin area's events (staff: admins and editors), registrations and settings (admins only):
 * each function checks the session first (admin.middleware.ts).
 */
import { createServerFn } from '@tanstack/react-start'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import {
  eventFieldsSchema,
  eventIdSchema,
  eventStatusSchema,
  registrationStatusSchema,
  settingsFieldsSchema,
  updateEventSchema,
} from '~/lib/event-schema'
import { adminLists } from '~/lib/admin-lists'
import { registrationsCsv, registrationsFileName } from '~/lib/event-registrations'
import { listInputSchema } from '~/lib/record-list-input'
import { wallDateOf, wallTimeOf } from '~/lib/event-time'
import { purgesPagesShowing, requireAdmin, requireStaff } from './admin.middleware'
import { now, nowMs } from './clock'
import { mailGoesOut } from './config.server'
import { siteToday } from './site-today'
import { eventPageView } from './event-views.server'
import {
  cancelEventRow,
  deleteEventRow,
  duplicateEventRow,
  insertEvent,
  saveSiteSettings,
  selectEvent,
  selectEventForEditing,
  selectEventsPage,
  selectEveryRegistration,
  selectRegistrationsPage,
  selectSiteSettings,
  setEventStatusRow,
  setRegistrationStatusRow,
  updateEventRow,
  uploadEventBannerFile,
} from './events.server'
import { imageFileInput } from './record-images.server'
import { validateWith } from './validation'

/** Every change to events purges the pages that show them (the list, their pages, the feed, the sitemap, the conference and invite pages). */
const purgesEventPages = purgesPagesShowing('events')

/** A page of every event, drafts too: `{ page, pageSize, sort, filters: { search, status } }`. */
export const listAllEvents = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(listInputSchema(adminLists.events)))
  .handler(({ context, data }) => selectEventsPage(context.supabase, data, nowMs()))

/** An event for its form: the row and its join link. */
export const getEvent = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(eventIdSchema))
  .handler(({ context, data }) => selectEventForEditing(context.supabase, data.id))

export const createEvent = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesEventPages])
  .validator(validateWith(eventFieldsSchema))
  .handler(({ context, data }) => insertEvent(context.supabase, data))

export const updateEvent = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesEventPages])
  .validator(validateWith(updateEventSchema))
  .handler(({ context, data }) => updateEventRow(context.supabase, data.id, data.fields, data.version))

export const setEventStatus = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesEventPages])
  .validator(validateWith(eventStatusSchema))
  .handler(({ context, data }) => setEventStatusRow(context.supabase, data.id, data.status))

/** 'Cancel event': not a deletion; its page stays and says it was cancelled, and its registrants are told. */
export const cancelEvent = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesEventPages])
  .validator(validateWith(eventIdSchema))
  .handler(async ({ context, data }) => ({ ...(await cancelEventRow(context.supabase, data.id, now())), mailSent: mailGoesOut }))

export const duplicateEvent = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesEventPages])
  .validator(validateWith(eventIdSchema))
  .handler(({ context, data }) => duplicateEventRow(context.supabase, data.id))

export const deleteEvent = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesEventPages])
  .validator(validateWith(eventIdSchema))
  .handler(async ({ context, data }) => {
    await deleteEventRow(context.supabase, data.id)
    return { id: data.id }
  })

/** Multipart: a FormData with one image under `file`. Answers the public URL in the event-banners bucket. */
export const uploadEventBanner = createServerFn({ method: 'POST' })
  .middleware([requireStaff])
  .validator(imageFileInput)
  .handler(async ({ context, data }) => ({ url: await uploadEventBannerFile(context.supabase, data) }))

/** 'Preview': a draft (or any event) as its public page will show it. */
export const previewEvent = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(eventIdSchema))
  .handler(async ({ context, data }) => {
    const event = await selectEvent(context.supabase, data.id)
    return { status: event.status, ...eventPageView(event, nowMs()) }
  })

/* ------------------------------------------------------------------ registrations */

const registrationListSchema = listInputSchema(adminLists.registrations, { eventId: eventIdSchema.entries.id })

/** A page of an event's registrations, with the event and its seats taken and waiting: `{ eventId, page, pageSize, sort, filters }`. */
export const listRegistrations = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(registrationListSchema))
  .handler(({ context, data }) => selectRegistrationsPage(context.supabase, data))

/** Cancels a registration, or moves someone up from the waitlist (refused with 409 when the event is full). */
export const setRegistrationStatus = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(registrationStatusSchema))
  .handler(({ context, data }) => setRegistrationStatusRow(context.supabase, data.id, data.status))

/** The registrations the list's filters match (every page), as CSV text with a dated file name. */
export const exportRegistrations = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(registrationListSchema))
  .handler(async ({ context, data }) => {
    const [event, rows] = await Promise.all([selectEvent(context.supabase, data.eventId), selectEveryRegistration(context.supabase, data)])
    return { fileName: registrationsFileName(event.slug, siteToday()), csv: registrationsCsv(rows), rows: rows.length }
  })

/* ------------------------------------------------------------------ settings */

/** The settings form's values: the conference's name, dates (as wall times in its zone) and zone, the offer's last day, the site's figures and the post-event group. */
export const getSettings = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .handler(async ({ context }) => {
    const settings = await selectSiteSettings(context.supabase)
    const conference = settings.conference
    const zone = conference?.time_zone ?? SITE_TIME_ZONE
    return {
      conferenceName: conference?.title ?? '',
      conferenceStarts: conference?.starts_at ? wallTimeOf(conference.starts_at, zone) : '',
      conferenceEnds: conference?.ends_at ? wallTimeOf(conference.ends_at, zone) : '',
      conferenceTimeZone: zone,
      offerEnds: settings.offerEndsOn,
      communitySize: settings.communitySize,
      activeMembers: settings.activeMembers ?? '',
      postEventFirstSession: settings.postEventGroup.firstSession ?? '',
      postEventSessions: String(settings.postEventGroup.sessions),
      postEventTime: settings.postEventGroup.time,
      postEventRecordings: settings.postEventGroup.recordings,
      /** For the hint: today in the conference's zone. */
      today: wallDateOf(nowMs(), zone),
    }
  })

/** Saves the settings; the conference page, the claim page, the event pages and the pages stating the figures show the change at once. */
export const saveSettings = createServerFn({ method: 'POST' })
  .middleware([requireAdmin, purgesPagesShowing('site_settings', 'events')])
  .validator(validateWith(settingsFieldsSchema))
  .handler(async ({ context, data }) => {
    await saveSiteSettings(context.supabase, data)
    return { saved: true as const }
  })
