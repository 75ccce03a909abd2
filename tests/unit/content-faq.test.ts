/** The FAQs as the migration seeds them (public.faq_entries; searched and grouped by app/lib/faq-search.ts). */
import { describe, expect, it } from 'vitest'
import { faqCategoryNames } from '~/content/faq'
import { faqCategories } from '~/lib/content-pages'
import { seededRows } from '../support/seed-content'

const faq = seededRows('faq_entries')
const inPlace = (place: string) => faq.filter((entry) => (entry.places as string[]).includes(place))

describe('the FAQ content', () => {
  it('has 17 academy entries with unique questions, in the 4 categories', () => {
    const academy = inPlace('academy')
    expect(academy).toHaveLength(17)
    expect(new Set(academy.map((entry) => entry.question)).size).toBe(17)
    for (const category of faqCategories) expect(academy.some((entry) => entry.category === category)).toBe(true)
  })
  it('uses the category display names', () => {
    expect(faqCategories.map((category) => faqCategoryNames[category])).toEqual([
      'General Transition',
      'Membership & Benefits',
      'Learning & Events',
      'Coaching & Support',
    ])
  })
  it('condenses to the 4 named entries on the home page, all of them academy entries', () => {
    expect(inPlace('home').map((entry) => entry.question)).toEqual([
      'Is the academy going away?',
      'Does my academy membership carry over to the community?',
      'Will my membership fees change?',
      'Where will I find learning resources now?',
    ])
    for (const entry of inPlace('home')) expect(entry.places).toContain('academy')
  })
  it('gives the membership page 6 questions of its own, /rightnow 5 (the offer’s is in code) and /securityhub 6', () => {
    expect(inPlace('membership')).toHaveLength(6)
    expect(inPlace('rightnow')).toHaveLength(5)
    expect(inPlace('securityhub')).toHaveLength(6)
  })
  it('keeps the facts: $0 free tier, 40 CPE credits, cancel any time', () => {
    const text = inPlace('academy').map((entry) => `${entry.question} ${entry.answer}`).join(' ')
    expect(text).toContain('$0 a month')
    expect(text).toContain('up to 40 CPE credits a year')
    expect(text).toContain('cancel any time')
    expect(text).toMatch(/monthly or annually/)
  })
  it('seeds every entry published and marked Example', () => {
    for (const entry of faq) expect([entry.status, entry.is_example]).toEqual(['published', true])
  })
})
