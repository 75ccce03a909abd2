/**
 * The words around the content staff edit in /admin/content (the entries themselves are rows:
 * supabase/migrations/20261128100000_site_content.sql): the "Example" notes shown while a
 * sample row is still on a page, the preview banner, and what a page says when its content
 * cannot be read.
 */

/**
 * Shown beside sample rows (is_example), so no visitor takes them for fact; gone once staff
 * replace the last one. The FAQs have none: their seeded words are the spec's own, not samples.
 */
export const exampleNotes = {
  testimonials: 'Example quotes: placeholders that show the layout, not statements by real members.',
  perks: 'Example perks: these offers, discounts and savings illustrate the program; they are not current partner offers.',
  agenda: 'Example agenda: the session times and titles are placeholders, not a confirmed programme.',
  speaker: 'Example session: this speaker and session are placeholders, not a confirmed programme.',
  speakers: 'Example sessions: the speakers listed are placeholders, not a confirmed programme.',
} as const

/** A staff member's preview of unpublished changes (?preview=1). */
export const previewBanner = {
  text: 'Preview: this page shows unpublished changes.',
  hint: 'Drafts and scheduled entries are shown here only to signed-in staff; visitors see the published page.',
  exit: 'Leave preview',
} as const

/** A page whose content the database could not give (answered 503; the page cache serves its last good copy when it has one). */
export const contentUnavailable = {
  title: 'This page is not available just now',
  text: 'We could not load this page’s content. Please try again in a minute.',
  home: 'Go to the home page',
} as const

/** The /rightnow page's list of speakers. */
export const rightNowSpeakers = {
  eyebrow: 'Speakers',
  title: 'Who You Will Hear From',
} as const
