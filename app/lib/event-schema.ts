/**
 * What an admin may send for an event and the settings, as valibot schemas shared by the
 * forms and the server functions (what a visitor sends to register is in submission-schema.ts). The database repeats the
 * limits as CHECK constraints (supabase/migrations).
 */
import * as v from 'valibot'
import { isCalendarDay } from './calendar-day'
import { instantFromWallTime, isTimeZone } from './event-time'
import { eventFormats, registrationModes } from '~/domain/event-choices'
import { eventStatuses, registrationStatuses } from '~/domain/statuses'
import { numberLimits } from '~/domain/number-limits'
import { textLimits } from '~/domain/text-limits'
import { recordVersionSchema } from './record-version'
import type { PostEventGroupSettings } from './post-event-group'

const eventTextLimits = textLimits.events

export const MAX_CAPACITY = numberLimits.events.capacity.max

const tooLong = (limit: number) => `must be at most ${limit} characters`
const text = (limit: number) => v.pipe(v.string('must be text'), v.trim(), v.maxLength(limit, tooLong(limit)))
const required = (limit: number) => v.pipe(text(limit), v.minLength(1, 'is required'))
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
/** A whole number as a form holds it ('12'), within a column's range; with `orEmpty`, '' (none) too. */
const wholeNumberIn = (range: { min: number; max: number }, { orEmpty = false } = {}) =>
  v.check(
    (value: string) => (orEmpty && value === '') || (/^\d+$/.test(value) && Number(value) >= range.min && Number(value) <= range.max),
    `must be a whole number from ${range.min} to ${range.max}`,
  )
/** A `datetime-local` value ('2026-12-10T11:30'), or '' for none. */
const wallTime = v.pipe(v.string('must be text'), v.check((value) => value === '' || WALL_TIME.test(value), 'must be a date and time'))
const webUrl = v.check((value: string) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'must be a web address starting with https://')
const rowId = v.pipe(v.string('is required'), v.uuid('must be a UUID'))

/** The event form's values, as the form holds them and the server receives them. */
export const eventInputSchema = v.pipe(
  v.object({
    title: required(eventTextLimits.title),
    slug: v.pipe(
      text(eventTextLimits.slug),
      v.check((value) => value === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value), 'may hold only lowercase letters, digits and single hyphens'),
    ),
    summary: text(eventTextLimits.summary),
    description: text(eventTextLimits.description),
    starts: wallTime,
    ends: wallTime,
    timeZone: v.pipe(v.string('is required'), v.check(isTimeZone, 'must be a known time zone')),
    format: v.picklist(eventFormats, 'is not one of the allowed choices'),
    venue: text(eventTextLimits.venue),
    address: text(eventTextLimits.address),
    /** How to join an online or hybrid event; kept apart from the event's row (staff and registrants only). Optional: none. */
    joinUrl: v.optional(text(textLimits.event_join_links.url), ''),
    bannerUrl: v.pipe(
      text(eventTextLimits.banner_url),
      v.check((value) => value === '' || /^(https?:\/\/|\/)[^\s]*$/.test(value), 'must be a web address or a path on this site'),
    ),
    registration: v.picklist(registrationModes, 'is not one of the allowed choices'),
    registrationUrl: v.pipe(text(eventTextLimits.registration_url), webUrl),
    capacity: v.pipe(
      v.string('must be text'),
      v.trim(),
      wholeNumberIn(numberLimits.events.capacity, { orEmpty: true }),
    ),
    registrationCloses: wallTime,
    status: v.picklist(eventStatuses, 'is not one of the allowed choices'),
  }),
  v.forward(
    v.check((input) => input.ends === '' || input.starts !== '', 'needs a start as well'),
    ['ends'],
  ),
  v.forward(
    v.check((input) => input.ends === '' || input.starts === '' || input.ends > input.starts, 'must be after the start'),
    ['ends'],
  ),
  v.forward(
    v.check((input) => input.registration !== 'external' || input.registrationUrl !== '', 'is required for registration on another site'),
    ['registrationUrl'],
  ),
  // An in-person event has no join link (the field is hidden, and whatever it holds is dropped).
  v.forward(
    v.check((input) => input.format === 'in_person' || input.joinUrl === '' || /^https?:\/\/[^\s]+$/.test(input.joinUrl), 'must be a web address starting with https://'),
    ['joinUrl'],
  ),
  v.forward(
    v.check(
      (input) => input.registrationCloses === '' || input.starts === '' || input.registrationCloses <= input.starts,
      'must be no later than the start',
    ),
    ['registrationCloses'],
  ),
)

export type EventInput = v.InferInput<typeof eventInputSchema>

/** What the server writes: the form's values with its wall-clock times as instants in the event's zone. */
export interface EventFields {
  title: string
  slug: string
  summary: string
  description: string
  startsAt: string | null
  endsAt: string | null
  timeZone: string
  format: (typeof eventFormats)[number]
  venue: string
  address: string
  /** '' for none, and for an in-person event. */
  joinUrl: string
  bannerUrl: string
  registration: (typeof registrationModes)[number]
  registrationUrl: string
  capacity: number | null
  registrationClosesAt: string | null
  status: (typeof eventStatuses)[number]
}

export function eventFieldsFrom(input: v.InferOutput<typeof eventInputSchema>): EventFields {
  const instant = (wall: string) => (wall === '' ? null : instantFromWallTime(wall, input.timeZone))
  return {
    title: input.title,
    slug: input.slug,
    summary: input.summary,
    description: input.description,
    startsAt: instant(input.starts),
    endsAt: instant(input.ends),
    timeZone: input.timeZone,
    format: input.format,
    venue: input.venue,
    address: input.address,
    joinUrl: input.format === 'in_person' ? '' : input.joinUrl,
    bannerUrl: input.bannerUrl,
    registration: input.registration,
    registrationUrl: input.registrationUrl,
    capacity: input.capacity === '' ? null : Number(input.capacity),
    registrationClosesAt: instant(input.registrationCloses),
    status: input.status,
  }
}

/** A wall-clock time of the form, when given, exists in the zone (not February 30, not 25:00). */
const realIn = (wall: string, timeZone: string) => wall === '' || instantFromWallTime(wall, timeZone) !== null
const notReal = 'is not a real date and time'

const realWallTimes = v.pipe(
  eventInputSchema,
  v.forward(v.check((input) => realIn(input.starts, input.timeZone), notReal), ['starts']),
  v.forward(v.check((input) => realIn(input.ends, input.timeZone), notReal), ['ends']),
  v.forward(v.check((input) => realIn(input.registrationCloses, input.timeZone), notReal), ['registrationCloses']),
)

/** The server's input: the form's values, with their wall-clock times as instants. */
export const eventFieldsSchema = v.pipe(realWallTimes, v.transform(eventFieldsFrom))

export const updateEventSchema = v.pipe(
  v.object({ id: rowId, version: recordVersionSchema, fields: realWallTimes }),
  v.transform(({ id, version, fields }) => ({ id, version, fields: eventFieldsFrom(fields) })),
)

export const eventIdSchema = v.object({ id: rowId })
export const eventStatusSchema = v.object({ id: rowId, status: v.picklist(eventStatuses, 'is not a known status') })
export const eventSlugSchema = v.object({ slug: v.pipe(v.string('is required'), v.maxLength(eventTextLimits.slug, tooLong(eventTextLimits.slug))) })
export const registrationStatusSchema = v.object({ id: rowId, status: v.picklist(registrationStatuses, 'is not a known status') })

/* ------------------------------------------------------------------ settings */

const figureLimits = textLimits.site_settings

/** The settings form's values: the conference's name, dates and zone, the offer's last day, and the site's figures (plain text, as '948+'). */
export const settingsInputSchema = v.pipe(
  v.object({
    conferenceName: required(eventTextLimits.title),
    conferenceStarts: v.pipe(wallTime, v.minLength(1, 'is required')),
    conferenceEnds: v.pipe(wallTime, v.minLength(1, 'is required')),
    conferenceTimeZone: v.pipe(v.string('is required'), v.check(isTimeZone, 'must be a known time zone')),
    offerEnds: v.pipe(
      v.string('is required'),
      v.minLength(1, 'is required'),
      v.check(isCalendarDay, 'must be a date'),
    ),
    communitySize: required(figureLimits.community_size),
    /** Empty: /perks states the community size. */
    activeMembers: text(figureLimits.active_members),
    /** Empty: the speakers' pages invite to no post-event group. */
    postEventFirstSession: v.pipe(v.string('must be text'), v.check((value) => value === '' || isCalendarDay(value), 'must be a date')),
    postEventSessions: v.pipe(
      v.string('must be text'),
      v.trim(),
      wholeNumberIn(numberLimits.site_settings.post_event_sessions),
    ),
    postEventTime: text(figureLimits.post_event_time),
    postEventRecordings: v.boolean('must be true or false'),
  }),
  v.forward(
    v.check((input) => input.conferenceEnds > input.conferenceStarts, 'must be after the start'),
    ['conferenceEnds'],
  ),
  v.forward(
    v.check((input) => input.postEventFirstSession === '' || input.postEventTime !== '', 'is required for a post-event group'),
    ['postEventTime'],
  ),
)
export type SettingsInput = v.InferInput<typeof settingsInputSchema>

export interface SettingsFields {
  conferenceName: string
  conferenceStartsAt: string
  conferenceEndsAt: string
  conferenceTimeZone: string
  offerEndsOn: string
  communitySize: string
  /** null: /perks states the community size. */
  activeMembers: string | null
  postEventGroup: PostEventGroupSettings
}

export const settingsFieldsSchema = v.pipe(
  settingsInputSchema,
  v.forward(
    v.check(
      (input) => [input.conferenceStarts, input.conferenceEnds].every((wall) => instantFromWallTime(wall, input.conferenceTimeZone) !== null),
      'is not a real date and time',
    ),
    ['conferenceStarts'],
  ),
  v.transform(
    (input): SettingsFields => ({
      conferenceName: input.conferenceName,
      conferenceStartsAt: instantFromWallTime(input.conferenceStarts, input.conferenceTimeZone)!,
      conferenceEndsAt: instantFromWallTime(input.conferenceEnds, input.conferenceTimeZone)!,
      conferenceTimeZone: input.conferenceTimeZone,
      offerEndsOn: input.offerEnds,
      communitySize: input.communitySize,
      activeMembers: input.activeMembers === '' ? null : input.activeMembers,
      postEventGroup: {
        firstSession: input.postEventFirstSession === '' ? null : input.postEventFirstSession,
        sessions: Number(input.postEventSessions),
        time: input.postEventTime,
        recordings: input.postEventRecordings,
      },
    }),
  ),
)
