/**
 * The one server path of a visitor's submission (a partnership application, an offer claim,
 * an event registration), whatever the form did: the idempotency key is checked, the client
 * address is counted against its hourly limit (429 with Retry-After), a filled honeypot is
 * refused (400), the function's own validator checks the fields (400 naming the field), and
 * the handler stores the submission with `context.submission.store(insert)`. A repeat of the same idempotency key, or any failure
 * before or while storing, gives the count back; a new row runs `afterSubmissionStored`
 * (visitor-submission.ts), the place for what follows a stored submission.
 *
 *   export const submitClaim = createServerFn({ method: 'POST' })
 *     .middleware([visitorSubmission('claim')])
 *     .validator(validateWith(claimSubmissionSchema))
 *     .handler(async ({ data, context }) => context.submission.store(() => insertClaim(..., data)))
 *
 * (The fields' schema stays on the function: the build strips a function's validator from the
 * browser's code, but not the arguments of a middleware call.)
 */
import { createMiddleware } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import type { SubmissionKind } from '~/domain/submission-kinds'
import { submissionEnvelopeSchema } from '~/lib/submission-envelope'
import { requestClientAddress } from './client-address.server'
import type { Limit } from './rate-limit'
import { siteLimit } from './site-limits.server'
import { validateWith } from './validation'
import { holdSubmission } from './visitor-submission'

const ONE_HOUR = 60 * 60

/**
 * Per-address limits, against bots: each stored submission (and each caught by the honeypot)
 * counts for the client address for an hour. Generous enough for an office or a conference
 * network sharing one address.
 */
const submissionLimits: Record<SubmissionKind, Limit> = {
  application: siteLimit({ name: 'applications-per-address', points: 10, durationSeconds: ONE_HOUR }),
  claim: siteLimit({ name: 'claims-per-address', points: 30, durationSeconds: ONE_HOUR }),
  registration: siteLimit({ name: 'registrations-per-address', points: 30, durationSeconds: ONE_HOUR }),
}

export function visitorSubmission(kind: SubmissionKind) {
  return createMiddleware({ type: 'function' })
    .validator(validateWith(submissionEnvelopeSchema))
    .server(async ({ next, data }) => {
      const submission = await holdSubmission({
        kind,
        limit: submissionLimits[kind],
        client: requestClientAddress(),
        envelope: data,
        onRefused: (seconds) => setResponseHeader('retry-after', String(seconds)),
      })
      try {
        return await next({ context: { submission } })
      } catch (error) {
        await submission.release()
        throw error
      }
    })
}
