import { describe, expect, it } from 'vitest'
import { faqMatches, groupFaqByCategory, searchFaq } from './faq-search'

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
