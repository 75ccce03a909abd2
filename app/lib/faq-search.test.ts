import { describe, expect, it } from 'vitest'
import { faqMatches, groupFaqByCategory, searchFaq } from './faq-search'
import { faqCategories, faqCategoryNames, faqEntries } from '~/content/faq'
import { condensedFaqEntries } from '~/content/faq-condensed'
import { membershipFaq } from '~/content/membership-faq'

const entries = [
  { id: '1', category: 'general', question: 'Is the Academy going away?', answer: 'It grows into a community.' },
  { id: '2', category: 'membership', question: 'Will fees change?', answer: 'Free stays at $0 a month.' },
  { id: '3', category: 'general', question: 'How do I join?', answer: 'Use the invitation LINK.' },
] as const

describe('faqMatches', () => {
  it('matches a case-insensitive substring of the question', () => {
    expect(faqMatches(entries[0], 'academy')).toBe(true)
    expect(faqMatches(entries[0], 'ACADEMY GO')).toBe(true)
  })
  it('matches a substring of the answer', () => {
    expect(faqMatches(entries[1], '$0 a MONTH')).toBe(true)
    expect(faqMatches(entries[2], 'invitation link')).toBe(true)
  })
  it('does not match text that is in neither', () => {
    expect(faqMatches(entries[1], 'coaching')).toBe(false)
  })
  it('treats an empty or blank query as matching everything', () => {
    expect(faqMatches(entries[1], '')).toBe(true)
    expect(faqMatches(entries[1], '   ')).toBe(true)
  })
})

describe('searchFaq and groupFaqByCategory', () => {
  it('keeps the original order', () => {
    expect(searchFaq(entries, 'o').map((entry) => entry.id)).toEqual(['1', '2', '3'])
    expect(searchFaq(entries, 'join').map((entry) => entry.id)).toEqual(['3'])
    expect(searchFaq(entries, 'nothing like this')).toEqual([])
  })
  it('groups in the given category order and drops empty groups', () => {
    const groups = groupFaqByCategory(entries, ['membership', 'general', 'support'])
    expect(groups.map((group) => [group.category, group.entries.map((entry) => entry.id)])).toEqual([
      ['membership', ['2']],
      ['general', ['1', '3']],
    ])
  })
})

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
