/**
 * Registration for an event on this site: the seats left (the event's page and form say them) and the
 * registration itself, sent through the visitor-submission hook (visitor-submission.ts).
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { registrationCopy } from '~/content/events'
import { getSeatsLeft, registerForEvent } from '~/server/events.functions'
import { useVisitorSubmission, type SubmissionFields } from './visitor-submission'

const seatsLeftKey = (eventId: string) => ['events', 'seats-left', eventId] as const

/** How many seats an event has left (null: no limit), so a visitor knows before sending that they would join the waitlist. */
export function seatsLeftQuery(eventId: string) {
  return queryOptions({
    queryKey: seatsLeftKey(eventId),
    queryFn: () => getSeatsLeft({ data: { id: eventId } }),
    staleTime: 0,
  })
}

/**
 * Answers what was stored: a seat, the waitlist, or nothing new for an address already
 * registered. The event's seats left are read again, so the page says what is left now.
 */
export function useRegisterForEvent(eventId: string) {
  const queryClient = useQueryClient()
  return useVisitorSubmission(async (data: SubmissionFields<typeof registerForEvent>) => {
    const answer = await registerForEvent({ data })
    void queryClient.invalidateQueries({ queryKey: seatsLeftKey(eventId) })
    return answer
  }, registrationCopy.unexpected)
}
