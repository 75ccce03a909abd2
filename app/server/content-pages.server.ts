/**
 * The site content staff edit in /admin/content, as public pages read it (issue 37): FAQ
 * entries by place, testimonials, perks, the conference's speakers and agenda. Visitors read
 * with the anon client, so the policies show them published entries whose publish_at has come
 * (by the database's clock); a staff preview reads with the staff member's own client, so the
 * same policies show drafts and scheduled entries too. Markdown fields are rendered to HTML
 * here (content-markdown.server.ts); pages receive strings.
 *
 * A failed read throws ContentUnavailable: a page never shows an empty FAQ for a database
 * that is away (content-pages.functions.ts answers 503, and the page cache serves the last good
 * render: scripts/start.mjs).
 */
import {
  agendaDays,
  conferenceDayZone,
  faqCategories,
  initialsOf,
  sessionTime,
  conferenceDayDate,
  toneAt,
  type AgendaDayView,
  type FaqCategory,
  type FaqPlace,
  type FaqView,
  type PerkView,
  type SpeakerView,
  type TestimonialView,
} from '~/lib/content-pages'
import { contentMarkdownText, renderContentMarkdown } from './content-markdown.server'
import { logLine } from './log'
import { nowMs } from './clock'
import { cacheGeneration } from './page-cache'
import type { SupabaseServerClient } from './supabase.server'

/** The database did not answer a content read: the page is not rendered empty. */
export class ContentUnavailable extends Error {}

interface Answer<T> {
  data: T[] | null
  error: { code?: string; message: string } | null
}

async function rowsOf<T>(kind: string, query: PromiseLike<Answer<T>>): Promise<T[]> {
  let answer: Answer<T>
  try {
    answer = await query
  } catch (error) {
    logLine('error', 'site-content-load-failed', { kind, message: error instanceof Error ? error.message : String(error) })
    throw new ContentUnavailable(kind)
  }
  if (answer.error) {
    logLine('error', 'site-content-load-failed', { kind, code: answer.error.code, message: answer.error.message })
    throw new ContentUnavailable(kind)
  }
  return answer.data ?? []
}

/** The FAQ of one place, in its order (position, then the oldest first). */
export async function selectFaq(supabase: SupabaseServerClient, place: FaqPlace): Promise<FaqView[]> {
  const rows = await rowsOf(
    'faq_entries',
    supabase
      .from('faq_entries')
      .select('id, question, answer, category, is_example')
      .contains('places', [place])
      .order('position', { ascending: true })
      .order('created_at', { ascending: true }),
  )
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answer: contentMarkdownText(row.answer),
    answerHtml: renderContentMarkdown(row.answer),
    category: (faqCategories as readonly string[]).includes(row.category) ? (row.category as FaqCategory) : 'general',
    isExample: row.is_example,
  }))
}

export async function selectTestimonials(supabase: SupabaseServerClient): Promise<TestimonialView[]> {
  const rows = await rowsOf(
    'testimonials',
    supabase.from('testimonials').select('id, quote, author, role, is_example').order('position', { ascending: true }).order('created_at', { ascending: true }),
  )
  return rows.map((row) => ({ id: row.id, quote: row.quote, author: row.author, role: row.role, isExample: row.is_example }))
}

export async function selectPerks(supabase: SupabaseServerClient): Promise<PerkView[]> {
  const rows = await rowsOf(
    'perks',
    supabase
      .from('perks')
      .select('id, title, description, discount, savings, category, features, is_example')
      .order('position', { ascending: true })
      .order('created_at', { ascending: true }),
  )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    descriptionHtml: renderContentMarkdown(row.description),
    discount: row.discount,
    savings: row.savings,
    category: row.category,
    features: row.features,
    isExample: row.is_example,
  }))
}

/** When the conference is: the start (an instant) and the zone its days are dated in. */
export interface ConferenceDates {
  startsAt: string | null
  timeZone: string
}

/** Every speaker shown, in the program's order, with their session's day and time in words (`conference` read meanwhile). */
export async function selectSpeakers(supabase: SupabaseServerClient, conferenceRead: ConferenceDates | PromiseLike<ConferenceDates>): Promise<SpeakerView[]> {
  const [rows, conference] = await Promise.all([rowsOf(
    'speakers',
    supabase
      .from('speakers')
      .select('id, slug, name, title, firm, photo_url, session_title, stage, session_day, session_starts_at, session_ends_at, abstract, takeaways, is_example')
      .order('position', { ascending: true })
      .order('created_at', { ascending: true }),
  ), conferenceRead])
  return rows.map((row, index) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    firm: row.firm,
    photoUrl: row.photo_url,
    sessionTitle: row.session_title,
    stage: row.stage,
    day: conferenceDayDate(conference.startsAt, conference.timeZone, row.session_day) ?? `Day ${row.session_day}`,
    time: [sessionTime(row.session_starts_at, row.session_ends_at), conferenceDayZone(conference.startsAt, conference.timeZone, row.session_day)].filter(Boolean).join(' '),
    abstractHtml: renderContentMarkdown(row.abstract),
    takeaways: row.takeaways,
    initials: initialsOf(row.name),
    tone: toneAt(index),
    isExample: row.is_example,
  }))
}

/** The agenda, by day, each day dated from the conference's start (`conference` read meanwhile). */
export async function selectAgenda(
  supabase: SupabaseServerClient,
  conferenceRead: ConferenceDates | PromiseLike<ConferenceDates>,
): Promise<{ days: AgendaDayView[]; isExample: boolean }> {
  const [rows, conference] = await Promise.all([rowsOf(
    'agenda_sessions',
    supabase
      .from('agenda_sessions')
      .select('id, day, starts_at, title, description, is_example')
      .order('day', { ascending: true })
      .order('starts_at', { ascending: true })
      .order('position', { ascending: true }),
  ), conferenceRead])
  return { days: agendaDays(rows, conference, renderContentMarkdown), isExample: rows.some((row) => row.is_example) }
}

/** The published speakers' addresses, for the sitemap. */
export async function selectSpeakerSlugs(supabase: SupabaseServerClient): Promise<string[]> {
  const rows = await rowsOf('speakers', supabase.from('speakers').select('slug').order('slug', { ascending: true }))
  return rows.map((row) => row.slug)
}

/**
 * The last answer of next_content_publication(), kept while nothing changed: every change to a
 * content table purges the page cache (site_changes), and every purge (a clock moved in tests
 * too) starts a new generation, so the answer is asked again after any of them, and once its
 * instant has come.
 */
let nextPublication: { generation: number; at: number | null } | undefined

/** The instant (epoch ms) the next scheduled entry appears, or null: a page showing content expires then. */
export async function selectNextPublication(supabase: SupabaseServerClient): Promise<number | null> {
  const generation = cacheGeneration()
  if (nextPublication && nextPublication.generation === generation && (nextPublication.at === null || nextPublication.at > nowMs())) return nextPublication.at
  const at = await askNextPublication(supabase)
  nextPublication = { generation, at }
  return at
}

async function askNextPublication(supabase: SupabaseServerClient): Promise<number | null> {
  let answer: { data: string | null; error: { code?: string; message: string } | null }
  try {
    answer = await supabase.rpc('next_content_publication')
  } catch (error) {
    logLine('error', 'site-content-load-failed', { kind: 'next_content_publication', message: error instanceof Error ? error.message : String(error) })
    throw new ContentUnavailable('next_content_publication')
  }
  if (answer.error) {
    logLine('error', 'site-content-load-failed', { kind: 'next_content_publication', code: answer.error.code, message: answer.error.message })
    throw new ContentUnavailable('next_content_publication')
  }
  return answer.data ? Date.parse(answer.data) : null
}
