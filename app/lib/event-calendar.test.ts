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

  it('writes each event’s SEQUENCE, and a cancelled event as cancelled (the UID the registrants’ mail uses)', () => {
    const text = eventsCalendar([event({ sequence: 3, cancelled_at: '2025-09-01T00:00:00+00:00' })], { site, name: 'x', online: 'Online' })
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3)
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(vevent.getFirstPropertyValue('uid')).toBe('11111111-1111-4111-8111-111111111111@community.example.org')
  })

  it('keeps a name with line breaks on its own line (an event\'s file is named after the title staff type)', () => {
    const title = 'Tax night\r\nURL:https://evil.example\r\nBEGIN:VEVENT\nSUMMARY:Injected\nEND:VEVENT'
    const text = eventsCalendar([event({ title })], { site, name: title, online: 'Online' })
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1)
    expect(calendar.getFirstPropertyValue('url')).toBeNull()
    // Written escaped, as RFC 5545 writes a line break in text (ical.js leaves an X- property as written).
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(title.replace(/\r?\n/g, '\\n'))
    expect(new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).summary).toBe(title.replace(/\r\n/g, '\n'))
  })
})
