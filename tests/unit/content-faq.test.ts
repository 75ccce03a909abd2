/** The FAQs as the content gives them (searched and grouped by app/lib/faq-search.ts). */
import { describe, expect, it } from 'vitest'
import { faqCategoryNames, faqEntries } from '~/content/faq'
import { condensedFaqEntries } from '~/content/faq-condensed'
import { faqCategories } from '~/content/faq-entry'
import { membershipFaq } from '~/content/membership-faq'

describe('the FAQ content', () => {
  it('has 17 entries with unique ids, in the 4 categories', () => {
    expect(faqEntries).toHaveLength(17)
    expect(new Set(faqEntries.map((entry) => entry.id)).size).toBe(17)
    for (const category of faqCategories) expect(faqEntries.some((entry) => entry.category === category)).toBe(true)
  })
  it('uses the category display names', () => {
    expect(faqCategories.map((category) => faqCategoryNames[category])).toEqual([
      'General Transition',
      'Membership & Benefits',
      'Learning & Events',
      'Coaching & Support',
    ])
  })
  it('condenses to the 4 named entries, all of which exist', () => {
    expect(condensedFaqEntries.map((entry) => entry.id)).toEqual([
      'academy-going-away',
      'academy-membership-carryover',
      'membership-fees-change',
      'learning-resources',
    ])
    for (const entry of condensedFaqEntries) expect(faqEntries).toContain(entry)
  })
  it('gives the membership page 6 questions of its own', () => {
    expect(membershipFaq).toHaveLength(6)
  })
  it('keeps the facts: $0 free tier, 40 CPE credits, cancel any time', () => {
    const text = faqEntries.map((entry) => `${entry.question} ${entry.answer}`).join(' ')
    expect(text).toContain('$0 a month')
    expect(text).toContain('up to 40 CPE credits a year')
    expect(text).toContain('cancel any time')
    expect(text).toMatch(/monthly or annually/)
  })
})
