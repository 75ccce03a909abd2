/**
 * What a visitor may send (a partnership application, an offer claim, an event registration)
 * and what an admin may change, as valibot schemas shared by the forms and the server
 * functions. The database repeats the same limits as CHECK constraints (supabase/migrations).
 * The words a visitor reads come from app/content, given to the schemas that need them.
 */
import * as v from 'valibot'
import * as choiceIds from '~/domain/partnership-choices'
import { applicationStatuses, claimStatuses } from '~/domain/statuses'
import { visitorTextLimits } from '~/domain/text-limits'
import { isEmailAddress } from './email-address'
import { honeypot, honeypotField, idempotencyKey } from './submission-envelope'
import { tooLongMessage } from './contact-form-schema'
import {
  contactFields,
  isBlank,
  isValidLinkedIn,
  isValidPhone,
  requiredContactFields,
  type ContactCheck,
  type ContactField,
  type ContactInfo,
  type ContactMessages,
} from './partnership-schema'

const applicationLimits = visitorTextLimits.partnership_applications

const tooLong = (limit: number) => `must be at most ${limit} characters`

/** Trimmed text with at least one visible character and at most `limit`. */
const requiredText = (limit: number, requiredMessage = 'is required') =>
  v.pipe(v.string(requiredMessage), v.trim(), v.minLength(1, requiredMessage), v.maxLength(limit, tooLong(limit)))

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

export const rowIdSchema = v.pipe(v.string('is required'), v.uuid('must be a UUID'))

/** Not blank: at least one visible character. */
const present = (message: string) => v.pipe(v.string(message), v.check((value) => !isBlank(value), message))

/**
 * The contact step's rules, made once per set of words:
 * - `fields`: each field's own rule, a blank value passing (whether a field is required is a
 *   rule of its own): at most its column's length, and the format of the e-mail, phone and
 *   LinkedIn values. The step shows these under each field.
 * - `submission`: the contact as it must be to send the application: the field rules, and
 *   name, e-mail and company given.
 * - `check`: what the step lists: the required fields still blank (`missing`, in form order)
 *   and each field whose value breaks its rule (`invalid`, with the rule's message). Both are
 *   empty exactly when `submission` accepts the contact.
 */
export function contactRules(messages: ContactMessages) {
  const limited = (limit: number) =>
    v.pipe(v.string('must be text'), v.trim(), v.maxLength(limit, tooLongMessage(limit)))
  const formatted = (limit: number, isValid: (value: string) => boolean, message: string) =>
    v.pipe(limited(limit), v.check((value) => value === '' || isValid(value), message))
  const fields = {
    name: limited(applicationLimits.contact_name),
    email: formatted(applicationLimits.contact_email, isEmailAddress, messages.email),
    company: limited(applicationLimits.contact_company),
    phone: formatted(applicationLimits.contact_phone, isValidPhone, messages.phone),
    title: limited(applicationLimits.contact_title),
    linkedin: formatted(applicationLimits.contact_linkedin, isValidLinkedIn, messages.linkedin),
  } satisfies Record<ContactField, v.GenericSchema<string>>
  const submission = v.object({
    ...fields,
    name: v.pipe(present(messages.required.name), fields.name),
    email: v.pipe(present(messages.required.email), fields.email),
    company: v.pipe(present(messages.required.company), fields.company),
  })
  const check = (contact: ContactInfo): ContactCheck => {
    const invalid: ContactCheck['invalid'] = {}
    for (const field of contactFields) {
      const result = v.safeParse(fields[field], contact[field])
      if (!result.success) invalid[field] = result.issues[0].message
    }
    return { missing: requiredContactFields.filter((field) => isBlank(contact[field])), invalid }
  }
  return { fields, submission, check }
}

export const applicationSubmissionSchema = (messages: ContactMessages) => v.object({
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
  contactInfo: contactRules(messages).submission,
})

export type ApplicationSubmission = v.InferOutput<ReturnType<typeof applicationSubmissionSchema>>

/** A person as the claim and registration forms take them, within their table's limits. */
function personEntries(limits: { full_name: number; email: number; firm_name: number }, emailMessage: string) {
  return {
    fullName: requiredText(limits.full_name),
    email: v.pipe(requiredText(limits.email), v.check(isEmailAddress, emailMessage)),
    firmName: requiredText(limits.firm_name),
  }
}

/** An offer claim; `emailMessage` is what a malformed address is told. */
export const claimSubmissionSchema = (emailMessage: string) =>
  v.object({ idempotencyKey, [honeypotField]: honeypot, ...personEntries(visitorTextLimits.offer_claims, emailMessage) })

export type ClaimSubmission = v.InferOutput<ReturnType<typeof claimSubmissionSchema>>

/** A registration for an event (by its id) with registration on this site. */
export const registrationSubmissionSchema = (emailMessage: string) =>
  v.object({
    idempotencyKey,
    [honeypotField]: honeypot,
    eventId: rowIdSchema,
    ...personEntries(visitorTextLimits.event_registrations, emailMessage),
  })

export type RegistrationSubmission = v.InferOutput<ReturnType<typeof registrationSubmissionSchema>>

/* ------------------------------------------------------------------ admin inputs */

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
