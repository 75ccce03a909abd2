import { describe, expect, it } from 'vitest'
import {
  roundtableReservable,
  eventPhase,
  eventsPageSections,
  nextBoundary,
  paragraphs,
  registrationState,
  slugFromTitle,
  uniqueSlug,
} from './events'
import { at, event } from '../../tests/support/event-row'

describe('the clock decides', () => {
  const yoga = event()
  it('an event is upcoming before its start, under way until its end, then over; without a date, to be announced', () => {
    expect(eventPhase(yoga, at('2025-09-18T15:29:59Z'))).toBe('upcoming')
    expect(eventPhase(yoga, at('2025-09-18T15:30:00Z'))).toBe('ongoing')
    expect(eventPhase(yoga, at('2025-09-18T15:45:00Z'))).toBe('past')
    expect(eventPhase(event({ starts_at: null, ends_at: null }), at('2030-01-01T00:00:00Z'))).toBe('tba')
    expect(eventPhase(event({ ends_at: null }), at('2025-09-18T15:30:00Z'))).toBe('past')
  })

  it('registration is open until the start (or the close time staff set), then closed, then gone', () => {
    expect(registrationState(yoga, at('2025-09-18T15:29:59Z'))).toBe('open')
    expect(registrationState(yoga, at('2025-09-18T15:30:00Z'))).toBe('closed')
    expect(registrationState(yoga, at('2025-09-18T15:45:00Z'))).toBe('none')
    const early = event({ registration_closes_at: '2025-09-17T00:00:00+00:00' })
    expect(registrationState(early, at('2025-09-16T23:59:59Z'))).toBe('open')
    expect(registrationState(early, at('2025-09-17T00:00:00Z'))).toBe('closed')
    expect(registrationState(event({ registration: 'external', registration_url: 'https://x.test' }), at('2025-09-18T15:00:00Z'))).toBe('external')
    expect(registrationState(event({ registration: 'none' }), at('2025-09-18T15:00:00Z'))).toBe('none')
    expect(registrationState(event({ cancelled_at: '2025-09-01T00:00:00+00:00' }), at('2025-09-10T00:00:00Z'))).toBe('none')
  })

  it('the next boundary is the first start, end or close time still ahead', () => {
    const events = [yoga, event({ starts_at: '2025-09-25T15:30:00+00:00', ends_at: '2025-09-25T15:45:00+00:00', registration_closes_at: '2025-09-24T12:00:00+00:00' })]
    expect(nextBoundary(events, at('2025-09-18T00:00:00Z'))).toBe(at('2025-09-18T15:30:00Z'))
    expect(nextBoundary(events, at('2025-09-18T15:30:00Z'))).toBe(at('2025-09-18T15:45:00Z'))
    expect(nextBoundary(events, at('2025-09-20T00:00:00Z'))).toBe(at('2025-09-24T12:00:00Z'))
    expect(nextBoundary(events, at('2025-10-01T00:00:00Z'))).toBeNull()
  })

  it('/events lists upcoming by start, then to be announced, then at most three recent past ones, latest first', () => {
    const now = at('2025-09-20T00:00:00Z')
    const list = [
      event({ title: 'Past A', starts_at: '2025-09-01T10:00:00Z', ends_at: '2025-09-01T11:00:00Z' }),
      event({ title: 'Later', starts_at: '2025-10-10T10:00:00Z', ends_at: null }),
      event({ title: 'TBA', starts_at: null, ends_at: null }),
      event({ title: 'Past B', starts_at: '2025-09-10T10:00:00Z', ends_at: '2025-09-10T11:00:00Z' }),
      event({ title: 'Sooner', starts_at: '2025-09-25T10:00:00Z', ends_at: '2025-09-25T11:00:00Z' }),
      event({ title: 'Past C', starts_at: '2025-08-01T10:00:00Z', ends_at: '2025-08-01T11:00:00Z' }),
      event({ title: 'Past D', starts_at: '2025-07-01T10:00:00Z', ends_at: '2025-07-01T11:00:00Z' }),
      event({ title: 'Now', starts_at: '2025-09-19T23:00:00Z', ends_at: '2025-09-20T01:00:00Z' }),
    ]
    const sections = eventsPageSections(list, now)
    expect(sections.upcoming.map((e) => e.title)).toEqual(['Now', 'Sooner', 'Later'])
    expect(sections.toBeAnnounced.map((e) => e.title)).toEqual(['TBA'])
    expect(sections.recentPast.map((e) => e.title)).toEqual(['Past B', 'Past A', 'Past C'])
  })
})

describe('slugs and text', () => {
  it('makes page addresses from titles and keeps them unique', () => {
    expect(slugFromTitle('Wellness Thursday: Chair Yoga')).toBe('wellness-thursday-chair-yoga')
    expect(slugFromTitle('Café & Crème — 2026!')).toBe('cafe-creme-2026')
    expect(slugFromTitle('!!!')).toBe('event')
    expect(uniqueSlug('yoga', new Set(['yoga', 'yoga-2']))).toBe('yoga-3')
    expect(uniqueSlug('yoga', new Set())).toBe('yoga')
  })

  it('splits plain text into paragraphs at blank lines', () => {
    expect(paragraphs('One.\nStill one.\n\n  Two.  \n\n\n')).toEqual(['One.\nStill one.', 'Two.'])
  })
})

describe("a community invite page's roundtable", () => {
  it('is reserved at its link while its registration is elsewhere', () => {
    expect(roundtableReservable({ registration: 'external', registrationUrl: 'https://events.example.com/r' })).toBe(true)
    expect(roundtableReservable({ registration: 'external', registrationUrl: null })).toBe(false)
    expect(roundtableReservable({ registration: 'closed', registrationUrl: 'https://events.example.com/r' })).toBe(false)
    expect(roundtableReservable({ registration: 'none', registrationUrl: null })).toBe(false)
  })
})
