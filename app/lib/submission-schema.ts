/**
 * What a visitor may send (a partnership application, an offer claim) and what an admin
 * may change, as valibot schemas shared by the forms and the server functions. The
 * database repeats the same limits as CHECK constraints (supabase/migrations).
 */
import * as v from 'valibot'
import { contactMessages } from '~/content/partnership'
import * as choiceIds from '~/domain/partnership-choices'
import { applicationStatuses, claimStatuses } from '~/domain/statuses'
import { textLimits } from '~/domain/text-limits'
import { isValidEmail, isValidLinkedIn, isValidPhone } from './partnership-schema'

const applicationLimits = textLimits.partnership_applications
const claimLimits = textLimits.offer_claims

const tooLong = (limit: number) => `must be at most ${limit} characters`

/** Trimmed text of at most `limit` characters; '' when not given. */
const optionalText = (limit: number) => v.pipe(v.string('must be text'), v.trim(), v.maxLength(limit, tooLong(limit)))

/** Trimmed text with at least one visible character and at most `limit`. */
const requiredText = (limit: number, requiredMessage = 'is required') =>
  v.pipe(v.string(requiredMessage), v.trim(), v.minLength(1, requiredMessage), v.maxLength(limit, tooLong(limit)))

/**
 * The claim form's e-mail rule (the form checks the same): an address as a browser's email
 * input accepts it, with a dot in the domain as the database requires.
 */
export const claimEmailAddress = v.pipe(v.string(), v.rfcEmail(), v.check(isValidEmail))
const claimEmail = v.pipe(
  requiredText(claimLimits.email),
  v.check((value) => v.is(claimEmailAddress, value), contactMessages.email),
)

/** Optional text that, when given, must pass a format rule. */
const optionalFormatted = (limit: number, isValid: (value: string) => boolean, message: string) =>
  v.pipe(optionalText(limit), v.check((value) => value === '' || isValid(value), message))

/** Several ids of one list: each allowed, none twice. */
const choices = <const T extends readonly [string, ...string[]]>(ids: T) =>
  v.pipe(
    v.array(v.picklist(ids, 'is not one of the allowed choices'), 'must be a list'),
    v.maxLength(ids.length, 'has too many choices'),
    v.check((list) => new Set(list).size === list.length, 'repeats a choice'),
  )

/** One id of a list, or '' when unanswered. */
const choice = <const T extends readonly [string, ...string[]]>(ids: T) =>
  v.picklist(['', ...ids] as const, 'is not one of the allowed choices')

/**
 * The bot trap: a field people never see (hidden from sight and from assistive
 * technology). Anything in it means the submission was not typed by a person.
 */
export const honeypotField = 'website'
const honeypot = v.optional(v.pipe(v.string(), v.maxLength(500)), '')

/** Sent once per application or claim; a repeat of the same key stores nothing new. */
const idempotencyKey = v.pipe(v.string('is required'), v.uuid('must be a UUID'))

/** The contact step, as it must be to send the application. */
export const contactSubmissionSchema = v.object({
  name: requiredText(applicationLimits.contact_name, contactMessages.required.name),
  email: v.pipe(
    v.string(contactMessages.required.email),
    v.trim(),
    v.minLength(1, contactMessages.required.email),
    v.maxLength(applicationLimits.contact_email, tooLong(applicationLimits.contact_email)),
    v.check(isValidEmail, contactMessages.email),
  ),
  company: requiredText(applicationLimits.contact_company, contactMessages.required.company),
  phone: optionalFormatted(applicationLimits.contact_phone, isValidPhone, contactMessages.phone),
  title: optionalText(applicationLimits.contact_title),
  linkedin: optionalFormatted(applicationLimits.contact_linkedin, isValidLinkedIn, contactMessages.linkedin),
})

export const applicationSubmissionSchema = v.object({
  idempotencyKey,
  [honeypotField]: honeypot,
  partnershipTypes: choices(choiceIds.partnershipTypeIds),
  professionalRoles: choices(choiceIds.professionalRoleIds),
  experience: choice(choiceIds.experienceIds),
  digitalReach: choice(choiceIds.digitalReachIds),
  expertiseMethod: choice(choiceIds.expertiseMethodIds),
  expertiseAreas: choices(choiceIds.expertiseAreaIds),
  partnershipMotivation: v.pipe(
    v.string('must be text'),
    v.maxLength(applicationLimits.motivation, tooLong(applicationLimits.motivation)),
  ),
  contactInfo: contactSubmissionSchema,
})

export type ApplicationSubmission = v.InferOutput<typeof applicationSubmissionSchema>

export const claimSubmissionSchema = v.object({
  idempotencyKey,
  [honeypotField]: honeypot,
  fullName: requiredText(claimLimits.full_name),
  email: claimEmail,
  firmName: requiredText(claimLimits.firm_name),
})

export type ClaimSubmission = v.InferOutput<typeof claimSubmissionSchema>

/* ------------------------------------------------------------------ admin inputs */

export const rowIdSchema = v.pipe(v.string('is required'), v.uuid('must be a UUID'))

export const applicationStatusSchema = v.object({
  id: rowIdSchema,
  status: v.picklist(applicationStatuses, 'is not a known status'),
})

export const applicationNoteSchema = v.object({
  id: rowIdSchema,
  note: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.maxLength(applicationLimits.internal_note, tooLong(applicationLimits.internal_note)),
  ),
})

export const claimStatusSchema = v.object({
  id: rowIdSchema,
  status: v.picklist(claimStatuses, 'is not a known status'),
})
