/**
 * How a visitor's submission (a partnership application, an offer claim, an event
 * registration) is taken, apart from the request it arrives in: the limit per client address,
 * the honeypot, the count given back when nothing new was stored, and what runs after a
 * submission is stored. `visitor-submission.middleware.ts` runs it for every visitor form.
 */
import type { SubmissionKind } from '~/domain/submission-kinds'
import { honeypotField, type SubmissionEnvelope } from '~/lib/submission-envelope'
import { HttpError } from './errors'
import { logLine } from './log'
import { attempt, retryAfterSeconds, type Limit } from './rate-limit'
import { attributeSubmission } from './site-analytics.server'

/**
 * What an insert answers: `repeat` when the idempotency key was already stored (nothing new),
 * and what the log may name of it (an application's reference, a registration's outcome).
 */
export interface InsertResult {
  repeat: boolean
  reference?: string
  outcome?: string
}

/** A submission the database has just stored (not a repeat of one it had). */
export interface StoredSubmission {
  kind: SubmissionKind
  /** Unique per stored row of its table (`idempotency_key`): how later work finds the row. */
  idempotencyKey: string
  /** The client address the submission was counted for. */
  client: string
  /** What the insert answered (the application's reference, the registration's outcome). */
  result: InsertResult
}

/**
 * After a submission is stored: the one place where what follows a visitor's submission hooks
 * in. The visitor's answer waits for it, but a failure here is logged and never undoes or
 * refuses a submission that is already stored.
 */
export async function afterSubmissionStored(stored: StoredSubmission): Promise<void> {
  // The reference or outcome, never what the visitor typed.
  logLine('info', `${stored.kind}-received`, { reference: stored.result.reference, outcome: stored.result.outcome })
  await attributeSubmission(stored.kind, stored.idempotencyKey)
}

export function tooManySubmissionsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

export interface SubmissionHold {
  /** Runs the insert: a repeat gives the count back, a new row runs `afterSubmissionStored`. */
  store<T extends InsertResult>(insert: () => Promise<T>): Promise<T>
  /** Gives the count back (once, however often it is called): nothing new was stored. */
  release(): Promise<void>
}

export interface HoldOptions {
  kind: SubmissionKind
  limit: Limit
  client: string
  envelope: SubmissionEnvelope
  /** Told how long to wait when the address is over its limit (the Retry-After header). */
  onRefused?: (retryAfterSeconds: number) => void
  /** What runs after a submission is stored; `afterSubmissionStored` unless a test gives another. */
  afterStored?: (stored: StoredSubmission) => Promise<void>
}

/**
 * Before anything is stored: an address over its limit is refused with 429 and when to try
 * again; otherwise the submission counts at once (so parallel requests cannot overshoot), and
 * a filled honeypot is refused with 400 and stays counted.
 */
export async function holdSubmission(options: HoldOptions): Promise<SubmissionHold> {
  const { kind, client, envelope } = options
  const hold = await attempt([[options.limit, client]])
  if (!hold.ok) {
    logLine('warn', `${kind}-rate-limited`, { client })
    options.onRefused?.(retryAfterSeconds(hold.retryAfterMs))
    throw new HttpError(429, tooManySubmissionsMessage(hold.retryAfterMs))
  }
  if (envelope[honeypotField] !== '') {
    logLine('warn', `${kind}-honeypot`, { client })
    throw new HttpError(400, `${honeypotField}: must be left empty. Your submission was not sent.`)
  }
  let released: Promise<void> | undefined
  const release = () => (released ??= hold.release())
  const afterStored = options.afterStored ?? afterSubmissionStored
  return {
    release,
    async store(insert) {
      const result = await insert()
      if (result.repeat) {
        logLine('info', `${kind}-repeat`, { outcome: result.outcome })
        await release()
        return result
      }
      try {
        await afterStored({ kind, idempotencyKey: envelope.idempotencyKey, client, result })
      } catch (error) {
        logLine('error', 'after-submission-failed', { kind, message: error instanceof Error ? error.message : String(error) })
      }
      return result
    },
  }
}
