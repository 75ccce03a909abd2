import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { signedOutState, type AuthResult } from '~/lib/auth'
import { recordSignIn } from './audit-trail.server'
import { isCredentialFailure } from './auth-errors'
import { logLine } from './log'
import { retryAfterSeconds } from './rate-limit'
import { signInAttempt, signInLimits, signInPairKey, tooManyAttemptsMessage } from './sign-in-limits.server'
import type { SupabaseServerClient } from './supabase.server'

/**
 * One sign-in step (a password, a code) counted against the sign-in limits before it is checked,
 * so parallel tries cannot overshoot; a refusal is recorded, answers 429 with Retry-After, and
 * is a result with the message the form shows.
 */
export async function holdSignInAttempt(address: string, email: string) {
  const hold = await signInAttempt(address, email)
  if (!hold.ok) {
    logLine('warn', 'sign-in-rate-limited', { client: address })
    await recordSignIn('sign_in_refused', { email, clientAddress: address })
    setResponseStatus(429)
    setResponseHeader('retry-after', String(retryAfterSeconds(hold.retryAfterMs)))
    const refused: AuthResult = {
      error: { message: tooManyAttemptsMessage(hold.retryAfterMs) },
      auth: signedOutState,
    }
    return { refused }
  }
  return { hold }
}

/**
 * A password tried for an address, as the sign-in form and the password change both try it:
 * held against the sign-in limits first (`refused` past them); a wrong one is recorded as a
 * failed sign-in and keeps its count; Auth out of reach is no attempt, so it gives its count
 * back; a right one clears this client's count for the address. `client` is signed in by it.
 */
export async function tryPassword(client: SupabaseServerClient, address: string, email: string, password: string) {
  const { hold, refused } = await holdSignInAttempt(address, email)
  if (refused) return { refused }
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) {
    if (!isCredentialFailure(error)) await hold.release()
    logLine('warn', 'sign-in-failed', { client: address, status: error.status, code: error.code, message: error.message })
    if (isCredentialFailure(error)) await recordSignIn('sign_in_failed', { email, clientAddress: address })
    return { error }
  }
  await hold.release()
  await signInLimits.perAddressAndEmail.clear(signInPairKey(address, email))
  return { userId: data.user?.id }
}
