/**
 * Events as the site reads them, and the rules that follow from the clock: whether an event is
 * upcoming, happening, over or still to be dated; whether registration is open; the next
 * instant at which any of that changes; and how /events sorts them. Pure: `now` comes in.
 */
import type { EventFormat, RegistrationMode } from '~/domain/event-choices'
import type { EventStatus } from '~/domain/statuses'
import type { Tables } from './database.types'
import { describeWhen } from './event-time'


export type EventRow = Omit<Tables<'events'>, 'format' | 'status' | 'registration'> & {
  format: EventFormat
  status: EventStatus
  registration: RegistrationMode
}

/** An event as its form edits it: the row and, for staff only, its join link. */
export interface EditableEvent extends EventRow {
  join_url: string | null
}

/** An event in the admin list, with its join link and its registrations counted. */
export interface AdminEvent extends EditableEvent {
  confirmed: number
  waitlisted: number
  /** Over by the server's clock: nothing to cancel any more. */
  over: boolean
}

/** The columns of an event every page reads (admins read the same, with the row's times). */
export const eventColumns =
  'id, slug, title, summary, description, starts_at, ends_at, time_zone, format, venue, address, banner_url, registration, registration_url, capacity, registration_closes_at, status, sequence, cancelled_at, created_at, updated_at'

export type EventPhase = 'tba' | 'upcoming' | 'ongoing' | 'past'

type Dated = Pick<EventRow, 'starts_at' | 'ends_at'>

/** Where the event stands at `now`: no date yet, ahead, under way, or over (an event without an end is over once it starts). */
export function eventPhase(event: Dated, now: number): EventPhase {
  if (!event.starts_at) return 'tba'
  const start = Date.parse(event.starts_at)
  const end = event.ends_at ? Date.parse(event.ends_at) : start
  if (now < start) return 'upcoming'
  if (now < end) return 'ongoing'
  return 'past'
}

type Registrable = Dated & Pick<EventRow, 'registration' | 'registration_closes_at'> & Partial<Pick<EventRow, 'cancelled_at'>>

/** When registration closes: the close time staff set, else the start; null while the event has no date. */
export function registrationClosesAt(event: Registrable): number | null {
  const closes = event.registration_closes_at ?? event.starts_at
  return closes ? Date.parse(closes) : null
}

/**
 * What a visitor can do about registering at `now`: nothing ('none': the event takes no
 * registration, is over or was cancelled), follow the external link, register here ('open'),
 * or nothing any more ('closed': after the close time, before the end).
 */
export type RegistrationState = 'none' | 'external' | 'open' | 'closed'

export function registrationState(event: Registrable, now: number): RegistrationState {
  if (event.registration === 'none' || event.cancelled_at || eventPhase(event, now) === 'past') return 'none'
  const closes = registrationClosesAt(event)
  if (closes !== null && now >= closes) return 'closed'
  return event.registration === 'external' ? 'external' : 'open'
}

/** The instants at which what a page shows of this event changes. */
function boundariesOf(event: Registrable): number[] {
  return [event.starts_at, event.ends_at, event.registration_closes_at]
    .filter((value): value is string => value !== null)
    .map((value) => Date.parse(value))
}

/** The first instant after `now` at which any of these events changes phase or registration state; null when none will. */
export function nextBoundary(events: readonly Registrable[], now: number): number | null {
  const ahead = events.flatMap(boundariesOf).filter((instant) => instant > now)
  return ahead.length ? Math.min(...ahead) : null
}

/** How many past events /events still shows, under their own heading. */
export const RECENT_PAST_EVENTS = 3

/**
 * /events: upcoming events (and those under way) by start, then those whose date is to be
 * announced, then the few most recent past events, latest first.
 */
export function eventsPageSections<T extends Dated & Pick<EventRow, 'title'>>(events: readonly T[], now: number) {
  const byStart = (a: T, b: T) => Date.parse(a.starts_at!) - Date.parse(b.starts_at!)
  const endOf = (event: T) => Date.parse(event.ends_at ?? event.starts_at!)
  return {
    upcoming: events.filter((event) => ['upcoming', 'ongoing'].includes(eventPhase(event, now))).sort(byStart),
    toBeAnnounced: events.filter((event) => eventPhase(event, now) === 'tba').sort((a, b) => a.title.localeCompare(b.title, 'en')),
    recentPast: events
      .filter((event) => eventPhase(event, now) === 'past')
      .sort((a, b) => endOf(b) - endOf(a))
      .slice(0, RECENT_PAST_EVENTS),
  }
}

/** The date and time of an event in words, in its own zone; null while it has no date. */
export function eventWhen(event: Dated & Pick<EventRow, 'time_zone'>): { date: string; time: string } | null {
  return event.starts_at ? describeWhen(event.starts_at, event.ends_at, event.time_zone) : null
}

/* ------------------------------------------------------------------ slugs */

/** A page address made from a title: 'Wellness Thursday: Chair Yoga' → 'wellness-thursday-chair-yoga'. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return slug || 'event'
}

/** The first of `base`, `base-2`, `base-3`, ... that no event uses yet. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 75)}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

/* ------------------------------------------------------------------ text */

/** Plain text in paragraphs: blank lines separate them (pages render each as text, never as HTML). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** Whether a community invite page offers its roundtable's 'Reserve Your Spot' (registration elsewhere, at its link). */
export function roundtableReservable(roundtable: { registration: string; registrationUrl: string | null }): boolean {
  return roundtable.registration === 'external' && Boolean(roundtable.registrationUrl)
}
