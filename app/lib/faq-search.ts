/** FAQ search and grouping for the full FAQ: a case-insensitive substring match on question and answer. */

export interface SearchableFaqEntry {
  id: string
  question: string
  answer: string
  category: string
}

/** Normalises a search text: surrounding whitespace is ignored; an empty text matches everything. */
function needle(query: string): string {
  return query.trim().toLocaleLowerCase('en-US')
}

/** True when the query is a case-insensitive substring of the entry's question or answer. */
export function faqMatches(entry: Pick<SearchableFaqEntry, 'question' | 'answer'>, query: string): boolean {
  const text = needle(query)
  if (text === '') return true
  return entry.question.toLocaleLowerCase('en-US').includes(text) || entry.answer.toLocaleLowerCase('en-US').includes(text)
}

/** The entries that match the query, in their original order. */
export function searchFaq<T extends SearchableFaqEntry>(entries: readonly T[], query: string): T[] {
  return entries.filter((entry) => faqMatches(entry, query))
}

export interface FaqGroup<C extends string, T> {
  category: C
  entries: T[]
}

/**
 * Groups entries by category, in the given category order. Categories with no
 * entries are left out, so a search that empties a category hides its heading.
 */
export function groupFaqByCategory<C extends string, T extends SearchableFaqEntry & { category: C }>(
  entries: readonly T[],
  categoryOrder: readonly C[],
): FaqGroup<C, T>[] {
  return categoryOrder
    .map((category) => ({ category, entries: entries.filter((entry) => entry.category === category) }))
    .filter((group) => group.entries.length > 0)
}
