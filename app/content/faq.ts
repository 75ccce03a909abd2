/**
 * The words around the transition FAQ of the academy page. The questions and answers are rows
 * of public.faq_entries (place 'academy'; the home page shows those in place 'home'), edited in
 * /admin/content; the categories are the database's four, named here.
 */
import type { FaqCategory } from '~/lib/content-pages'

export const faqCategoryNames: Record<FaqCategory, string> = {
  general: 'General Transition',
  membership: 'Membership & Benefits',
  learning: 'Learning & Events',
  support: 'Coaching & Support',
}

export const faqCopy = {
  searchLabel: 'Search the FAQ',
  searchPlaceholder: 'Search FAQs...',
  noResults: (query: string) => `No questions match "${query}". Try a different word, or clear the search.`,
  clearSearch: 'Clear search',
  resultCount: (count: number) => `${count} ${count === 1 ? 'question' : 'questions'} found`,
} as const
