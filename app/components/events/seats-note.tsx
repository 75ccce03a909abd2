import { useQuery } from '@tanstack/react-query'
import { Info } from 'lucide-react'
import { registrationCopy as copy } from '~/content/events'
import { seatsLeftQuery } from '~/queries/event-seats'
import { cn } from '~/lib/cn'

/**
 * How many seats an event has left, or that it is full and a registration joins the waitlist.
 * Read in the browser when shown (never from a cached page), so it is true when it is read; an
 * event without a limit, or an answer that could not be had, says nothing.
 *
 * `holdPlace`: the event has a limit, so an answer will come; its place is kept empty until
 * then, so what is below it does not move when it arrives. `inline`: a phrase within a line.
 */
export function SeatsNote({ eventId, inline = false, holdPlace = false }: { eventId: string; inline?: boolean; holdPlace?: boolean }) {
  const seats = useQuery(seatsLeftQuery(eventId))
  const seatsLeft = seats.data?.seatsLeft ?? null
  if (seatsLeft === null) return holdPlace && seats.isPending ? <p aria-hidden="true" className="min-h-10" /> : null
  const Element = inline ? 'span' : 'p'
  return (
    <Element
      className={cn(
        'text-ink',
        inline ? 'inline-flex items-center gap-1.5 font-medium' : 'flex min-h-10 items-start gap-2 rounded-md bg-primary-soft px-3 py-2 text-sm',
      )}
      data-testid="seats-note"
    >
      <Info aria-hidden="true" className={cn('size-4 shrink-0 text-primary', !inline && 'mt-0.5')} />
      {seatsLeft === 0 ? copy.full : copy.seatsLeft(seatsLeft)}
    </Element>
  )
}
