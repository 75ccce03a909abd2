import { MIN_PASSWORD_LENGTH } from '~/domain/staff'

export type PasswordProblem = 'too-short' | 'is-email' | 'breached'

/**
 * What is wrong with a new password, if anything: shorter than the minimum, the account's own
 * e-mail address, or one of the passwords known from breaches (`isBreached`, a kept list the
 * server loads: app/server/breached-passwords.server.ts).
 */
export function passwordProblem(
  password: string,
  email: string,
  isBreached: (password: string) => boolean,
): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too-short'
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'is-email'
  if (isBreached(password)) return 'breached'
  return null
}
