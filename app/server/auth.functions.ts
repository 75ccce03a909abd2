import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import type { AuthResult, AuthState } from '~/lib/auth'
import { authErrorMessages, isCredentialFailure, signInErrorMessage } from './auth-errors'
import { resolveAuthState } from './auth.server'
import { recordSignIn } from './audit-trail.server'
import { requestClientAddress } from './client-address.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { retryAfterSeconds } from './rate-limit'
import { signInAttempt, signInLimits, signInPairKey, tooManyAttemptsMessage } from './sign-in-limits.server'
import { createSupabaseServerClient } from './supabase.server'
import { validateWith } from './validation'

const credentialsSchema = v.object({
  email: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(320, 'is too long')),
  password: v.pipe(v.string('is required'), v.minLength(1, 'is required'), v.maxLength(1024, 'is too long')),
})

/** Who is signed in, and are they an admin. */
export const getAuthState = createServerFn({ method: 'GET' }).handler(async (): Promise<AuthState> => {
  return resolveAuthState(createSupabaseServerClient())
})

const signedOut: AuthState = { user: null, isAdmin: false }

/**
 * A wrong password is a result with an error message, not an
 * exception. Failures are limited per (client address, e-mail) and per client
 * address (sign-in-limits.server.ts), across every instance; a refusal is HTTP 429 with Retry-After
 * and the same kind of result, so the form shows its message.
 */
export const signIn = createServerFn({ method: 'POST' })
  .validator(validateWith(credentialsSchema))
  .handler(async ({ data }): Promise<AuthResult> => {
    const address = requestClientAddress()
    // Counted before the password is checked, so parallel tries cannot overshoot the limit.
    const hold = await signInAttempt(address, data.email)
    if (!hold.ok) {
      logLine('warn', 'sign-in-rate-limited', { client: address })
      await recordSignIn('sign_in_refused', { email: data.email, clientAddress: address })
      setResponseStatus(429)
      setResponseHeader('retry-after', String(retryAfterSeconds(hold.retryAfterMs)))
      return { error: { message: tooManyAttemptsMessage(hold.retryAfterMs) }, auth: signedOut }
    }
    const supabase = createSupabaseServerClient()
    const { data: session, error } = await supabase.auth.signInWithPassword({ email: data.email, password: data.password })
    if (error) {
      if (!isCredentialFailure(error)) await hold.release()
      logLine('warn', 'sign-in-failed', { client: address, status: error.status, code: error.code, message: error.message })
      // Only a wrong e-mail or password is a failed sign-in; an auth server that cannot be reached is not an attempt.
      if (isCredentialFailure(error)) await recordSignIn('sign_in_failed', { email: data.email, clientAddress: address })
      return { error: { message: signInErrorMessage(error) }, auth: signedOut }
    }
    await recordSignIn('signed_in', { email: data.email, clientAddress: address, userId: session.user?.id })
    await hold.release()
    await signInLimits.perAddressAndEmail.clear(signInPairKey(address, data.email))
    return { error: null, auth: await resolveAuthState(supabase) }
  })

/** The session cookies are cleared even if the auth server cannot be reached. */
export const signOut = createServerFn({ method: 'POST' }).handler(async () => {
  const supabase = createSupabaseServerClient()
  const { error } = await supabase.auth.signOut()
  if (error && error.name !== 'AuthSessionMissingError') {
    logLine('error', 'sign-out-failed', { status: error.status, code: error.code, message: error.message })
    throw new HttpError(502, authErrorMessages.signOutFailed)
  }
  return { ok: true as const }
})
