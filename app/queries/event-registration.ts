/**
 * Registration for an event on this site: what the form reads first (the seats left) and the
 * registration itself, sent through the visitor-submission hook (visitor-submission.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import { registrationCopy } from '~/content/events'
import { getSeatsLeft, registerForEvent } from '~/server/events.functions'
import { useVisitorSubmission, type SubmissionFields } from './visitor-submission'

/** Before the form is sent: how many seats are left (null: no limit), so a visitor knows they would join the waitlist. */
export function seatsLeftQuery(eventId: string) {
  return queryOptions({
    queryKey: ['events', 'seats-left', eventId] as const,
    queryFn: () => getSeatsLeft({ data: { id: eventId } }),
    staleTime: 0,
  })
}

/** Answers what was stored: a seat, the waitlist, or nothing new for an address already registered. */
export function useRegisterForEvent() {
  return useVisitorSubmission((data: SubmissionFields<typeof registerForEvent>) => registerForEvent({ data }), registrationCopy.unexpected)
}
