import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { eventInvitation, eventUid, type CalendarEntry } from './event-ics'

const entry: CalendarEntry = {
  eventId: '11111111-1111-4111-8111-111111111111',
  title: 'Spring Tax Roundtable',
  startsAt: '2026-04-09T15:30:00.000Z',
  endsAt: '2026-04-09T16:30:00.000Z',
  description: 'Bring one question.',
  url: 'https://community.example.org/events/spring',
  location: 'Online',
  sequence: 2,
  stamp: new Date('2026-03-02T15:00:00.000Z'),
  status: 'confirmed',
}
const options = { siteUrl: 'https://community.example.org', siteName: 'Ledgerline Community' }

describe('an event’s calendar entry in a mail', () => {
  it('PUBLISH: the UID of the feed, the SEQUENCE, the instants, read back by ical.js', () => {
    const calendar = new ICAL.Component(ICAL.parse(eventInvitation(entry, { ...options, method: 'publish' })))
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    const vevent = calendar.getFirstSubcomponent('vevent')!
    const parsed = new ICAL.Event(vevent)
    expect(parsed.uid).toBe(eventUid(entry.eventId, options.siteUrl))
    expect(parsed.uid).toBe('11111111-1111-4111-8111-111111111111@community.example.org')
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2)
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-04-09T15:30:00.000Z')
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-04-09T16:30:00.000Z')
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(parsed.description).toBe('Bring one question.\n\nhttps://community.example.org/events/spring')
  })

  it('CANCEL: the same UID, marked cancelled; an event without an end ends at its start', () => {
    const text = eventInvitation({ ...entry, endsAt: null, status: 'cancelled', sequence: 3 }, { ...options, method: 'cancel' })
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    const vevent = calendar.getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3)
    expect(new ICAL.Event(vevent).endDate.toJSDate().toISOString()).toBe('2026-04-09T15:30:00.000Z')
  })
})
