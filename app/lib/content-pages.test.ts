import { describe, expect, it } from 'vitest'
import { agendaDays, clockTime, conferenceDayDate, conferenceDayZone, initialsOf, sessionTime, showsExample, toneAt } from './content-pages'

describe('site content rules', () => {
  it('takes two initials from a name, credentials left out', () => {
    expect(initialsOf('Maya Thompson, CPA')).toBe('MT')
    expect(initialsOf('Sofia Martinez, CPA, CITP')).toBe('SM')
    expect(initialsOf('david ad okonkwo')).toBe('DO')
    expect(initialsOf('Cher')).toBe('C')
  })

  it('gives neighbouring speakers different tones of the palette', () => {
    expect([0, 1, 2, 3, 4].map(toneAt)).toEqual(['teal', 'ink', 'amber', 'slate', 'teal'])
  })

  it('writes times as the pages do', () => {
    expect(clockTime('09:00:00')).toBe('9:00 AM')
    expect(clockTime('12:00')).toBe('12:00 PM')
    expect(clockTime('13:30:00')).toBe('1:30 PM')
    expect(sessionTime('10:30:00', '11:30:00')).toBe('10:30-11:30 AM')
    expect(sessionTime('11:30', '12:30')).toBe('11:30 AM-12:30 PM')
  })

  it('dates a conference day from its start in its zone', () => {
    // 9 AM in New York on November 15 is 14:00 UTC; day 2 is the 16th.
    expect(conferenceDayDate('2025-11-15T14:00:00Z', 'America/New_York', 1)).toBe('November 15, 2025')
    expect(conferenceDayDate('2025-11-15T14:00:00Z', 'America/New_York', 2)).toBe('November 16, 2025')
    // 1 AM UTC on the 16th is still the 15th in New York.
    expect(conferenceDayDate('2025-11-16T01:00:00Z', 'America/New_York', 1)).toBe('November 15, 2025')
    expect(conferenceDayDate('2025-12-31T15:00:00Z', 'America/New_York', 2)).toBe('January 1, 2026')
    expect(conferenceDayDate(null, 'America/New_York', 1)).toBeNull()
  })

  it('names the conference zone on each of its days, as a time written in it needs', () => {
    expect(conferenceDayZone('2025-11-15T14:00:00Z', 'America/New_York', 1)).toBe('EST')
    // Day 2 of a conference that starts the day before the clocks go back.
    expect(conferenceDayZone('2025-11-01T14:00:00Z', 'America/New_York', 2)).toBe('EST')
    expect(conferenceDayZone('2025-11-01T14:00:00Z', 'America/New_York', 1)).toBe('EDT')
    expect(conferenceDayZone(null, 'America/New_York', 1)).toBeNull()
  })

  it('groups the agenda by day', () => {
    const days = agendaDays(
      [
        { id: 'a', day: 1, starts_at: '09:00:00', title: 'Welcome', description: 'Hello' },
        { id: 'b', day: 1, starts_at: '13:30:00', title: 'Workshop', description: '' },
        { id: 'c', day: 2, starts_at: '09:00:00', title: 'Keynote', description: '' },
      ],
      { startsAt: '2025-11-15T14:00:00Z', timeZone: 'America/New_York' },
      (markdown) => (markdown ? `<p>${markdown}</p>` : ''),
    )
    expect(days).toEqual([
      { id: 'day-1', label: 'Day 1', date: 'November 15, 2025', items: [{ id: 'a', time: '9:00 AM', title: 'Welcome', descriptionHtml: '<p>Hello</p>' }, { id: 'b', time: '1:30 PM', title: 'Workshop', descriptionHtml: '' }] },
      { id: 'day-2', label: 'Day 2', date: 'November 16, 2025', items: [{ id: 'c', time: '9:00 AM', title: 'Keynote', descriptionHtml: '' }] },
    ])
  })

  it('shows the Example note while one shown row is a sample', () => {
    expect(showsExample([{ id: 'a', isExample: false }], [{ id: 'b', isExample: true }])).toBe(true)
    expect(showsExample([{ id: 'a', isExample: false }], [])).toBe(false)
  })
})
