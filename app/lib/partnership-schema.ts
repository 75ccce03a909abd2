/**
 * The partnership application draft and its rules, as valibot schemas.
 * One schema per wizard step; the draft schema is their union and guards what is read
 * back from sessionStorage. The contact step's rules (submission-schema.ts) are hints only:
 * nothing blocks Next.
 */
import * as v from 'valibot'
import * as choiceIds from '~/domain/partnership-choices'
import { visitorTextLimits } from '~/domain/text-limits'

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

/** The contact step's fields, in the order the form shows them. */
export const contactFields = ['name', 'email', 'company', 'phone', 'title', 'linkedin'] as const satisfies readonly ContactField[]

export const requiredContactFields = ['name', 'email', 'company'] as const
export type RequiredContactField = (typeof requiredContactFields)[number]

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
  /** The message of each field whose value is too long or badly formed (blank values pass). */
  invalid: Partial<Record<ContactField, string>>
}

/** True when nothing has been answered yet. */
export function isEmptyDraft(draft: PartnershipDraft): boolean {
  return JSON.stringify(draft) === JSON.stringify(emptyDraft)
}
