/**
 * Instants and the wall-clock times of a time zone, with the platform's Intl (no library):
 * what the admin's `datetime-local` inputs mean in an event's zone, and how pages write an
 * event's date and time ('Thursday, September 18, 2025', '11:30-11:45 AM EDT').
 */
import { addDays } from './calendar-day.ts'

interface WallParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** Intl formats are costly to build: one per kind of format and time zone, built once. */
function formatCache(options: Intl.DateTimeFormatOptions): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>()
  return (timeZone) => {
    let format = formats.get(timeZone)
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone })
      formats.set(timeZone, format)
    }
    return format
  }
}

const wallFormat = formatCache({
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

function wallParts(instant: number, timeZone: string): WallParts {
  const values: Record<string, number> = {}
  for (const part of wallFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value)
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour! % 24,
    minute: values.minute!,
    second: values.second!,
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds (EDT: -4 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const wall = wallParts(instant, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * Whether `timeZone` is an IANA zone this platform knows, written as the zone database writes it:
 * the database looks a zone up by its exact name, while Intl also takes 'america/new_york'.
 */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Z][A-Za-z_]*(\/[A-Z0-9][A-Za-z0-9_+-]*)*$/.test(timeZone)) return false
  try {
    const known = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone
    // The same name in another case ('AMERICA/NEW_YORK') is not the zone's name.
    return known === timeZone || known.toLowerCase() !== timeZone.toLowerCase()
  } catch {
    return false
  }
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * The instant (ISO 8601, UTC) of a wall-clock time in a zone, as a `datetime-local` input gives
 * it ('2026-12-10T11:30'); null when it is not such a time. A time skipped by a DST change is
 * read with the offset before the change; a repeated one as its first occurrence.
 */
export function instantFromWallTime(wallTime: string, timeZone: string): string | null {
  const match = WALL_TIME.exec(wallTime)
  if (!match || !isTimeZone(timeZone)) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(asUtc)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null
  // The zone's offsets half a day either side: equal except around a DST change.
  const before = asUtc - zoneOffsetMs(asUtc - 12 * 3600_000, timeZone)
  const after = asUtc - zoneOffsetMs(asUtc + 12 * 3600_000, timeZone)
  const instant = wallTimeOf(before, timeZone) === wallTime || wallTimeOf(after, timeZone) !== wallTime ? before : after
  return new Date(instant).toISOString()
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** The wall-clock time of an instant in a zone, as a `datetime-local` input takes it ('2026-12-10T11:30'). */
export function wallTimeOf(instant: number | string, timeZone: string): string {
  const wall = wallParts(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone)
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`
}

/** The calendar date of an instant in a zone ('2025-12-31'). */
export function wallDateOf(instant: number | string, timeZone: string): string {
  return wallTimeOf(instant, timeZone).slice(0, 10)
}

/** ISO 8601 with the zone's UTC offset, as schema.org wants it: '2025-11-15T09:00:00-05:00'. */
export function isoWithOffset(instant: number | string, timeZone: string): string {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant
  const offset = zoneOffsetMs(at, timeZone) / 60_000
  const sign = offset < 0 ? '-' : '+'
  const hours = Math.floor(Math.abs(offset) / 60)
  const minutes = Math.abs(offset) % 60
  return `${wallTimeOf(at, timeZone)}:${pad(wallParts(at, timeZone).second)}${sign}${pad(hours)}:${pad(minutes)}`
}

/** The first instant of the day after `date` ('2025-12-31') in a zone: when something valid through that day ends. */
export function endOfDayInstant(date: string, timeZone: string): number {
  return Date.parse(instantFromWallTime(`${addDays(date, 1)}T00:00`, timeZone)!)
}

/* ------------------------------------------------------------------ words */

interface SpokenParts {
  weekday: string
  month: string
  day: string
  year: string
  time: string
  dayPeriod: string
  zone: string
}

const spokenFormat = formatCache({
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
})

function spoken(instant: number, timeZone: string): SpokenParts {
  const values: Record<string, string> = {}
  for (const part of spokenFormat(timeZone).formatToParts(new Date(instant))) values[part.type] = part.value
  return {
    weekday: values.weekday!,
    month: values.month!,
    day: values.day!,
    year: values.year!,
    time: `${values.hour}:${values.minute}`,
    dayPeriod: (values.dayPeriod ?? '').toUpperCase(),
    zone: values.timeZoneName!,
  }
}

/** The zone's short name at an instant, as times written in it end: 'EST', 'EDT'. */
export function zoneNameAt(instant: number, timeZone: string): string {
  return spoken(instant, timeZone).zone
}

/**
 * How pages write when something happens, in its own time zone:
 * `date` 'Thursday, September 18, 2025' (one day) or 'November 15-16, 2025' (several), and
 * `time` '11:30-11:45 AM EDT' (with an end) or '11:30 AM EDT'.
 */
export function describeWhen(startsAt: string, endsAt: string | null, timeZone: string): { date: string; time: string } {
  const start = spoken(Date.parse(startsAt), timeZone)
  const end = endsAt ? spoken(Date.parse(endsAt), timeZone) : null
  const sameDay = !end || (end.year === start.year && end.month === start.month && end.day === start.day)
  let date: string
  if (sameDay) date = `${start.weekday}, ${start.month} ${start.day}, ${start.year}`
  else if (end.year !== start.year) date = `${start.month} ${start.day}, ${start.year}-${end.month} ${end.day}, ${end.year}`
  else if (end.month !== start.month) date = `${start.month} ${start.day}-${end.month} ${end.day}, ${start.year}`
  else date = `${start.month} ${start.day}-${end.day}, ${start.year}`

  let time: string
  if (!end) time = `${start.time} ${start.dayPeriod} ${start.zone}`
  else if (end.zone !== start.zone) time = `${start.time} ${start.dayPeriod} ${start.zone}-${end.time} ${end.dayPeriod} ${end.zone}`
  else if (end.dayPeriod === start.dayPeriod) time = `${start.time}-${end.time} ${end.dayPeriod} ${end.zone}`
  else time = `${start.time} ${start.dayPeriod}-${end.time} ${end.dayPeriod} ${end.zone}`
  return { date, time }
}

/** A calendar date as pages write it: 'December 31, 2025'. */
export function describeDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  )
}

/**
 * Zones the runtime still lists by a name IANA has since replaced (its canonical ids are older
 * than the zone database), with the names people know them by today.
 */
const renamedZones: Readonly<Record<string, string>> = {
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/**
 * The IANA zones to choose from (the runtime's, by their current names, and UTC), with
 * `current` kept even when the runtime does not list it.
 */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const named = zones.map((zone) => renamedZones[zone] ?? zone)
  return [...new Set([current, 'UTC', ...named])].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))
}
