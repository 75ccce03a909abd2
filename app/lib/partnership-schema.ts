/**
 * The partnership application draft and its rules, as valibot schemas.
 * One schema per wizard step; the draft schema is their union and guards what is read
 * back from sessionStorage. The contact rules are hints only: nothing blocks Next.
 */
import * as v from 'valibot'
import * as choiceIds from '~/domain/partnership-choices'
import { visitorTextLimits } from '~/domain/text-limits'
import { isValidEmail } from './email-address'

/** An unanswered single choice is the empty string. */
const singleChoice = <const T extends readonly [string, ...string[]]>(ids: T) =>
  v.picklist(['', ...ids] as const)

/** Step 1: partnership types. */
export const partnershipTypesStepSchema = v.object({
  partnershipTypes: v.array(v.picklist(choiceIds.partnershipTypeIds)),
})

/** Step 2: professional roles. */
export const professionalRolesStepSchema = v.object({
  professionalRoles: v.array(v.picklist(choiceIds.professionalRoleIds)),
})

/** Step 3: experience, digital reach, expertise method and expertise areas. */
export const expertiseStepSchema = v.object({
  experience: singleChoice(choiceIds.experienceIds),
  digitalReach: singleChoice(choiceIds.digitalReachIds),
  expertiseMethod: singleChoice(choiceIds.expertiseMethodIds),
  expertiseAreas: v.array(v.picklist(choiceIds.expertiseAreaIds)),
})

/** Step 4: motivation, at most 1000 characters. */
export const motivationStepSchema = v.object({
  partnershipMotivation: v.pipe(v.string(), v.maxLength(visitorTextLimits.partnership_applications.motivation)),
})

/** Step 5: contact information, every field a string ('' when not given). */
export const contactInfoSchema = v.object({
  name: v.string(),
  email: v.string(),
  company: v.string(),
  phone: v.string(),
  title: v.string(),
  linkedin: v.string(),
})

export const contactStepSchema = v.object({ contactInfo: contactInfoSchema })

export const partnershipDraftSchema = v.object({
  ...partnershipTypesStepSchema.entries,
  ...professionalRolesStepSchema.entries,
  ...expertiseStepSchema.entries,
  ...motivationStepSchema.entries,
  ...contactStepSchema.entries,
})

export type PartnershipDraft = v.InferOutput<typeof partnershipDraftSchema>
export type ContactInfo = PartnershipDraft['contactInfo']
export type ContactField = keyof ContactInfo

export const emptyDraft: PartnershipDraft = {
  partnershipTypes: [],
  professionalRoles: [],
  experience: '',
  digitalReach: '',
  expertiseMethod: '',
  expertiseAreas: [],
  partnershipMotivation: '',
  contactInfo: { name: '', email: '', company: '', phone: '', title: '', linkedin: '' },
}

/* ---------------------------------------------------------------- contact rules */

/** Empty or whitespace only. */
export function isBlank(value: string): boolean {
  return value.trim() === ''
}


/** An optional leading + and a nonzero digit followed by up to 15 digits. */
const compactPhone = /^\+?[1-9]\d{0,15}$/
/** At least 10 characters of digits, spaces, parentheses, dashes, plus signs and dots. */
const formattedPhone = /^[0-9 ()+.-]{10,}$/

export function isValidPhone(value: string): boolean {
  return compactPhone.test(value) || formattedPhone.test(value)
}

/** Where a LinkedIn profile lives: a profile address holds `${linkedInHost}/in/`. */
export const linkedInHost = 'linkedin.com'

/** Contains '{host}/in/', or is a plain username of letters, digits, dashes and dots. */
export function isValidLinkedIn(value: string): boolean {
  return value.includes(`${linkedInHost}/in/`) || /^[A-Za-z0-9.-]+$/.test(value)
}

const requiredText = (message: string) =>
  v.pipe(
    v.string(),
    v.check((value) => !isBlank(value), message),
  )

/** Checked only on fields that hold something; blank fields are the required rule's business. */
const optionalFormat = (isValid: (value: string) => boolean, message: string) =>
  v.pipe(
    v.string(),
    v.check((value) => isBlank(value) || isValid(value.trim()), message),
  )

export const requiredContactFields = ['name', 'email', 'company'] as const
export type RequiredContactField = (typeof requiredContactFields)[number]
export type FormattedContactField = 'email' | 'phone' | 'linkedin'

/** What the contact rules tell a visitor (the words are app/content's). */
export interface ContactMessages {
  required: Readonly<Record<RequiredContactField, string>>
  email: string
  phone: string
  linkedin: string
}

export interface ContactCheck {
  /** Required fields that are empty or whitespace, in form order. */
  missing: RequiredContactField[]
  /** The format message of each field that holds an invalid value. */
  invalid: Partial<Record<FormattedContactField, string>>
}

function firstMessages(issues: v.GenericIssue[] | undefined): Record<string, string> {
  if (!issues?.length) return {}
  const nested = v.flatten(issues as [v.GenericIssue, ...v.GenericIssue[]]).nested ?? {}
  return Object.fromEntries(
    Object.entries(nested).flatMap(([key, messages]) =>
      messages?.[0] ? [[key, messages[0]]] : [],
    ),
  )
}

/**
 * The contact step's hints with their messages: which required fields are still empty or
 * whitespace (`required`), the format rules of the email, phone and LinkedIn fields (`format`),
 * and both for given values (`check`).
 */
export function contactRules(messages: ContactMessages) {
  const required = v.object({
    name: requiredText(messages.required.name),
    email: requiredText(messages.required.email),
    company: requiredText(messages.required.company),
  })
  const format = v.object({
    email: optionalFormat(isValidEmail, messages.email),
    phone: optionalFormat(isValidPhone, messages.phone),
    linkedin: optionalFormat(isValidLinkedIn, messages.linkedin),
  })
  const check = (contact: ContactInfo): ContactCheck => {
    const missing = firstMessages(v.safeParse(required, contact).issues)
    return {
      missing: requiredContactFields.filter((field) => field in missing),
      invalid: firstMessages(v.safeParse(format, contact).issues) as ContactCheck['invalid'],
    }
  }
  return { required, format, check }
}


/** True when nothing has been answered yet. */
export function isEmptyDraft(draft: PartnershipDraft): boolean {
  return JSON.stringify(draft) === JSON.stringify(emptyDraft)
}
