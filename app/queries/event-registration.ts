/**
 * Registration for an event on this site, sent through the visitor-submission hook
 * (visitor-submission.ts); the seats left are event-seats.ts.
 */
import { useQueryClient } from '@tanstack/react-query'
import { registrationCopy } from '~/content/events'
import { registerForEvent } from '~/server/events.functions'
import { seatsLeftKey } from './event-seats'
import { useVisitorSubmission, type SubmissionFields } from './visitor-submission'

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
