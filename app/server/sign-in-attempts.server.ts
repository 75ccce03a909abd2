import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { signedOutState, type AuthResult } from '~/lib/auth'
import { recordSignIn } from './audit-trail.server'
import { logLine } from './log'
import { retryAfterSeconds } from './rate-limit'
import { signInAttempt, tooManyAttemptsMessage } from './sign-in-limits.server'

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
