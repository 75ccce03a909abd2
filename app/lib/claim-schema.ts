import * as v from 'valibot'
import type { ClaimField, ClaimFieldName } from '~/content/claim-offer'

export type ClaimValues = Record<ClaimFieldName, string>

const isBlank = (value: string) => value.trim() === ''
/** An e-mail address as a browser's email input accepts it. */
const emailAddress = v.pipe(v.string(), v.rfcEmail())

/** The e-mail format rule alone; blank passes (whether it is required is a separate rule). */
export function claimEmailFormat(message: string) {
  return v.pipe(
    v.string(),
    v.check((value) => isBlank(value) || v.is(emailAddress, value.trim()), message),
  )
}

/**
 * The claim form's rules: every field is required (blank or whitespace is missing), and the
 * e-mail address must be well formed. Each field's first issue is its message.
 */
export function claimSchema(fields: readonly ClaimField[]) {
  const entries = {} as Record<ClaimFieldName, v.GenericSchema<string>>
  for (const field of fields) {
    entries[field.name] = v.pipe(
      v.string(),
      v.check((value) => !isBlank(value), field.requiredMessage),
      v.check(
        (value) => !field.formatMessage || isBlank(value) || v.is(emailAddress, value.trim()),
        field.formatMessage ?? '',
      ),
    )
  }
  return v.object(entries)
}

export function emptyClaim(fields: readonly ClaimField[]): ClaimValues {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as ClaimValues
}
