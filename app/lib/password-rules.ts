import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from '~/domain/staff'

export type PasswordProblem = 'too-short' | 'too-long' | 'is-email' | 'breached'

/**
 * What is wrong with a new password, if anything: shorter than the minimum, longer than Auth can
 * keep (72 bytes in UTF-8: fewer characters when some are accented or symbols), the account's own
 * e-mail address, or one of the passwords known from breaches (`isBreached`, a kept list the
 * server loads: app/server/breached-passwords.server.ts).
 */
export function passwordProblem(
  password: string,
  email: string,
  isBreached: (password: string) => boolean,
): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too-short'
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) return 'too-long'
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'is-email'
  if (isBreached(password)) return 'breached'
  return null
}
