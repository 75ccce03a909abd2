/**
 * Per-address limits on visitor submissions, against bots: each stored application or
 * claim (and each caught by the honeypot) counts for the client address for an hour.
 * Generous enough for an office or a conference network sharing one address.
 */
import type { Limit } from './rate-limit'
import { siteLimit } from './site-limits.server'

const ONE_HOUR = 60 * 60

export const submissionLimits = {
  applications: siteLimit({
    name: 'applications-per-address',
    points: 10,
    durationSeconds: ONE_HOUR,
  }),
  claims: siteLimit({ name: 'claims-per-address', points: 30, durationSeconds: ONE_HOUR }),
}

export type SubmissionLimit = Limit

export function tooManySubmissionsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
