import { describe, expect, it } from 'vitest'
import { eventJsonLd } from './event-structured-data'
import { at, event } from '../../tests/support/event-row'

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
