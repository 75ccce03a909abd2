/**
 * Events, registrations and the site settings in the database: what public pages read (as the
 * anon role: published events only), what admins change (as themselves: RLS decides), and
 * registration through register_for_event(), which decides seat or waitlist in Postgres.
 */
import { describeDate, endOfDayInstant } from '~/lib/event-time'
import type { RegistrationStatus } from '~/domain/statuses'
import { eventColumns, eventPhase, slugFromTitle, uniqueSlug, type AdminEvent, type EditableEvent, type EventRow } from '~/lib/events'
import type { AdminRegistration, Registration, RegistrationMailState } from '~/lib/event-registrations'
import type { EventFields, SettingsFields } from '~/lib/event-schema'
import type { PostEventGroupSettings } from '~/lib/post-event-group'
import type { RegistrationSubmission } from '~/lib/submission-schema'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import type { adminLists } from '~/lib/admin-lists'
import type { ListInput, ListPage } from '~/lib/record-list-input'
import { failWith as fail, firstRowOr404, savedRowOr409 } from './db-failure'
import { refusal } from './refusals'
import { countOf, everyRow, ordered, pageOf, searched, type Order } from './record-lists.server'
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
  /** The site's figures, as staff wrote them: the community size, and the active members (null: the community size stands in). */
  communitySize: string
  activeMembers: string | null
  postEventGroup: PostEventGroupSettings
}

/** The site's figures as pages state them: /perks shows the community size when no active-member figure is set. */
export interface SiteFigures {
  communitySize: string
  activeMembers: string
}

/** The site's figures (the home, story and perks pages). */
export async function selectSiteFigures(supabase: SupabaseServerClient): Promise<SiteFigures> {
  const { data, error } = await supabase.from('site_settings').select('community_size, active_members')
  if (error) fail('settings-load-failed', error, 502, 'The settings could not be loaded just now.')
  const row = data?.[0]
  if (!row) throw new HttpError(500, 'The site settings are missing.')
  return { communitySize: row.community_size, activeMembers: row.active_members ?? row.community_size }
}

/** The settings, with the conference's event (null when visitors cannot see it, as a draft). */
export async function selectSiteSettings(supabase: SupabaseServerClient): Promise<SiteSettings> {
  const { data, error } = await supabase
    .from('site_settings')
    .select('conference_event_id, offer_ends_on, community_size, active_members, post_event_first_session, post_event_sessions, post_event_time, post_event_recordings')
  if (error) fail('settings-load-failed', error, 502, 'The settings could not be loaded just now.')
  const row = data?.[0]
  if (!row) throw new HttpError(500, 'The site settings are missing.')
  const { data: events, error: eventError } = await supabase.from('events').select(eventColumns).eq('id', row.conference_event_id)
  if (eventError) fail('settings-load-failed', eventError, 502, 'The settings could not be loaded just now.')
  return {
    offerEndsOn: row.offer_ends_on,
    conference: ((events ?? [])[0] as EventRow | undefined) ?? null,
    communitySize: row.community_size,
    activeMembers: row.active_members,
    postEventGroup: {
      firstSession: row.post_event_first_session,
      sessions: row.post_event_sessions,
      time: row.post_event_time,
      recordings: row.post_event_recordings,
    },
  }
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
 * (closed), with nothing stored, each with its code.
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
  // Refused (registration_closed, registration_unavailable): the database's code names it (app/server/refusals.ts).
  if (error) fail('registration-failed', error, 502, 'Your registration could not be stored just now. Please try again.')
  const result = data as { outcome: RegistrationStatus | 'already_registered'; repeat: boolean }
  // A repeat of a registration an admin has since cancelled still stores nothing new.
  const outcome: RegistrationOutcome = result.outcome === 'cancelled' ? 'already_registered' : result.outcome
  return { outcome, repeat: result.repeat || outcome === 'already_registered' }
}

/* ------------------------------------------------------------------ admin: events */

export type EventListInput = ListInput<typeof adminLists.events>

const eventOrders: Record<EventListInput['sort'], readonly Order[]> = {
  date: [['starts_at', { ascending: false, nullsFirst: true }], ['id', { ascending: false }]],
  title: [['title', { ascending: true }], ['id', { ascending: true }]],
}

/**
 * A page of every event, drafts too (latest start first, undated ones before), found by title
 * or page address, each with its registrations counted (event_registration_counts(), which
 * staff may call: the registrations themselves, names and e-mails, are admins'); with how many
 * of those that match are published.
 */
export async function selectEventsPage(supabase: SupabaseServerClient, input: EventListInput, now: number): Promise<ListPage<AdminEvent, { published: number }>> {
  const { search, status } = input.filters
  const matching = (head = false) => {
    const query = supabase.from('events').select(eventColumns, { count: 'exact', head })
    return searched(status ? query.eq('status', status) : query, ['title', 'slug'], search)
  }
  const failure = { event: 'events-admin-load-failed', message: 'Failed to load events.' }
  const [page, published] = await Promise.all([
    pageOf(() => ordered(matching(), eventOrders[input.sort]), input, failure),
    countOf(matching(true).eq('status', 'published'), failure),
  ])
  const events = page.rows as EventRow[]
  const [counts, links] = events.length
    ? await Promise.all([
        supabase.rpc('event_registration_counts'),
        supabase.from('event_join_links').select('event_id, url').in('event_id', events.map((event) => event.id)),
      ])
    : [{ data: [], error: null }, { data: [], error: null }]
  const error = counts.error ?? links.error
  if (error) fail(failure.event, error, 502, failure.message)
  const byEvent = new Map((counts.data ?? []).map((count) => [count.event_id, count]))
  const joinUrls = new Map((links.data ?? []).map((link) => [link.event_id, link.url]))
  const rows = events.map((event) => ({
    ...event,
    join_url: joinUrls.get(event.id) ?? null,
    confirmed: byEvent.get(event.id)?.confirmed ?? 0,
    waitlisted: byEvent.get(event.id)?.waitlisted ?? 0,
    over: eventPhase(event, now) === 'past',
  }))
  return { rows, total: page.total, page: input.page, pageSize: input.pageSize, extra: { published } }
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

/** The one unique column an admin writes is the slug: a duplicate is a page address already taken (409 naming the field). */
const slugTaken = { duplicate: 'slug_taken' } as const

export async function insertEvent(supabase: SupabaseServerClient, fields: EventFields): Promise<EventRow> {
  const slug = fields.slug || uniqueSlug(slugFromTitle(fields.title), await takenSlugs(supabase))
  const { data, error } = await supabase.from('events').insert({ ...toRow(fields), slug }).select(eventColumns)
  if (error) fail('event-create-failed', error, 502, 'Failed to create the event.', slugTaken)
  const event = firstRowOr404(data as EventRow[] | null, 'Event not found.')
  try {
    await saveJoinLink(supabase, event.id, fields.joinUrl, 'Failed to create the event.')
  } catch (linkFailure) {
    // The event goes too, so the form's next Save makes one event, not a second one.
    const { error: undone } = await supabase.from('events').delete().eq('id', event.id)
    if (undone) fail('event-create-undo-failed', undone, 502, 'The event was created, but its join link could not be saved: edit it to try again.')
    throw linkFailure
  }
  return event
}

/**
 * Saves an event from its form, while it is still `version` when one is given (its join link
 * too: a stale form would put an old link back and mail it to the registrants).
 */
export async function updateEventRow(supabase: SupabaseServerClient, id: string, fields: EventFields, version?: string): Promise<EventRow> {
  const slug = fields.slug || (await selectEvent(supabase, id)).slug
  const update = supabase.from('events').update({ ...toRow(fields), slug }).eq('id', id)
  const { data, error } = await (version ? update.eq('updated_at', version) : update).select(eventColumns)
  if (error) fail('event-update-failed', error, 502, 'Failed to update the event.', slugTaken)
  const event = await savedRowOr409(data as EventRow[] | null, version, () => supabase.from('events').select('id').eq('id', id), 'Event not found.')
  // The row is saved (a new version): the form that sent it is out of date, so it is opened again.
  await saveJoinLink(supabase, id, fields.joinUrl, 'The event was saved, but its join link could not be: close the form, open the event again and save the link.')
  return event
}

export async function setEventStatusRow(supabase: SupabaseServerClient, id: string, status: EventRow['status']): Promise<EventRow> {
  const { data, error } = await supabase.from('events').update({ status }).eq('id', id).select(eventColumns)
  if (error) fail('event-status-failed', error, 502, 'Failed to change the event’s status.')
  return firstRowOr404(data as EventRow[] | null, 'Event not found.')
}

/**
 * 'Cancel event': a published event that was not cancelled and is not over is cancelled at `at`
 * (the one clock); anything else is refused (409, conflict). The database tells its
 * registrants (METHOD:CANCEL) and stops registration; its page says so.
 */
export async function cancelEventRow(supabase: SupabaseServerClient, id: string, at: Date): Promise<EventRow> {
  const event = await selectEvent(supabase, id)
  if (event.cancelled_at) throw refusal('conflict', 'This event was already cancelled.')
  if (event.status !== 'published') throw refusal('conflict', 'Only a published event can be cancelled: a draft can be deleted.')
  if (eventPhase(event, at.getTime()) === 'past') throw refusal('conflict', 'This event is over: there is nothing to cancel.')
  const { data, error } = await supabase
    .from('events')
    .update({ cancelled_at: at.toISOString() })
    .eq('id', id)
    .is('cancelled_at', null)
    .select(eventColumns)
  if (error) fail('event-cancel-failed', error, 502, 'Failed to cancel the event.')
  const cancelled = (data ?? [])[0] as EventRow | undefined
  // Another save cancelled it between the two statements.
  if (!cancelled) throw refusal('conflict', 'This event was already cancelled.')
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
  // The one row that references an event and is not deleted with it is the settings' conference.
  if (error) fail('event-delete-failed', error, 502, 'Failed to delete the event.', { in_use: 'conference_in_use' })
  firstRowOr404(data, 'Event not found.')
}

export function uploadEventBannerFile(supabase: SupabaseServerClient, file: File): Promise<string> {
  return uploadPublicImage(supabase, { bucket: EVENT_BANNERS_BUCKET, file, logEvent: 'event-banner-upload-failed', failure: 'Failed to upload image.' })
}

/* ------------------------------------------------------------------ admin: registrations */

export const registrationColumns = 'id, event_id, full_name, email, firm_name, status, created_at'

export type RegistrationListInput = ListInput<typeof adminLists.registrations> & { eventId: string }

const registrationOrders: Record<RegistrationListInput['sort'], readonly Order[]> = {
  registered: [['created_at', { ascending: true }], ['id', { ascending: true }]],
  name: [['full_name', { ascending: true }], ['id', { ascending: true }]],
}

function matchingRegistrations(supabase: SupabaseServerClient, input: Pick<RegistrationListInput, 'eventId' | 'filters'>) {
  const query = supabase.from('event_registrations').select(registrationColumns, { count: 'exact' }).eq('event_id', input.eventId)
  return searched(input.filters.status ? query.eq('status', input.filters.status) : query, ['full_name', 'email'], input.filters.search)
}

const registrationsFailure = { event: 'registrations-load-failed', message: 'Failed to load the registrations.' }

/** The event's registrations seated and waiting (whatever the filters), for the page's counts. */
async function registrationCounts(supabase: SupabaseServerClient, eventId: string): Promise<{ confirmed: number; waitlisted: number }> {
  // One row per event with registrations; PostgREST cannot filter this function's table by its columns.
  const { data, error } = await supabase.rpc('event_registration_counts')
  if (error) fail(registrationsFailure.event, error, 502, registrationsFailure.message)
  const counts = (data ?? []).find((row) => row.event_id === eventId)
  return { confirmed: counts?.confirmed ?? 0, waitlisted: counts?.waitlisted ?? 0 }
}

/** A page of an event's registrations (oldest first: the waitlist's order), with the event and its seats taken and waiting. */
export async function selectRegistrationsPage(
  supabase: SupabaseServerClient,
  input: RegistrationListInput,
): Promise<ListPage<AdminRegistration, { event: EventRow; confirmed: number; waitlisted: number }>> {
  const [event, counts, page, mailStates] = await Promise.all([
    selectEvent(supabase, input.eventId),
    registrationCounts(supabase, input.eventId),
    pageOf(() => ordered(matchingRegistrations(supabase, input), registrationOrders[input.sort]), input, registrationsFailure),
    selectRegistrationMailStates(supabase, input.eventId),
  ])
  const rows = (page.rows as Registration[]).map((row) => ({ ...row, mail_state: mailStates.get(row.id) ?? null }))
  return { rows, total: page.total, page: input.page, pageSize: input.pageSize, extra: { event, ...counts } }
}

/** Per registration of the event, whether its confirmation (or waitlist mail) went out; admins only. */
async function selectRegistrationMailStates(supabase: SupabaseServerClient, eventId: string): Promise<Map<string, RegistrationMailState>> {
  const { data, error } = await supabase.rpc('registration_mail_states', { event_id: eventId })
  if (error) fail(registrationsFailure.event, error, 502, registrationsFailure.message)
  return new Map((data ?? []).map((row) => [row.registration_id, row.state as RegistrationMailState]))
}

/** Every registration of the event that the filters match, in the list's order (the CSV export). */
export async function selectEveryRegistration(supabase: SupabaseServerClient, input: Omit<RegistrationListInput, 'page' | 'pageSize'>): Promise<Registration[]> {
  return (await everyRow(() => ordered(matchingRegistrations(supabase, input), registrationOrders[input.sort]), registrationsFailure)) as Registration[]
}

/** Cancels a registration or moves someone up from the waitlist; a full event refuses with 409 (event_full). */
export async function setRegistrationStatusRow(
  supabase: SupabaseServerClient,
  id: string,
  status: RegistrationStatus,
): Promise<Registration> {
  const { data, error } = await supabase.from('event_registrations').update({ status }).eq('id', id).select(registrationColumns)
  // A full event is refused by the database (event_full).
  if (error) fail('registration-update-failed', error, 502, 'Failed to update the registration.')
  return firstRowOr404(data as Registration[] | null, 'Registration not found.')
}

/* ------------------------------------------------------------------ admin: settings */

/**
 * Saves the settings: the conference's name, dates and zone (its event's row), the offer's end,
 * the site's figures and the post-event group, in one database call, so a failure leaves both rows as they were.
 */
export async function saveSiteSettings(supabase: SupabaseServerClient, fields: SettingsFields): Promise<void> {
  const { data, error } = await supabase.rpc('save_site_settings', {
    conference_name: fields.conferenceName,
    conference_starts_at: fields.conferenceStartsAt,
    conference_ends_at: fields.conferenceEndsAt,
    conference_time_zone: fields.conferenceTimeZone,
    offer_ends_on: fields.offerEndsOn,
    community_size: fields.communitySize,
    // Left out (null): /perks states the community size.
    active_members: fields.activeMembers ?? undefined,
    post_event_first_session: fields.postEventGroup.firstSession ?? undefined,
    post_event_sessions: fields.postEventGroup.sessions,
    post_event_time: fields.postEventGroup.time,
    post_event_recordings: fields.postEventGroup.recordings,
  })
  // The schema checks what the tables' CHECK constraints check: a value they refuse anyway is a 400.
  if (error) fail('settings-save-failed', error, 502, 'Failed to save the settings.', { invalid_value: 'invalid_value' })
  if (data === 'settings_missing') throw new HttpError(404, 'The site settings are missing.')
  if (data === 'conference_missing') throw new HttpError(404, 'The conference event is missing.')
}
