/**
 * What visitors send: partnership applications and offer claims. The admin inbox's
 * functions are in submissions-admin.functions.ts, so public pages never load them.
 */
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { applicationSubmissionSchema, claimSubmissionSchema, honeypotField } from '~/lib/submission-schema'
import { HttpError } from './errors'
import { requestClientAddress } from './client-address.server'
import { logLine } from './log'
import { attempt, retryAfterSeconds } from './rate-limit'
import { submissionLimits, tooManySubmissionsMessage, type SubmissionLimit } from './submission-limits'
import { insertApplication, insertClaim } from './submissions.server'
import { createSupabaseAnonClient } from './supabase.server'
import { validateWith } from './validation'

/**
 * Before storing a visitor's submission: an address over its limit is refused with 429
 * and when to try again; otherwise the submission counts at once (so parallel requests
 * cannot overshoot), and a filled honeypot is refused and stays counted. The caller gives
 * the count back when nothing new was stored.
 */
async function holdSubmission(limit: SubmissionLimit, honeypot: string, kind: string): Promise<() => Promise<void>> {
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

/** Runs the insert; a repeat or a failure gives the count back. */
async function counted<T extends { repeat: boolean }>(release: () => Promise<void>, insert: () => Promise<T>): Promise<T> {
  try {
    const result = await insert()
    if (result.repeat) await release()
    return result
  } catch (error) {
    await release()
    throw error
  }
}

/** Public: stores a partnership application and answers its reference code. */
export const submitApplication = createServerFn({ method: 'POST' })
  .validator(validateWith(applicationSubmissionSchema))
  .handler(async ({ data }) => {
    const release = await holdSubmission(submissionLimits.applications, data[honeypotField], 'application')
    const { reference } = await counted(release, () => insertApplication(createSupabaseAnonClient(), data))
    return { reference }
  })

/** Public: stores an offer claim. */
export const submitClaim = createServerFn({ method: 'POST' })
  .validator(validateWith(claimSubmissionSchema))
  .handler(async ({ data }) => {
    const release = await holdSubmission(submissionLimits.claims, data[honeypotField], 'claim')
    await counted(release, () => insertClaim(createSupabaseAnonClient(), data))
    return { received: true as const }
  })
