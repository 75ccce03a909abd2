/**
 * The site's content as staff edit it in /admin/content: what each kind's entry may be, as the
 * admin form checks it and the server functions refuse it (400 naming the field, nothing
 * stored), with the same limits as the database's checks
 * (supabase/migrations/20261128100000_site_content.sql); the form's values and the fields
 * they save; the rows' shape. One set of rules per kind, one shape for all of them.
 */
import * as v from 'valibot'
import {
  contentListLimits,
  contentStatuses,
  contentTables,
  faqCategories,
  faqPlaces,
  type ContentTable,
  type FaqPlace,
} from '~/domain/site-content'
import { numberLimits } from '~/domain/number-limits'
import { textLimits } from '~/domain/text-limits'
import type { Tables } from './database.types'
import { instantFromWallTime, wallTimeOf } from './event-time'
import { isCalendarDay } from './calendar-day'
import { recordVersionSchema } from './record-version'

export { contentTables, type ContentTable }

/** A row of each content table, as the admin list reads it. */
export type ContentRows = { [T in ContentTable]: Tables<T> }
export type ContentRow<T extends ContentTable = ContentTable> = ContentRows[T]

/** The page of the site each FAQ place is. */
export const faqPlacePaths: Record<FaqPlace, string> = {
  academy: '/academy',
  home: '/',
  membership: '/membership',
  rightnow: '/rightnow',
  securityhub: '/securityhub',
}

export function isFaqPlace(value: unknown): value is FaqPlace {
  return typeof value === 'string' && Object.hasOwn(faqPlacePaths, value)
}

/** An entry's neighbours in the list as staff see it (its filters applied): the entries Move up and Move down pass. */
export interface ContentNeighbours {
  up: string | null
  down: string | null
}

/**
 * What a kind's admin list says besides its rows: how many that match are published, and each
 * row's neighbours in the filtered list (across the page's edges too); none when the list cannot
 * be put in order as shown (the FAQ before a page is chosen: its entries belong to several pages).
 */
export interface ContentListExtra {
  published: number
  neighbours: Record<string, ContentNeighbours> | null
}

const required = (max: number) =>
  v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(max, `must be at most ${max} characters`))
const optional = (max: number) => v.pipe(v.string('must be text'), v.trim(), v.maxLength(max, `must be at most ${max} characters`))

/** A list of short texts: each one given, at most `length` characters, at most `items` of them. */
const lines = ({ items, length }: { items: number; length: number }) =>
  v.pipe(
    v.array(
      v.pipe(v.string('must be text'), v.trim(), v.minLength(1, 'must not have an empty line'), v.maxLength(length, `must have lines of at most ${length} characters`)),
      'must be a list',
    ),
    v.maxLength(items, `must have at most ${items} lines`),
  )

const dayRange = numberLimits.agenda_sessions.day
const day = v.pipe(
  v.number('must be a day number'),
  v.integer('must be a whole number'),
  v.minValue(dayRange.min, `must be ${dayRange.min} or more`),
  v.maxValue(dayRange.max, `must be ${dayRange.max} or less`),
)

/** A local time of the conference's day ('09:30'; the database's '09:30:00' too). */
const time = v.pipe(v.string('is required'), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, 'must be a time (hours and minutes)'))

const status = v.picklist(contentStatuses, 'must be draft or published')
/** When a published entry appears: null at once, else an instant (ISO 8601). */
const publishAt = v.nullable(
  v.pipe(v.string('must be a date and time'), v.isoTimestamp('must be a date and time'), v.check((value) => isCalendarDay(value.slice(0, 10)), 'must be a date and time')),
)

const photoUrl = v.nullable(
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.maxLength(textLimits.speakers.photo_url, `must be at most ${textLimits.speakers.photo_url} characters`),
    v.regex(/^(https?:\/\/\S+|\/[^/\s]\S*)$/, 'must be an http(s) address or a path on this site'),
  ),
)

const limits = textLimits
/** Each kind's fields, without its life (status, publish time), position and example mark. */
const kindEntries = {
  faq_entries: {
    question: required(limits.faq_entries.question),
    answer: required(limits.faq_entries.answer),
    category: v.picklist(faqCategories, 'must be one of the FAQ categories'),
    places: v.pipe(
      v.array(v.picklist(faqPlaces, 'must be a known place'), 'must be a list'),
      v.minLength(1, 'must have at least one place'),
      v.check((places) => new Set(places).size === places.length, 'must name each place once'),
    ),
  },
  testimonials: {
    quote: required(limits.testimonials.quote),
    author: required(limits.testimonials.author),
    role: optional(limits.testimonials.role),
  },
  perks: {
    title: required(limits.perks.title),
    description: optional(limits.perks.description),
    discount: required(limits.perks.discount),
    savings: optional(limits.perks.savings),
    category: required(limits.perks.category),
    features: lines(contentListLimits.perks.features),
  },
  speakers: {
    slug: v.pipe(
      v.string('is required'),
      v.trim(),
      v.minLength(1, 'is required'),
      v.maxLength(limits.speakers.slug, `must be at most ${limits.speakers.slug} characters`),
      v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens'),
    ),
    name: required(limits.speakers.name),
    title: optional(limits.speakers.title),
    firm: optional(limits.speakers.firm),
    photo_url: photoUrl,
    session_title: required(limits.speakers.session_title),
    stage: optional(limits.speakers.stage),
    session_day: day,
    session_starts_at: time,
    session_ends_at: time,
    abstract: optional(limits.speakers.abstract),
    takeaways: lines(contentListLimits.speakers.takeaways),
  },
  agenda_sessions: {
    day,
    starts_at: time,
    title: required(limits.agenda_sessions.title),
    description: optional(limits.agenda_sessions.description),
  },
} as const satisfies Record<ContentTable, v.ObjectEntries>

const lifeEntries = { status, publish_at: publishAt }

/** 'HH:MM' of a time, whether or not it has seconds. */
const minutesOf = (value: string) => value.slice(0, 5)

/** Each kind's fields as one object, with the rules between them (a session ends after it starts). */
function kindSchema<T extends ContentTable>(table: T) {
  const object = v.object({ ...kindEntries[table], ...lifeEntries })
  if (table !== 'speakers') return object
  return v.pipe(
    object,
    v.forward(
      v.partialCheck(
        [['session_starts_at'], ['session_ends_at']],
        (input: { session_starts_at: string; session_ends_at: string }) => minutesOf(input.session_starts_at) < minutesOf(input.session_ends_at),
        'must be after the start time',
      ),
      ['session_ends_at'],
    ),
  ) as unknown as typeof object
}

export const contentFieldsSchemas = {
  faq_entries: kindSchema('faq_entries'),
  testimonials: kindSchema('testimonials'),
  perks: kindSchema('perks'),
  speakers: kindSchema('speakers'),
  agenda_sessions: kindSchema('agenda_sessions'),
}

/** What a save of each kind writes: its fields, its status and publish time. */
export type ContentFields<T extends ContentTable = ContentTable> = v.InferOutput<(typeof contentFieldsSchemas)[T]>
/** Every field a save writes, by kind (what History names). */
export const contentFieldNames = Object.fromEntries(
  contentTables.map((table) => [table, [...Object.keys(kindEntries[table]), 'status', 'publish_at']]),
) as unknown as { [T in ContentTable]: readonly (keyof ContentFields<T> & string)[] }

export const contentIdSchema = v.pipe(v.string('is required'), v.uuid('must be a valid id'))
const kindSchemaOf = v.picklist(contentTables, 'is not a kind of content')

/** Each kind's save, flat (`{ kind, id?, question, ... }`), so a refusal names the field itself. */
function saveVariant(withId: boolean) {
  const options = contentTables.map((table) =>
    v.object({ kind: v.literal(table), ...(withId ? { id: contentIdSchema, version: recordVersionSchema } : {}), ...kindEntries[table], ...lifeEntries }),
  )
  // The one rule between fields (a speaker's session ends after it starts), as the kind's own schema says it.
  const variant = v.variant('kind', options as unknown as [v.ObjectSchema<{ kind: v.LiteralSchema<ContentTable, undefined> }, undefined>], 'is not a kind of content')
  return v.pipe(
    variant as unknown as v.GenericSchema<unknown, Record<string, string>>,
    v.forward(
      v.partialCheck(
        [['kind'], ['session_starts_at'], ['session_ends_at']],
        (input: Record<string, string>) => input.kind !== 'speakers' || minutesOf(input.session_starts_at ?? '') < minutesOf(input.session_ends_at ?? ''),
        'must be after the start time',
      ),
      ['session_ends_at'],
    ),
  )
}

/** A new entry: `{ kind, ...fields }`. */
export const createContentSchema = saveVariant(false) as unknown as v.GenericSchema<unknown, { kind: ContentTable } & ContentFields>
/** An entry saved again from its form: `{ kind, id, ...fields }`. */
export const updateContentSchema = saveVariant(true) as unknown as v.GenericSchema<unknown, { kind: ContentTable; id: string; version?: string } & ContentFields>
export const contentEntrySchema = v.object({ kind: kindSchemaOf, id: contentIdSchema })
export const setContentStatusSchema = v.object({ kind: kindSchemaOf, id: contentIdSchema, status })
/** Move an entry up (just before `neighbour`) or down (just after it): the neighbour is the one staff see it pass. */
export const moveContentSchema = v.object({ kind: kindSchemaOf, id: contentIdSchema, direction: v.picklist(['up', 'down'], 'must be up or down'), neighbour: contentIdSchema })
export const restoreContentSchema = v.object({ kind: kindSchemaOf, id: contentIdSchema, version: contentIdSchema })

/** The fields of a kind from a save's input or a version's snapshot (the rest left behind). */
export function pickFields<T extends ContentTable>(table: T, from: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(contentFieldNames[table].map((name) => [name, from[name]]))
}

/** A save's fields as the row's columns: optional empty texts stay '' (the columns say so), an empty photo is none. */
export function contentFieldsToRow<T extends ContentTable>(table: T, fields: ContentFields<T>): Record<string, unknown> {
  const row = pickFields(table, fields as Record<string, unknown>)
  if (table === 'speakers') row.photo_url = row.photo_url || null
  return row
}

/** One version of an entry, as History lists it. */
export interface ContentVersion {
  id: string
  at: string
  actor: string
  changed: string[]
  /** The entry's first save (its `changed` names every field). */
  first: boolean
}

// ---------------------------------------------------------------------------
// The admin form's values
// ---------------------------------------------------------------------------

/** What the form holds: texts as typed, a list one item a line, a day as typed, the publish time on the site's clock. */
export type ContentFormValues = Record<string, string | boolean | string[]>

/** The fields a kind's form edits as one text a line. */
const lineFields: Partial<Record<ContentTable, readonly string[]>> = { perks: ['features'], speakers: ['takeaways'] }
const dayFields: Partial<Record<ContentTable, readonly string[]>> = { speakers: ['session_day'], agenda_sessions: ['day'] }
const timeFields: Partial<Record<ContentTable, readonly string[]>> = { speakers: ['session_starts_at', 'session_ends_at'], agenda_sessions: ['starts_at'] }

/** A new entry's first values: an empty draft, shown at once when published. */
const emptyValues: { [T in ContentTable]: ContentFormValues } = {
  faq_entries: { question: '', answer: '', category: 'general', places: ['academy'] },
  testimonials: { quote: '', author: '', role: '' },
  perks: { title: '', description: '', discount: '', savings: '', category: '', features: '' },
  speakers: { slug: '', name: '', title: '', firm: '', photo_url: '', session_title: '', stage: '', session_day: '1', session_starts_at: '09:00', session_ends_at: '10:00', abstract: '', takeaways: '' },
  agenda_sessions: { day: '1', starts_at: '09:00', title: '', description: '' },
}

/** The form's first values: an empty draft, or the row's (its publish time as a wall time in `timeZone`). */
export function contentFormValues(table: ContentTable, row: Readonly<Record<string, unknown>> | null, timeZone: string): ContentFormValues {
  if (!row) return { ...emptyValues[table], status: 'draft', publish_at: '' }
  const values: ContentFormValues = {}
  for (const name of contentFieldNames[table]) {
    const value = row[name]
    if (name === 'publish_at') values[name] = typeof value === 'string' ? wallTimeOf(value, timeZone) : ''
    else if (lineFields[table]?.includes(name)) values[name] = Array.isArray(value) ? value.join('\n') : ''
    else if (dayFields[table]?.includes(name)) values[name] = String(value ?? '')
    else if (timeFields[table]?.includes(name)) values[name] = typeof value === 'string' ? minutesOf(value) : ''
    else if (Array.isArray(value)) values[name] = value.map(String)
    else values[name] = value === null || value === undefined ? '' : (value as string)
  }
  return values
}

/**
 * The fields to save from the form: lines split (blank lines dropped), the day a number (not
 * one: NaN, which the schema refuses), no photo null, the publish time read in `timeZone`
 * (empty: at once; not a time: the text, which the schema refuses).
 */
export function contentFieldsFromForm(table: ContentTable, values: ContentFormValues, timeZone: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const name of contentFieldNames[table]) {
    const value = values[name]
    if (name === 'publish_at') {
      const wall = String(value ?? '').trim()
      fields[name] = wall === '' ? null : (instantFromWallTime(wall, timeZone) ?? wall)
    } else if (lineFields[table]?.includes(name)) {
      fields[name] = String(value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    } else if (dayFields[table]?.includes(name)) {
      const text = String(value ?? '').trim()
      fields[name] = /^\d+$/.test(text) ? Number(text) : Number.NaN
    } else if (name === 'photo_url') {
      // No photo: the speaker's initials.
      fields[name] = String(value ?? '').trim() || null
    } else fields[name] = value
  }
  return fields
}

/** A Standard Schema (what the form takes as its validator) of a kind's form values. */
export interface ContentFormSchema {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (value: unknown) => { readonly value: ContentFormValues; readonly issues?: undefined } | { readonly issues: readonly { message: string; path: [string] }[] }
  }
}

/**
 * The form's check: the server's own rules on the fields the form would save, each message
 * led by its field's label ("Question must be at most 300 characters."). A field whose file is
 * chosen to upload (`uploading`, asked at each check) is not checked: the upload's URL replaces it.
 */
export function contentFormSchema(
  table: ContentTable,
  labels: Readonly<Record<string, string>>,
  timeZone: string,
  uploading: () => readonly string[] = () => [],
): ContentFormSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'ledgerline',
      validate(value) {
        const values = value as ContentFormValues
        const replaced = Object.fromEntries(uploading().map((name) => [name, '']))
        const result = v.safeParse(contentFieldsSchemas[table], contentFieldsFromForm(table, { ...values, ...replaced }, timeZone))
        if (result.success) return { value: values }
        return {
          issues: result.issues.map((issue) => {
            const key = String(issue.path?.[0]?.key ?? '')
            return { message: `${labels[key] ?? key} ${issue.message}.`, path: [key] as [string] }
          }),
        }
      },
    },
  }
}

/** The fields to send, or null when the form's values do not make an entry. */
export function contentToSave<T extends ContentTable>(table: T, values: ContentFormValues, timeZone: string): ContentFields<T> | null {
  const result = v.safeParse(contentFieldsSchemas[table], contentFieldsFromForm(table, values, timeZone))
  return result.success ? (result.output as ContentFields<T>) : null
}

/** Whether an entry is on its pages now: published, and its publish time (if any) has come. */
export function isShownNow(row: { status: string; publish_at: string | null }, nowMs: number): boolean {
  return row.status === 'published' && (row.publish_at === null || Date.parse(row.publish_at) <= nowMs)
}

/**
 * The order after moving one entry just before (up) or just after (down) another: the ids' new
 * positions, only those that change. The entry alone takes a position between its new
 * neighbours' when there is room; when there is none (positions tie, or are out of order), the
 * list is numbered again in tens. Nothing changes when either entry is not in the list.
 */
export function positionsAfterMove(
  rows: readonly { id: string; position: number }[],
  id: string,
  direction: 'up' | 'down',
  neighbour: string,
): { id: string; position: number }[] {
  const moving = rows.find((row) => row.id === id)
  const target = rows.find((row) => row.id === neighbour)
  if (!moving || !target || moving === target) return []
  const rest = rows.filter((row) => row !== moving)
  const at = rest.indexOf(target) + (direction === 'up' ? 0 : 1)
  const order = [...rest.slice(0, at), moving, ...rest.slice(at)]
  if (order.every((row, i) => row === rows[i])) return []
  const before = order[at - 1]
  const after = order[at + 1]
  const ascending = rest.every((row, i) => i === 0 || rest[i - 1]!.position < row.position)
  if (ascending) {
    const position = !before ? after!.position - 10 : !after ? before.position + 10 : Math.floor((before.position + after.position) / 2)
    if ((!before || before.position < position) && (!after || position < after.position)) return [{ id, position }]
  }
  return order.flatMap((row, i) => (row.position === (i + 1) * 10 ? [] : [{ id: row.id, position: (i + 1) * 10 }]))
}

/** An instant as the admin area writes it in a zone, to the second: 'Nov 28, 2026, 10:30:15 AM EST'. */
export function formatInstantIn(instant: string, timeZone: string, seconds = true): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    timeZoneName: 'short',
  } as Intl.DateTimeFormatOptions).format(new Date(instant))
}
