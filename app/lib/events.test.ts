import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { eventsCalendar } from './event-calendar'
import { eventJsonLd } from './event-structured-data'
import {
  eventPhase,
  eventsPageSections,
  nextBoundary,
  paragraphs,
  registrationState,
  slugFromTitle,
  uniqueSlug,
  type EventRow,
} from './events'

const at = (iso: string) => Date.parse(iso)

function event(overrides: Partial<EventRow> = {}): EventRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'chair-yoga',
    title: 'Wellness Thursday: Chair Yoga',
    summary: 'Gentle stretches.',
    description: 'Gentle stretches.\n\nNo mat needed.',
    starts_at: '2025-09-18T15:30:00+00:00',
    ends_at: '2025-09-18T15:45:00+00:00',
    time_zone: 'America/New_York',
    format: 'online',
    venue: null,
    address: null,
    banner_url: null,
    registration: 'on_site',
    registration_url: null,
    capacity: 20,
    registration_closes_at: null,
    status: 'published',
    sequence: 0,
    cancelled_at: null,
    created_at: '2025-01-01T00:00:00+00:00',
    updated_at: '2025-01-02T00:00:00+00:00',
    ...overrides,
  }
}

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
})

describe('Event JSON-LD', () => {
  const site = { name: 'Ledgerline Community', url: 'https://community.example.org' }
  const options = { site, pageUrl: `${site.url}/events/x`, venueToBeConfirmed: 'Venue to be confirmed' }
  it('has name, dates with their offset, status, attendance mode, location, image, description, organizer and the offer', () => {
    const ld = eventJsonLd(event({ banner_url: '/images/events/x.svg' }), { ...options, now: at('2025-09-01T00:00:00Z') })
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Wellness Thursday: Chair Yoga',
      startDate: '2025-09-18T11:30:00-04:00',
      endDate: '2025-09-18T11:45:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: options.pageUrl },
      image: ['https://community.example.org/images/events/x.svg'],
      description: 'Gentle stretches.',
      organizer: { '@type': 'Organization', name: site.name },
      offers: { '@type': 'Offer', url: options.pageUrl, availability: 'https://schema.org/InStock', validThrough: '2025-09-18T11:30:00-04:00' },
    })
  })

  it('places an in-person event, and drops the offer once registration has closed', () => {
    const inPerson = event({ format: 'in_person', venue: 'Hall A', address: '1 Main St, Boston, MA' })
    const ld = eventJsonLd(inPerson, { ...options, now: at('2025-09-18T16:00:00Z') })
    expect(ld.location).toEqual({ '@type': 'Place', name: 'Hall A', address: { '@type': 'PostalAddress', streetAddress: '1 Main St, Boston, MA' } })
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(ld).not.toHaveProperty('offers')
  })
})
