/**
 * The calendar leaf a drawing shows for an event (the /rightnow hero): the month, the days and
 * the year of its dates, as they fall in the event's own time zone, from its instants alone
 * (no clock). A one-day event reads 'NOV' '15' '2025'; days within a month 'NOV' '15–16' '2025';
 * across a month 'NOV–DEC' '30–1' '2025'; across a year 'DEC–JAN' '31–1' '2025–2026'. The end
 * day is the calendar date of the end instant, as describeWhen (event-time.ts) writes it.
 */
import { wallDateOf } from './event-time'

export interface CalendarLeaf {
  month: string
  days: string
  year: string
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const
/** An en dash, as the drawing has always used between two days. */
const TO = '–'

interface CalendarDay {
  year: number
  month: number
  day: number
}

function calendarDayOf(instant: string, timeZone: string): CalendarDay {
  const [year, month, day] = wallDateOf(instant, timeZone).split('-').map(Number) as [number, number, number]
  return { year, month, day }
}

/** The leaf for an event from `startsAt` to `endsAt` (null: one day) in `timeZone`. */
export function calendarLeaf(startsAt: string, endsAt: string | null, timeZone: string): CalendarLeaf {
  const start = calendarDayOf(startsAt, timeZone)
  const end = endsAt ? calendarDayOf(endsAt, timeZone) : start
  const month = (day: CalendarDay) => MONTHS[day.month - 1]!
  if (end.year !== start.year) {
    return { month: `${month(start)}${TO}${month(end)}`, days: `${start.day}${TO}${end.day}`, year: `${start.year}${TO}${end.year}` }
  }
  if (end.month !== start.month) {
    return { month: `${month(start)}${TO}${month(end)}`, days: `${start.day}${TO}${end.day}`, year: String(start.year) }
  }
  return { month: month(start), days: end.day === start.day ? String(start.day) : `${start.day}${TO}${end.day}`, year: String(start.year) }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A drawing's SVG text with its calendar leaf filled in: the text of each `<text>` whose class
 * is `calendar-month`, `calendar-days` or `calendar-year` becomes the leaf's month, days or year.
 */
export function drawCalendarLeaf(svg: string, leaf: CalendarLeaf): string {
  const parts: Record<string, string> = { month: leaf.month, days: leaf.days, year: leaf.year }
  return svg.replace(
    /(<text\b[^>]*\bclass="calendar-(month|days|year)"[^>]*>)[^<]*(<\/text>)/g,
    (_match, open: string, part: string, close: string) => `${open}${escapeText(parts[part]!)}${close}`,
  )
}
