import { useQuery } from '@tanstack/react-query'
import { rightNowPage as copy } from '~/content/rightnow'
import { seatsLeftQuery } from '~/queries/event-seats'

/**
 * The closing band's title: the conference's seats, or, once the browser has read that every
 * seat is taken, that a registration joins the waitlist. The page may come from a cache, so
 * "full" is read when the page is opened (the same reading as the hero's seats note).
 */
export function ClosingTitle({ eventId, seats }: { eventId: string; seats: number }) {
  const seatsLeft = useQuery(seatsLeftQuery(eventId)).data?.seatsLeft
  return <>{seatsLeft === 0 ? copy.closing.fullTitle(seats) : copy.closing.title(seats)}</>
}
