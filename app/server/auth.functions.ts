import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import type { AuthResult, AuthState } from '~/lib/auth'
import { authErrorMessages, isCredentialFailure, signInErrorMessage } from './auth-errors'
import { resolveAuthState } from './auth.server'
import { requestClientAddress } from './client-address.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { retryAfterSeconds, signInAttempt, signInLimits, signInPairKey, tooManyAttemptsMessage } from './rate-limit'
import { createSupabaseServerClient } from './supabase.server'
import { validateWith } from './validation'

const credentialsSchema = v.object({
  email: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(320, 'is too long')),
  password: v.pipe(v.string('is required'), v.minLength(1, 'is required'), v.maxLength(1024, 'is too long')),
})

/** Spec calls 6 and 2: who is signed in, and are they an admin. */
export const getAuthState = createServerFn({ method: 'GET' }).handler(async (): Promise<AuthState> => {
  return resolveAuthState(createSupabaseServerClient())
})

const signedOut: AuthState = { user: null, isAdmin: false }

/**
 * Spec call 3. A wrong password is a result with an error message, not an
 * exception. Failures are limited per (client address, e-mail) and per client
 * address (app/server/rate-limit.ts); a refusal is HTTP 429 with Retry-After
 * and the same kind of result, so the form shows its message.
 */
export const signIn = createServerFn({ method: 'POST' })
  .validator(validateWith(credentialsSchema))
  .handler(async ({ data }): Promise<AuthResult> => {
    const address = requestClientAddress()
    // Counted before the password is checked, so parallel tries cannot overshoot the limit.
    const hold = signInAttempt(signInLimits, address, data.email)
    if (!hold.ok) {
      logLine('warn', 'sign-in-rate-limited', { client: address })
      setResponseStatus(429)
      setResponseHeader('retry-after', String(retryAfterSeconds(hold.retryAfterMs)))
      return { error: { message: tooManyAttemptsMessage(hold.retryAfterMs) }, auth: signedOut }
    }
    const supabase = createSupabaseServerClient()
    const { error } = await supabase.auth.signInWithPassword({ email: data.email, password: data.password })
    if (error) {
      if (!isCredentialFailure(error)) hold.release()
      logLine('warn', 'sign-in-failed', { client: address, status: error.status, code: error.code, message: error.message })
      return { error: { message: signInErrorMessage(error) }, auth: signedOut }
    }
    hold.release()
    signInLimits.perAddressAndEmail.clear(signInPairKey(address, data.email))
    return { error: null, auth: await resolveAuthState(supabase) }
  })

/** Spec call 5. The session cookies are cleared even if the auth server cannot be reached. */
export const signOut = createServerFn({ method: 'POST' }).handler(async () => {
  const supabase = createSupabaseServerClient()
  const { error } = await supabase.auth.signOut()
  if (error && error.name !== 'AuthSessionMissingError') {
    logLine('error', 'sign-out-failed', { status: error.status, code: error.code, message: error.message })
    throw new HttpError(502, authErrorMessages.signOutFailed)
  }
  return { ok: true as const }
})
