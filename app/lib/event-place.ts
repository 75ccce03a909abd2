/**
 * Where an event happens, in words: 'Online', or its venue (or that the venue is to be
 * confirmed) and address. The event page and the registrants' mail write it the same way.
 *
 * No imports: the production server's mail worker loads it directly (scripts/server).
 */

export interface EventPlace {
  format: 'online' | 'in_person' | 'hybrid'
  venue: string | null
  address: string | null
}

export function describePlace(event: EventPlace, words: { online: string; venueToBeConfirmed: string }): string {
  if (event.format === 'online') return words.online
  return [event.venue ?? words.venueToBeConfirmed, event.address].filter(Boolean).join(', ')
}
