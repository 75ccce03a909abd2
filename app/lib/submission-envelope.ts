/**
 * What every visitor form sends besides its fields: one idempotency key per submission, and
 * the bot trap. Its own small module: the forms' code reads the trap's name without the
 * schemas of every submission.
 */
import * as v from 'valibot'

/**
 * The bot trap: a field people never see (hidden from sight and from assistive
 * technology). Anything in it means the submission was not typed by a person.
 */
export const honeypotField = 'website'
export const honeypot = v.optional(v.pipe(v.string(), v.maxLength(500)), '')

/** Sent once per submission; a repeat of the same key stores nothing new. */
export const idempotencyKey = v.pipe(v.string('is required'), v.uuid('must be a UUID'))

/** The envelope as the server checks it before anything is counted or stored; the other fields pass as they are. */
export const submissionEnvelopeSchema = v.looseObject({ idempotencyKey, [honeypotField]: honeypot })

/** What every visitor form sends besides its fields, as the server reads it. */
export interface SubmissionEnvelope {
  idempotencyKey: string
  [honeypotField]: string
}
