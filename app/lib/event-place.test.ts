import { describe, expect, it } from 'vitest'
import { describePlace } from './event-place'

const words = { online: 'Online', venueToBeConfirmed: 'Venue to be confirmed' }

describe('where an event happens, in words', () => {
  it('online, a venue and address, or a venue still to be confirmed', () => {
    expect(describePlace({ format: 'online', venue: 'Hall A', address: null }, words)).toBe('Online')
    expect(describePlace({ format: 'in_person', venue: 'Hall A', address: '1 Main St' }, words)).toBe('Hall A, 1 Main St')
    expect(describePlace({ format: 'hybrid', venue: null, address: '1 Main St' }, words)).toBe('Venue to be confirmed, 1 Main St')
    expect(describePlace({ format: 'in_person', venue: null, address: null }, words)).toBe('Venue to be confirmed')
  })
})
