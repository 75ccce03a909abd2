import { createServerFn } from '@tanstack/react-start'
import { getRequestIP } from '@tanstack/react-start/server'
import {
  applicationListSchema,
  applicationNoteSchema,
  applicationStatusSchema,
  applicationSubmissionSchema,
  claimListSchema,
  claimStatusSchema,
  claimSubmissionSchema,
  honeypotField,
  submissionIdSchema,
} from '~/lib/submission-schema'
import { applicationsCsv, claimsCsv, exportFileName } from '~/lib/submissions'
import { requireAdmin } from './admin.middleware'
import { HttpError } from './errors'
import { logLine } from './log'
import { submissionLimits, tooManySubmissionsMessage, type SubmissionLimit } from './submission-limits'
import {
  countNewSubmissions,
  insertApplication,
  insertClaim,
  selectApplication,
  selectApplications,
  selectClaims,
  updateApplication,
  updateClaimStatus,
} from './submissions.server'
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

/* ------------------------------------------------------------------ admin */

export const listApplications = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(applicationListSchema))
  .handler(({ context, data }) => selectApplications(context.supabase, data))

export const getApplication = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(submissionIdSchema))
  .handler(({ context, data }) => selectApplication(context.supabase, data.id))

export const setApplicationStatus = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(applicationStatusSchema))
  .handler(({ context, data }) => updateApplication(context.supabase, data.id, { status: data.status }))

export const saveApplicationNote = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(applicationNoteSchema))
  .handler(({ context, data }) =>
    updateApplication(context.supabase, data.id, { internal_note: data.note === '' ? null : data.note }),
  )

/** The filtered list as CSV text, with a dated file name. */
export const exportApplications = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(applicationListSchema))
  .handler(async ({ context, data }) => {
    const rows = await selectApplications(context.supabase, data)
    return { fileName: exportFileName('applications'), csv: applicationsCsv(rows), rows: rows.length }
  })

export const listClaims = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(claimListSchema))
  .handler(({ context, data }) => selectClaims(context.supabase, data))

export const setClaimStatus = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(claimStatusSchema))
  .handler(({ context, data }) => updateClaimStatus(context.supabase, data.id, data.status))

export const exportClaims = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(claimListSchema))
  .handler(async ({ context, data }) => {
    const rows = await selectClaims(context.supabase, data)
    return { fileName: exportFileName('claims'), csv: claimsCsv(rows), rows: rows.length }
  })

/** The dashboard's live counts of new applications and claims. */
export const countSubmissions = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .handler(({ context }) => countNewSubmissions(context.supabase))
