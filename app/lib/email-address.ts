/**
 * What the visitor forms and the server take as an e-mail address (the database checks the
 * same: one @ and a dot in the domain).
 */
import * as v from 'valibot'

/** One @, non-empty parts free of whitespace and @, and a dot in the domain. */
export function isValidEmail(value: string): boolean {
  const parts = value.split('@')
  if (parts.length !== 2) return false
  const [local, domain] = parts as [string, string]
  const clean = (part: string) => part !== '' && !/\s/.test(part)
  return clean(local) && clean(domain) && domain.includes('.')
}

/** An address as a browser's email input accepts it, with a dot in the domain as the database requires. */
export const emailAddress = v.pipe(v.string(), v.rfcEmail(), v.check(isValidEmail))

/** Whether `value` is an address every visitor form takes (`emailAddress`). */
export const isEmailAddress = (value: string): boolean => v.is(emailAddress, value)
