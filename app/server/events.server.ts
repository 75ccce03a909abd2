/**
 * Events, registrations and the site settings in the database: what public pages read (as the
 * anon role: published events only), what admins change (as themselves: RLS decides), and
 * registration through register_for_event(), which decides seat or waitlist in Postgres.
 */
import { describeDate, endOfDayInstant } from '~/lib/event-time'
import type { RegistrationStatus } from '~/domain/statuses'
import { eventColumns, eventPhase, slugFromTitle, uniqueSlug, type AdminEvent, type EditableEvent, type EventRow } from '~/lib/events'
import type { Registration, RegistrationMailState } from '~/lib/event-registrations'
import type { EventFields, SettingsFields } from '~/lib/event-schema'
import type { RegistrationSubmission } from '~/lib/submission-schema'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { failWith as fail, firstRowOr404 } from './db-failure'
import { HttpError } from './errors'
import { uploadPublicImage } from './record-images.server'
import { nowMs } from './clock'
import { createSupabaseAnonClient, type SupabaseServerClient } from './supabase.server'

export const EVENT_BANNERS_BUCKET = 'event-banners'

/* ------------------------------------------------------------------ public reads */

/** Every published event (the policies hide drafts from visitors). */
export async function selectPublishedEvents(supabase: SupabaseServerClient): Promise<EventRow[]> {
  const { data, error } = await supabase.from('events').select(eventColumns).eq('status', 'published')
  if (error) fail('events-load-failed', error, 502, 'The events could not be loaded just now.')
  return (data ?? []) as EventRow[]
}

/** A published event by its address, or null. */
export async function selectPublishedEvent(supabase: SupabaseServerClient, slug: string): Promise<EventRow | null> {
  const { data, error } = await supabase.from('events').select(eventColumns).eq('slug', slug).eq('status', 'published')
  if (error) fail('event-load-failed', error, 502, 'The event could not be loaded just now.')
  return ((data ?? [])[0] as EventRow | undefined) ?? null
}

export interface SiteSettings {
  offerEndsOn: string
  conference: EventRow | null
}

/** The settings, with the conference's event (null when visitors cannot see it, as a draft). */
export async function selectSiteSettings(supabase: SupabaseServerClient): Promise<SiteSettings> {
  const { data, error } = await supabase.from('site_settings').select('conference_event_id, offer_ends_on')
  if (error) fail('settings-load-failed', error, 502, 'The settings could not be loaded just now.')
  const row = data?.[0]
  if (!row) throw new HttpError(500, 'The site settings are missing.')
  const { data: events, error: eventError } = await supabase.from('events').select(eventColumns).eq('id', row.conference_event_id)
  if (eventError) fail('settings-load-failed', eventError, 502, 'The settings could not be loaded just now.')
  return { offerEndsOn: row.offer_ends_on, conference: ((events ?? [])[0] as EventRow | undefined) ?? null }
}

/** Seats left for registration on this site; null when there is no limit. */
export async function selectSeatsLeft(supabase: SupabaseServerClient, eventId: string): Promise<number | null> {
  const { data, error } = await supabase.rpc('event_seats_left', { event_id: eventId })
  if (error) fail('seats-load-failed', error, 502, 'The registration could not be checked just now.')
  return data ?? null
}

/** The attendee offer as pages show it: its last day, and whether it can still be claimed. */
export interface OfferView {
  endsOn: string
  endsOnText: string
  open: boolean
}

export function offerOf(settings: SiteSettings, now: number): { view: OfferView; endsAt: number } {
  const timeZone = settings.conference?.time_zone ?? SITE_TIME_ZONE
  const endsAt = endOfDayInstant(settings.offerEndsOn, timeZone)
  return { view: { endsOn: settings.offerEndsOn, endsOnText: describeDate(settings.offerEndsOn), open: now < endsAt }, endsAt }
}

/** The offer's state now, for the claim form's server check (and the page). */
export async function currentOffer(): Promise<{ view: OfferView; endsAt: number }> {
  return offerOf(await selectSiteSettings(createSupabaseAnonClient()), nowMs())
}

/* ------------------------------------------------------------------ registration */

export type RegistrationOutcome = 'confirmed' | 'waitlisted' | 'already_registered'

/**
 * Registers a visitor (as anon, through register_for_event()). A repeat of the same idempotency
 * key answers what the first call stored. Refusals are 404 (no such registration) and 409
 * (closed), with nothing stored.
 */
export async function registerVisitor(
  supabase: SupabaseServerClient,
  submission: RegistrationSubmission,
): Promise<{ outcome: RegistrationOutcome; repeat: boolean }> {
  const { data, error } = await supabase.rpc('register_for_event', {
    event_id: submission.eventId,
    full_name: submission.fullName,
    email: submission.email,
    firm_name: submission.firmName,
    idempotency_key: submission.idempotencyKey,
  })
  if (error) {
    if (error.message.startsWith('registration_closed')) throw new HttpError(409, registrationRefusals.closed)
    if (error.message.startsWith('registration_unavailable')) throw new HttpError(404, registrationRefusals.unavailable)
    fail('registration-failed', error, 502, 'Your registration could not be stored just now. Please try again.')
  }
  const result = data as { outcome: RegistrationStatus | 'already_registered'; repeat: boolean }
  // A repeat of a registration an admin has since cancelled still stores nothing new.
  const outcome: RegistrationOutcome = result.outcome === 'cancelled' ? 'already_registered' : result.outcome
  return { outcome, repeat: result.repeat || outcome === 'already_registered' }
}

export const registrationRefusals = {
  closed: 'Registration for this event has closed. Your registration was not stored.',
  unavailable: 'This event does not take registrations on this site.',
} as const

/* ------------------------------------------------------------------ admin: events */

/**
 * Every event, drafts too, with its registration counts; by start (undated last). The counts
 * come from event_registration_counts(), which staff may call: the registrations themselves
 * (names, e-mails) are admins'.
 */
export async function selectAllEvents(supabase: SupabaseServerClient, now: number): Promise<AdminEvent[]> {
  const [events, registrations] = await Promise.all([
    supabase.from('events').select(eventColumns).order('starts_at', { ascending: false, nullsFirst: true }),
    supabase.rpc('event_registration_counts'),
  ])
  const error = events.error ?? registrations.error
  if (error) fail('events-admin-load-failed', error, 502, 'Failed to load events.')
  const counts = new Map((registrations.data ?? []).map((row) => [row.event_id, { confirmed: row.confirmed, waitlisted: row.waitlisted }]))
  return ((events.data ?? []) as EventRow[]).map((event) => ({
    ...event,
    ...(counts.get(event.id) ?? { confirmed: 0, waitlisted: 0 }),
    over: eventPhase(event, now) === 'past',
  }))
}

export async function selectEvent(supabase: SupabaseServerClient, id: string): Promise<EventRow> {
  const { data, error } = await supabase.from('events').select(eventColumns).eq('id', id)
  if (error) fail('event-admin-load-failed', error, 502, 'Failed to load the event.')
  return firstRowOr404(data as EventRow[] | null, 'Event not found.')
}

/** The event as its form edits it: its row and its join link (staff only: public.event_join_links). */
export async function selectEventForEditing(supabase: SupabaseServerClient, id: string): Promise<EditableEvent> {
  const [event, link] = await Promise.all([selectEvent(supabase, id), supabase.from('event_join_links').select('url').eq('event_id', id)])
  if (link.error) fail('event-admin-load-failed', link.error, 502, 'Failed to load the event.')
  return { ...event, join_url: link.data?.[0]?.url ?? null }
}

/**
 * Writes an event's join link ('' removes it). Only a change is written: a published event's
 * new, changed or removed link raises its SEQUENCE, and its registrants get an update.
 */
async function saveJoinLink(supabase: SupabaseServerClient, eventId: string, url: string, failure: string): Promise<void> {
  const current = await supabase.from('event_join_links').select('url').eq('event_id', eventId)
  if (current.error) fail('event-join-link-failed', current.error, 502, failure)
  if ((current.data?.[0]?.url ?? '') === url) return
  const { error } = url
    ? await supabase.from('event_join_links').upsert({ event_id: eventId, url }, { onConflict: 'event_id' })
    : await supabase.from('event_join_links').delete().eq('event_id', eventId)
  if (error) fail('event-join-link-failed', error, 502, failure)
}

async function takenSlugs(supabase: SupabaseServerClient): Promise<Set<string>> {
  const { data, error } = await supabase.from('events').select('slug')
  if (error) fail('event-slugs-failed', error, 502, 'Failed to save the event.')
  return new Set((data ?? []).map((row) => row.slug))
}

/** The row to write from the form's checked values. */
function toRow(fields: EventFields) {
  return {
    title: fields.title,
    summary: fields.summary,
    description: fields.description,
    starts_at: fields.startsAt,
    ends_at: fields.endsAt,
    time_zone: fields.timeZone,
    format: fields.format,
    venue: fields.venue || null,
    address: fields.address || null,
    banner_url: fields.bannerUrl || null,
    registration: fields.registration,
    registration_url: fields.registration === 'external' ? fields.registrationUrl : fields.registrationUrl || null,
    capacity: fields.registration === 'on_site' ? fields.capacity : null,
    registration_closes_at: fields.registration === 'on_site' ? fields.registrationClosesAt : null,
    status: fields.status,
  }
}

/** A slug already taken is refused with 409 naming the field. */
function refuseTakenSlug(error: { code?: string; message: string }) {
  if (error.code === '23505' && error.message.includes('slug')) throw new HttpError(409, 'slug: another event already uses this page address.')
}

export async function insertEvent(supabase: SupabaseServerClient, fields: EventFields): Promise<EventRow> {
  const slug = fields.slug || uniqueSlug(slugFromTitle(fields.title), await takenSlugs(supabase))
  const { data, error } = await supabase.from('events').insert({ ...toRow(fields), slug }).select(eventColumns)
  if (error) {
    refuseTakenSlug(error)
    fail('event-create-failed', error, 502, 'Failed to create the event.')
  }
  const event = firstRowOr404(data as EventRow[] | null, 'Event not found.')
  await saveJoinLink(supabase, event.id, fields.joinUrl, 'The event was created, but its join link could not be saved: edit it to try again.')
  return event
}

export async function updateEventRow(supabase: SupabaseServerClient, id: string, fields: EventFields): Promise<EventRow> {
  const slug = fields.slug || (await selectEvent(supabase, id)).slug
  const { data, error } = await supabase.from('events').update({ ...toRow(fields), slug }).eq('id', id).select(eventColumns)
  if (error) {
    refuseTakenSlug(error)
    fail('event-update-failed', error, 502, 'Failed to update the event.')
  }
  const event = firstRowOr404(data as EventRow[] | null, 'Event not found.')
  await saveJoinLink(supabase, id, fields.joinUrl, 'The event was saved, but its join link could not be: try again.')
  return event
}

export async function setEventStatusRow(supabase: SupabaseServerClient, id: string, status: EventRow['status']): Promise<EventRow> {
  const { data, error } = await supabase.from('events').update({ status }).eq('id', id).select(eventColumns)
  if (error) {
    // events_cancelled: a cancelled event stays published, so its page can say it was cancelled.
    if (error.code === '23514' && error.message.includes('events_cancelled')) throw new HttpError(409, 'A cancelled event stays published: its page tells visitors it was cancelled.')
    fail('event-status-failed', error, 502, 'Failed to change the event’s status.')
  }
  return firstRowOr404(data as EventRow[] | null, 'Event not found.')
}

/**
 * 'Cancel event': a published event that was not cancelled and is not over is cancelled at `at`
 * (the one clock). The database tells its registrants (METHOD:CANCEL) and stops registration;
 * its page says so.
 */
export async function cancelEventRow(supabase: SupabaseServerClient, id: string, at: Date): Promise<EventRow> {
  const event = await selectEvent(supabase, id)
  if (event.cancelled_at) throw new HttpError(409, 'This event was already cancelled.')
  if (event.status !== 'published') throw new HttpError(409, 'Only a published event can be cancelled: a draft can be deleted.')
  if (eventPhase(event, at.getTime()) === 'past') throw new HttpError(409, 'This event is over: there is nothing to cancel.')
  const { data, error } = await supabase
    .from('events')
    .update({ cancelled_at: at.toISOString() })
    .eq('id', id)
    .is('cancelled_at', null)
    .select(eventColumns)
  if (error) fail('event-cancel-failed', error, 502, 'Failed to cancel the event.')
  const cancelled = (data ?? [])[0] as EventRow | undefined
  // Another save cancelled it between the two statements.
  if (!cancelled) throw new HttpError(409, 'This event was already cancelled.')
  return cancelled
}

/** A copy as a draft, the title kept (the next of a series), under a page address of its own. */
export async function duplicateEventRow(supabase: SupabaseServerClient, id: string): Promise<EventRow> {
  const original = await selectEvent(supabase, id)
  const slug = uniqueSlug(`${original.slug.replace(/-copy(-\d+)?$/, '')}-copy`, await takenSlugs(supabase))
  // The copy is a new calendar entry (SEQUENCE 0) that has not been cancelled.
  const { id: _id, created_at: _created, updated_at: _updated, sequence: _sequence, cancelled_at: _cancelled, ...rest } = original
  const { data, error } = await supabase.from('events').insert({ ...rest, slug, status: 'draft' }).select(eventColumns)
  if (error) fail('event-duplicate-failed', error, 502, 'Failed to duplicate the event.')
  return firstRowOr404(data as EventRow[] | null, 'Event not found.')
}

export async function deleteEventRow(supabase: SupabaseServerClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('events').delete().eq('id', id).select('id')
  if (error) {
    // ON DELETE RESTRICT (23001) or a plain foreign key (23503): the settings name it as the conference.
    if (error.code === '23001' || error.code === '23503') throw new HttpError(409, 'This event is the conference in Settings: choose another conference there before deleting it.')
    fail('event-delete-failed', error, 502, 'Failed to delete the event.')
  }
  firstRowOr404(data, 'Event not found.')
}

export function uploadEventBannerFile(supabase: SupabaseServerClient, file: File): Promise<string> {
  return uploadPublicImage(supabase, { bucket: EVENT_BANNERS_BUCKET, file, logEvent: 'event-banner-upload-failed', failure: 'Failed to upload image.' })
}

/* ------------------------------------------------------------------ admin: registrations */

export const registrationColumns = 'id, event_id, full_name, email, firm_name, status, created_at'

/** An event's registrations, oldest first (the waitlist's order). */
export async function selectRegistrations(supabase: SupabaseServerClient, eventId: string): Promise<Registration[]> {
  const { data, error } = await supabase
    .from('event_registrations')
    .select(registrationColumns)
    .eq('event_id', eventId)
    .order('created_at', { ascending: true })
  if (error) fail('registrations-load-failed', error, 502, 'Failed to load the registrations.')
  return (data ?? []) as Registration[]
}

/** Per registration, whether its confirmation (or waitlist mail) went out; admins only. */
export async function selectRegistrationMailStates(supabase: SupabaseServerClient, eventId: string): Promise<Record<string, RegistrationMailState>> {
  const { data, error } = await supabase.rpc('registration_mail_states', { event_id: eventId })
  if (error) fail('registrations-load-failed', error, 502, 'Failed to load the registrations.')
  return Object.fromEntries((data ?? []).map((row) => [row.registration_id, row.state as RegistrationMailState]))
}

/** Cancels a registration or moves someone up from the waitlist; a full event refuses with 409. */
export async function setRegistrationStatusRow(
  supabase: SupabaseServerClient,
  id: string,
  status: RegistrationStatus,
): Promise<Registration> {
  const { data, error } = await supabase.from('event_registrations').update({ status }).eq('id', id).select(registrationColumns)
  if (error) {
    if (error.message.startsWith('event_full')) throw new HttpError(409, 'The event is full: cancel a confirmed registration first.')
    fail('registration-update-failed', error, 502, 'Failed to update the registration.')
  }
  return firstRowOr404(data as Registration[] | null, 'Registration not found.')
}

/* ------------------------------------------------------------------ admin: settings */

/** Saves the settings: the conference's name, dates and zone (its event's row), and the offer's end. */
export async function saveSiteSettings(supabase: SupabaseServerClient, fields: SettingsFields): Promise<void> {
  const { data: rows, error } = await supabase.from('site_settings').select('conference_event_id')
  if (error) fail('settings-save-failed', error, 502, 'Failed to save the settings.')
  const conferenceId = firstRowOr404(rows, 'The site settings are missing.').conference_event_id
  const conference = await supabase
    .from('events')
    .update({ title: fields.conferenceName, starts_at: fields.conferenceStartsAt, ends_at: fields.conferenceEndsAt, time_zone: fields.conferenceTimeZone })
    .eq('id', conferenceId)
    .select('id')
  if (conference.error) fail('settings-save-failed', conference.error, 502, 'Failed to save the settings.')
  firstRowOr404(conference.data, 'The conference event is missing.')
  const settings = await supabase.from('site_settings').update({ offer_ends_on: fields.offerEndsOn }).eq('id', true).select('id')
  if (settings.error) fail('settings-save-failed', settings.error, 502, 'Failed to save the settings.')
  firstRowOr404(settings.data, 'The site settings are missing.')
}
