/**
 * What visitors send: partnership applications and offer claims. The admin inbox's
 * functions are in submissions-admin.functions.ts, so public pages never load them.
 */
import { createServerFn } from '@tanstack/react-start'
import { getRequestIP } from '@tanstack/react-start/server'
import { applicationSubmissionSchema, claimSubmissionSchema, honeypotField } from '~/lib/submission-schema'
import { HttpError } from './errors'
import { logLine } from './log'
import { submissionLimits, tooManySubmissionsMessage, type SubmissionLimit } from './submission-limits'
import { insertApplication, insertClaim } from './submissions.server'
import { createSupabaseAnonClient } from './supabase.server'
import { validateWith } from './validation'

/**
 * Before storing a visitor's submission: a filled honeypot is refused (and counts), and
 * an address over its limit is refused with 429 and when to try again.
 */
function guardSubmission(limit: SubmissionLimit, honeypot: string, kind: string): string {
  const client = getRequestIP() ?? 'unknown'
  const retryAfterMs = limit.retryAfterMs(client)
  if (retryAfterMs > 0) {
    logLine('warn', `${kind}-rate-limited`, { client })
    throw new HttpError(429, tooManySubmissionsMessage(retryAfterMs))
  }
  if (honeypot !== '') {
    limit.recordFailure(client)
    logLine('warn', `${kind}-honeypot`, { client })
    throw new HttpError(400, `${honeypotField}: must be left empty. Your submission was not sent.`)
  }
  return client
}

/** Public: stores a partnership application and answers its reference code. */
export const submitApplication = createServerFn({ method: 'POST' })
  .validator(validateWith(applicationSubmissionSchema))
  .handler(async ({ data }) => {
    const client = guardSubmission(submissionLimits.applications, data[honeypotField], 'application')
    const { reference, repeat } = await insertApplication(createSupabaseAnonClient(), data)
    if (!repeat) submissionLimits.applications.recordFailure(client)
    return { reference }
  })

/** Public: stores an offer claim. */
export const submitClaim = createServerFn({ method: 'POST' })
  .validator(validateWith(claimSubmissionSchema))
  .handler(async ({ data }) => {
    const client = guardSubmission(submissionLimits.claims, data[honeypotField], 'claim')
    const { repeat } = await insertClaim(createSupabaseAnonClient(), data)
    if (!repeat) submissionLimits.claims.recordFailure(client)
    return { received: true as const }
  })
