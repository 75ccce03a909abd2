/**
 * The one map of refusals: each code (app/domain/refusals.ts) to its HTTP status, with the
 * words a person reads (app/content/refusals.ts), and how a database error becomes one. The
 * database raises its own codes in DETAIL; Postgres's unique, check, foreign-key and
 * row-level-security errors are named by their SQLSTATE, and a write that knows what such an
 * error means for it names it (`{ duplicate: 'slug_taken' }`). No message text is read.
 */
import { refusalWords } from '~/content/refusals'
import { databaseRefusalCodes, type DatabaseRefusalCode, type RefusalCode } from '~/domain/refusals'
import { HttpError } from '~/lib/http-error'

export const refusalStatus = {
  event_full: 409,
  event_has_registrants: 409,
  registration_unavailable: 404,
  registration_closed: 409,
  event_cancelled: 409,
  cancelled_stays_published: 409,
  not_one_mailbox: 400,
  offer_ended: 410,
  already_claimed: 409,
  audit_admins_only: 403,
  retention_too_short: 400,
  staff_only: 403,
  admins_only: 403,
  last_admin: 409,
  not_staff: 404,
  already_accepted: 409,
  period_too_long: 400,
  analytics_retention_too_short: 400,
  salt_unavailable: 500,
  duplicate: 409,
  invalid_value: 400,
  in_use: 409,
  not_allowed: 403,
  slug_taken: 409,
  file_taken: 409,
  needs_download: 400,
  conference_in_use: 409,
  already_on_team: 409,
  account_exists: 409,
  own_account: 409,
  wrong_password: 400,
  weak_password: 400,
  changed_since_opened: 409,
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  too_many_requests: 429,
  unexpected: 500,
  unavailable: 502,
} as const satisfies Record<RefusalCode, number>

/** A refusal as a server function throws it; `words` when the refusal has more to say than its usual words. */
export function refusal(code: RefusalCode, words: string = refusalWords[code]): HttpError {
  return new HttpError(refusalStatus[code], words, code)
}

/** What the data API and Postgres report about a failed call. */
export interface DatabaseError {
  code?: string
  details?: string | null
}

const raisedCodes = new Set<string>(databaseRefusalCodes)

/** Postgres's own refusals, by SQLSTATE. */
const sqlStateCodes: Record<string, RefusalCode> = {
  '23505': 'duplicate',
  '23514': 'invalid_value',
  '23503': 'in_use',
  '23001': 'in_use',
  '42501': 'not_allowed',
}

/** The refusal a database error carries, or null when it is a failure (the backend down, a bug). */
export function refusalCodeOf(error: DatabaseError): RefusalCode | null {
  if (error.details && raisedCodes.has(error.details)) return error.details as DatabaseRefusalCode
  return (error.code && sqlStateCodes[error.code]) || null
}

/**
 * What a write knows Postgres's own refusals mean for it: `{ duplicate: 'slug_taken' }`. Only
 * the ones it names become refusals; the others stay failures (a write the server's own checks
 * should have stopped, or that the caller may not make at all).
 */
export type RefusalNames = Partial<Record<RefusalCode, RefusalCode>>

/** The refusal to throw for a database error: a code the database raised, or one this write names; null otherwise. */
export function refusalFrom(error: DatabaseError, names: RefusalNames = {}): HttpError | null {
  const code = refusalCodeOf(error)
  if (!code) return null
  if (raisedCodes.has(code)) return refusal(code)
  const named = names[code]
  return named ? refusal(named) : null
}
