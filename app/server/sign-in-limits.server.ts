/**
 * Sign-in failures in 15 minutes: 5 per (client address, e-mail), 30 per client address (an
 * office shares one). There is no per-e-mail limit on its own: it would let anyone lock the
 * owner out from their own address (docs/decisions/008-sign-in-limits-per-address.md).
 */
import { attempt, type AttemptResult, type Limit, type LimitSpec } from './rate-limit'
import { siteLimit } from './site-limits.server'

const FIFTEEN_MINUTES = 15 * 60

export const signInLimitSpecs = {
  perAddressAndEmail: {
    name: 'sign-in-address-email',
    points: 5,
    durationSeconds: FIFTEEN_MINUTES,
  },
  perAddress: { name: 'sign-in-address', points: 30, durationSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, LimitSpec>

export type SignInLimits = Record<keyof typeof signInLimitSpecs, Limit>

export const signInLimits: SignInLimits = {
  perAddressAndEmail: siteLimit(signInLimitSpecs.perAddressAndEmail),
  perAddress: siteLimit(signInLimitSpecs.perAddress),
}

export function signInAttempt(
  address: string,
  email: string,
  limits: SignInLimits = signInLimits,
): Promise<AttemptResult> {
  return attempt([
    [limits.perAddressAndEmail, signInPairKey(address, email)],
    [limits.perAddress, address],
  ])
}

/**
 * 'Forgot password?' requests, limited the same way (5 per client address and e-mail, 30 per
 * client address, in 15 minutes) and counted apart from sign-ins: each request may send a mail.
 */
export const recoveryLimitSpecs = {
  perAddressAndEmail: { name: 'recovery-address-email', points: 5, durationSeconds: FIFTEEN_MINUTES },
  perAddress: { name: 'recovery-address', points: 30, durationSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, LimitSpec>

const recoveryLimits: SignInLimits = {
  perAddressAndEmail: siteLimit(recoveryLimitSpecs.perAddressAndEmail),
  perAddress: siteLimit(recoveryLimitSpecs.perAddress),
}

export function recoveryAttempt(address: string, email: string): Promise<AttemptResult> {
  return signInAttempt(address, email, recoveryLimits)
}

export function recoveryLimitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many requests for a new password. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

export function signInPairKey(address: string, email: string): string {
  return `${address} ${email.trim().toLowerCase()}`
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
