/**
 * Per-address limits on visitor submissions, against bots: each stored application or
 * claim (and each caught by the honeypot) counts for the client address for an hour.
 * Generous enough for an office or a conference network sharing one address.
 */
import { setResponseHeader } from '@tanstack/react-start/server'
import { honeypotField } from '~/lib/submission-schema'
import { requestClientAddress } from './client-address.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { attempt, createWindowLimiter, retryAfterSeconds } from './rate-limit'

const ONE_HOUR = 60 * 60 * 1000

export const submissionLimits = {
  applications: createWindowLimiter({ max: 10, windowMs: ONE_HOUR }),
  claims: createWindowLimiter({ max: 30, windowMs: ONE_HOUR }),
  registrations: createWindowLimiter({ max: 30, windowMs: ONE_HOUR }),
}

export type SubmissionLimit = (typeof submissionLimits)[keyof typeof submissionLimits]

export function tooManySubmissionsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/**
 * Before storing a visitor's submission: an address over its limit is refused with 429
 * and when to try again; otherwise the submission counts at once (so parallel requests
 * cannot overshoot), and a filled honeypot is refused and stays counted. The caller gives
 * the count back (the returned function) when nothing new was stored.
 */
export function holdSubmission(limit: SubmissionLimit, honeypot: string, kind: string): () => void {
  const client = requestClientAddress()
  const hold = attempt([[limit, client]])
  if (!hold.ok) {
    logLine('warn', `${kind}-rate-limited`, { client })
    setResponseHeader('retry-after', String(retryAfterSeconds(hold.retryAfterMs)))
    throw new HttpError(429, tooManySubmissionsMessage(hold.retryAfterMs))
  }
  if (honeypot !== '') {
    logLine('warn', `${kind}-honeypot`, { client })
    throw new HttpError(400, `${honeypotField}: must be left empty. Your submission was not sent.`)
  }
  return hold.release
}

/** Runs the insert; a repeat (or nothing stored) or a failure gives the count back. */
export async function counted<T extends { repeat: boolean }>(release: () => void, insert: () => Promise<T>): Promise<T> {
  try {
    const result = await insert()
    if (result.repeat) release()
    return result
  } catch (error) {
    release()
    throw error
  }
}
