/**
 * Per-address limits on visitor submissions, against bots: each stored application or
 * claim (and each caught by the honeypot) counts for the client address for an hour.
 * Generous enough for an office or a conference network sharing one address.
 */
import { createWindowLimiter } from './rate-limit'

const ONE_HOUR = 60 * 60 * 1000

export const submissionLimits = {
  applications: createWindowLimiter({ max: 10, windowMs: ONE_HOUR }),
  claims: createWindowLimiter({ max: 30, windowMs: ONE_HOUR }),
}

export type SubmissionLimit = (typeof submissionLimits)[keyof typeof submissionLimits]

export function tooManySubmissionsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
