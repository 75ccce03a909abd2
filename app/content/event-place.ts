/**
 * The words for where an event happens, shared by its page, the calendar files and the
 * registrants' mail (app/lib/event-place.ts puts them together).
 *
 * No imports: the production server's mail worker loads it directly.
 */
export const eventPlaceWords = {
  online: 'Online',
  venueToBeConfirmed: 'Venue to be confirmed',
} as const
