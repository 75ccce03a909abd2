/**
 * The words staff edit in /admin/content as the public pages receive them (FAQ entries,
 * testimonials, perks, the conference's speakers and agenda), and the pure rules the pages
 * apply to them: a speaker's initials and tone, a session's time in words, the agenda by day.
 * Markdown fields arrive as HTML made on the server (app/server/content-markdown.server.ts).
 */
import type { Tables } from './database.types'
import { zoneNameAt } from './event-time'
import { faqCategories, faqPlaces, type FaqCategory, type FaqPlace } from '~/domain/site-content'

export { faqCategories, faqPlaces, type FaqCategory, type FaqPlace }

/** Every content row carries these: the page's "Example" note shows while one shown row is a sample. */
interface Shown {
  id: string
  isExample: boolean
}

export interface FaqView extends Shown {
  question: string
  /** The answer as plain text: the FAQ's structured data and the academy search read it. */
  answer: string
  /** The answer's Markdown as HTML, made on the server. */
  answerHtml: string
  category: FaqCategory
}

export interface TestimonialView extends Shown {
  quote: string
  author: string
  role: string
}

export interface PerkView extends Shown {
  title: string
  descriptionHtml: string
  discount: string
  savings: string
  category: string
  features: readonly string[]
}

export const speakerTones = ['teal', 'ink', 'amber', 'slate'] as const
export type SpeakerTone = (typeof speakerTones)[number]

export interface SpeakerView extends Shown {
  slug: string
  name: string
  title: string
  firm: string
  photoUrl: string | null
  sessionTitle: string
  /** Where the session is ('Main Stage'); empty: not said. */
  stage: string
  /** The session's day in words ('November 15, 2025'), or 'Day 2' when the conference has no date. */
  day: string
  /** '10:30-11:30 AM'. */
  time: string
  abstractHtml: string
  takeaways: readonly string[]
  initials: string
  tone: SpeakerTone
}

export interface AgendaItemView {
  id: string
  time: string
  title: string
  /** The description's Markdown as HTML, made on the server ('' when there is none). */
  descriptionHtml: string
}

export interface AgendaDayView {
  id: string
  label: string
  /** The day's date in words, or null when the conference has no date. */
  date: string | null
  items: AgendaItemView[]
}

/** Whether a page's "Example" note shows: while at least one shown row is a sample. */
export function showsExample(...lists: readonly (readonly Shown[])[]): boolean {
  return lists.some((list) => list.some((row) => row.isExample))
}

/** Two letters for an avatar: the first letters of the first and last words of the name, credentials after a comma left out. */
export function initialsOf(name: string): string {
  const words = (name.split(',')[0] ?? '').trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map((word) => [...word][0]!.toLocaleUpperCase('en-US')).join('')
}

/** A tone of the palette for the avatar of the speaker at `index` in the program's order: neighbours differ. */
export function toneAt(index: number): SpeakerTone {
  return speakerTones[index % speakerTones.length]!
}

/** '09:00:00' → '9:00 AM'; '13:30' → '1:30 PM'. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour = hours % 12 === 0 ? 12 : hours % 12
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** A session's times in words: '10:30-11:30 AM' within a half-day, '11:30 AM-12:30 PM' across noon. */
export function sessionTime(startsAt: string, endsAt: string): string {
  const start = clockTime(startsAt)
  const end = clockTime(endsAt)
  const [startClock, startSuffix] = start.split(' ')
  const [, endSuffix] = end.split(' ')
  return startSuffix === endSuffix ? `${startClock}-${end}` : `${start}-${end}`
}

/**
 * The date of the conference's day `day` (1: its first day) in words, from the conference's
 * start (an instant) in its time zone; null when the conference has no start.
 */
export function conferenceDayDate(startsAt: string | null, timeZone: string, day: number): string | null {
  if (!startsAt) return null
  const first = new Date(Date.parse(startsAt)).toLocaleDateString('en-CA', { timeZone })
  const [year, month, date] = first.split('-').map(Number) as [number, number, number]
  const noon = new Date(Date.UTC(year, month - 1, date + day - 1, 12))
  return noon.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })
}

/**
 * The short name of the conference's zone on its day `day` ('EST', 'EDT'), for times written in
 * it; null when the conference has no start.
 */
export function conferenceDayZone(startsAt: string | null, timeZone: string, day: number): string | null {
  if (!startsAt) return null
  return zoneNameAt(Date.parse(startsAt) + (day - 1) * 86_400_000, timeZone)
}

export type AgendaSessionRow = Pick<Tables<'agenda_sessions'>, 'id' | 'day' | 'starts_at' | 'title' | 'description'>

/**
 * The agenda's sessions (already in order: day, start, position) grouped by day, each day dated
 * from the conference's start; `toHtml` turns a description's Markdown into HTML.
 */
export function agendaDays(
  sessions: readonly AgendaSessionRow[],
  conference: { startsAt: string | null; timeZone: string },
  toHtml: (markdown: string) => string,
): AgendaDayView[] {
  const days = new Map<number, AgendaDayView>()
  for (const session of sessions) {
    let day = days.get(session.day)
    if (!day) {
      day = { id: `day-${session.day}`, label: `Day ${session.day}`, date: conferenceDayDate(conference.startsAt, conference.timeZone, session.day), items: [] }
      days.set(session.day, day)
    }
    day.items.push({ id: session.id, time: clockTime(session.starts_at), title: session.title, descriptionHtml: toHtml(session.description) })
  }
  return [...days.values()].sort((a, b) => Number(a.id.slice(4)) - Number(b.id.slice(4)))
}
