import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { eventsCalendar } from './event-calendar'
import { event } from '../../tests/support/event-row'

describe('the calendar feed', () => {
  const site = { name: 'Ledgerline Community', url: 'https://community.example.org' }
  it('has one VEVENT per dated event, with stable UIDs and the right instants, read back by ical.js', () => {
    const text = eventsCalendar(
      [event(), event({ id: '22222222-2222-4222-8222-222222222222', slug: 'tba', starts_at: null, ends_at: null })],
      { site, name: 'Ledgerline Community events', online: 'Online' },
    )
    const calendar = new ICAL.Component(ICAL.parse(text))
    const vevents = calendar.getAllSubcomponents('vevent')
    expect(vevents).toHaveLength(1)
    const parsed = new ICAL.Event(vevents[0]!)
    expect(parsed.uid).toBe('11111111-1111-4111-8111-111111111111@community.example.org')
    expect(parsed.summary).toBe('Wellness Thursday: Chair Yoga')
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2025-09-18T15:30:00.000Z')
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2025-09-18T15:45:00.000Z')
    expect(vevents[0]!.getFirstPropertyValue('url')).toBe('https://community.example.org/events/chair-yoga')
    expect(parsed.description).toContain('No mat needed.')
    // The same input gives the same file (no time of generation in it).
    expect(eventsCalendar([event()], { site, name: 'x', online: 'Online' })).toBe(eventsCalendar([event()], { site, name: 'x', online: 'Online' }))
  })
})
