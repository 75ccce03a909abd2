/**
 * The rules of the visitor forms that ask who you are (the offer claim, an event
 * registration): every field is required (blank or whitespace is missing), the e-mail address
 * must be well formed as the server requires, and no value may be longer than its table takes.
 * Each form declares its fields (in app/content) and passes its table's limits.
 */
import * as v from 'valibot'
import { isEmailAddress } from './email-address'

export type ContactFieldName = 'fullName' | 'email' | 'firmName'
export type ContactValues = Record<ContactFieldName, string>

/** What the rules need of a field; the form's copy adds its label, type and placeholder. */
export interface ContactFieldRule {
  name: ContactFieldName
  /** Shown when the field is empty. */
  requiredMessage: string
  /** Shown when the value's format is wrong (email only). */
  formatMessage?: string
}

/** A field as its form shows it (the words in app/content). */
export interface ContactFormField extends ContactFieldRule {
  label: string
  type: 'text' | 'email'
  autoComplete: string
  placeholder: string
}

/** The longest value of each field, as its table's limits (textLimits in app/domain) say. */
export function contactFieldLimits(limits: { full_name: number; email: number; firm_name: number }): Readonly<Record<ContactFieldName, number>> {
  return { fullName: limits.full_name, email: limits.email, firmName: limits.firm_name }
}

const isBlank = (value: string) => value.trim() === ''

/** What a visitor reads under a field whose value is longer than its column takes. */
export const tooLongMessage = (limit: number) => `Please use at most ${limit} characters.`

/** The e-mail format rule alone; blank passes (whether it is required is a separate rule). */
export function contactEmailFormat(message: string) {
  return v.pipe(
    v.string(),
    v.check((value) => isBlank(value) || isEmailAddress(value.trim()), message),
  )
}

/** The form's rules; each field's first issue is its message. */
export function contactFormSchema(fields: readonly ContactFieldRule[], limits: Readonly<Record<ContactFieldName, number>>) {
  const entries = {} as Record<ContactFieldName, v.GenericSchema<string>>
  for (const field of fields) {
    entries[field.name] = v.pipe(
      v.string(),
      v.check((value) => !isBlank(value), field.requiredMessage),
      v.check(
        (value) => !field.formatMessage || isBlank(value) || isEmailAddress(value.trim()),
        field.formatMessage ?? '',
      ),
      v.check((value) => value.trim().length <= limits[field.name], tooLongMessage(limits[field.name])),
    )
  }
  return v.object(entries)
}

/** What the form tells a malformed e-mail address (the server's words for the same refusal). */
export function emailFormatMessage(fields: readonly ContactFieldRule[]): string {
  const message = fields.find((field) => field.name === 'email')?.formatMessage
  if (!message) throw new Error('The form has no e-mail field with a format message.')
  return message
}

export function emptyContact(fields: readonly ContactFieldRule[]): ContactValues {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as ContactValues
}
