/**
 * Per-address limits on visitor submissions, against bots: each stored application, claim
 * or registration (and each caught by the honeypot) counts for the client address for an hour.
 * Generous enough for an office or a conference network sharing one address.
 */
import { setResponseHeader } from '@tanstack/react-start/server'
import { honeypotField } from '~/lib/submission-schema'
import { requestClientAddress } from './client-address.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { attempt, retryAfterSeconds, type Limit } from './rate-limit'
import { siteLimit } from './site-limits.server'

const ONE_HOUR = 60 * 60

export const submissionLimits = {
  applications: siteLimit({
    name: 'applications-per-address',
    points: 10,
    durationSeconds: ONE_HOUR,
  }),
  claims: siteLimit({ name: 'claims-per-address', points: 30, durationSeconds: ONE_HOUR }),
  registrations: siteLimit({ name: 'registrations-per-address', points: 30, durationSeconds: ONE_HOUR }),
}

export type SubmissionLimit = Limit

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
export async function holdSubmission(limit: SubmissionLimit, honeypot: string, kind: string): Promise<() => Promise<void>> {
  const client = requestClientAddress()
  const hold = await attempt([[limit, client]])
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
export async function counted<T extends { repeat: boolean }>(release: () => Promise<void>, insert: () => Promise<T>): Promise<T> {
  try {
    const result = await insert()
    if (result.repeat) await release()
    return result
  } catch (error) {
    await release()
    throw error
  }
}
