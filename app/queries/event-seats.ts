/**
 * The seats an event has left, which its page and its registration form say. A module of its
 * own: a page that says the seats left loads this, not the registration form's code.
 */
import { queryOptions } from '@tanstack/react-query'
import { getSeatsLeft } from '~/server/events.functions'

export const seatsLeftKey = (eventId: string) => ['events', 'seats-left', eventId] as const

/** How many seats an event has left (null: no limit), so a visitor knows before sending that they would join the waitlist. */
export function seatsLeftQuery(eventId: string) {
  return queryOptions({
    queryKey: seatsLeftKey(eventId),
    queryFn: () => getSeatsLeft({ data: { id: eventId } }),
    staleTime: 0,
  })
}
