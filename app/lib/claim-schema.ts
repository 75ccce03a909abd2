import * as v from 'valibot'
import type { ClaimField, ClaimFieldName } from '~/content/claim-offer'
import { textLimits } from '~/domain/text-limits'
import { claimEmailAddress } from './submission-schema'

export type ClaimValues = Record<ClaimFieldName, string>

const isBlank = (value: string) => value.trim() === ''
/** An e-mail address as a browser's email input accepts it, with a dot in the domain (the server checks the same). */
const emailAddress = claimEmailAddress

/** The longest value each field takes, as the server and the database allow. */
export const claimLimits: Readonly<Record<ClaimFieldName, number>> = {
  fullName: textLimits.offer_claims.full_name,
  email: textLimits.offer_claims.email,
  firmName: textLimits.offer_claims.firm_name,
}

/** The e-mail format rule alone; blank passes (whether it is required is a separate rule). */
export function claimEmailFormat(message: string) {
  return v.pipe(
    v.string(),
    v.check((value) => isBlank(value) || v.is(emailAddress, value.trim()), message),
  )
}

/**
 * The claim form's rules: every field is required (blank or whitespace is missing), the
 * e-mail address must be well formed, and no value may be longer than the server takes.
 * Each field's first issue is its message.
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
      v.check(
        (value) => value.trim().length <= claimLimits[field.name],
        `Please use at most ${claimLimits[field.name]} characters.`,
      ),
    )
  }
  return v.object(entries)
}

export function emptyClaim(fields: readonly ClaimField[]): ClaimValues {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as ClaimValues
}
