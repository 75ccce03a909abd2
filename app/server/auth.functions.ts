import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import {
  hasStaffRights,
  mayOpenAdminPath,
  signedOutState,
  type AuthResult,
  type AuthState,
} from '~/lib/auth'
import { codeSchema } from '~/lib/staff-schema'
import { authErrorMessages, isCredentialFailure, signInErrorMessage } from './auth-errors'
import { resolveAuthState } from './auth.server'
import { recordSignIn } from './audit-trail.server'
import { requestClientAddress } from './client-address.server'
import { HttpError, unauthenticated } from './errors'
import { logLine } from './log'
import { retryAfterSeconds } from './rate-limit'
import {
  signInAttempt,
  signInLimits,
  signInPairKey,
  tooManyAttemptsMessage,
} from './sign-in-limits.server'
import { createSupabaseServerClient } from './supabase.server'
import { validateWith } from './validation'

const credentialsSchema = v.object({
  email: v.pipe(
    v.string('is required'),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(320, 'is too long'),
  ),
  password: v.pipe(
    v.string('is required'),
    v.minLength(1, 'is required'),
    v.maxLength(1024, 'is too long'),
  ),
})

const guardSchema = v.optional(v.object({ path: v.pipe(v.string(), v.maxLength(2000)) }))

/**
 * Who is signed in and what the session may do. With `path` (the /admin guard), a page the
 * session may not open answers HTTP 403 when the page itself is being rendered on the server.
 */
export const getAuthState = createServerFn({ method: 'GET' })
  .validator(validateWith(guardSchema))
  .handler(async ({ data }): Promise<AuthState> => {
    const auth = await resolveAuthState(createSupabaseServerClient())
    const renderingPage = !new URL(getRequest().url).pathname.startsWith('/_serverFn')
    if (
      data?.path &&
      renderingPage &&
      auth.user &&
      hasStaffRights(auth) &&
      !mayOpenAdminPath(auth, data.path)
    )
      setResponseStatus(403)
    return auth
  })

const codeMessages = {
  wrong: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  none: 'No authenticator app is set up for this account.',
} as const

/** Held before the check, so parallel tries cannot overshoot; a refusal is 429 with Retry-After. */
async function holdSignInAttempt(address: string, email: string) {
  const hold = await signInAttempt(address, email)
  if (!hold.ok) {
    logLine('warn', 'sign-in-rate-limited', { client: address })
    await recordSignIn('sign_in_refused', { email, clientAddress: address })
    setResponseStatus(429)
    setResponseHeader('retry-after', String(retryAfterSeconds(hold.retryAfterMs)))
    return {
      refused: {
        error: { message: tooManyAttemptsMessage(hold.retryAfterMs) },
        auth: signedOutState,
      } satisfies AuthResult,
    }
  }
  return { hold }
}

/**
 * The password step. A wrong password is a result with an error message, not an exception.
 * Failures are limited per (client address, e-mail) and per client address
 * (sign-in-limits.server.ts), across every instance. A staff member who enrolled an
 * authenticator is signed in without staff rights until the code step (`needs-code`).
 */
export const signIn = createServerFn({ method: 'POST' })
  .validator(validateWith(credentialsSchema))
  .handler(async ({ data }): Promise<AuthResult> => {
    const address = requestClientAddress()
    const { hold, refused } = await holdSignInAttempt(address, data.email)
    if (refused) return refused
    const supabase = createSupabaseServerClient()
    const { data: session, error } = await supabase.auth.signInWithPassword({
      email: data.email,
      password: data.password,
    })
    if (error) {
      if (!isCredentialFailure(error)) await hold.release()
      logLine('warn', 'sign-in-failed', {
        client: address,
        status: error.status,
        code: error.code,
        message: error.message,
      })
      // Only a wrong e-mail or password is a failed sign-in; an auth server that cannot be reached is not an attempt.
      if (isCredentialFailure(error))
        await recordSignIn('sign_in_failed', { email: data.email, clientAddress: address })
      return { error: { message: signInErrorMessage(error) }, auth: signedOutState }
    }
    await hold.release()
    await signInLimits.perAddressAndEmail.clear(signInPairKey(address, data.email))
    const auth = await resolveAuthState(supabase)
    // With the code still to come, the sign-in is recorded once the code is right.
    if (auth.access !== 'needs-code')
      await recordSignIn('signed_in', {
        email: data.email,
        clientAddress: address,
        userId: session.user?.id,
      })
    return { error: null, auth }
  })

/**
 * The code step: the 6-digit code of the account's authenticator raises the session to aal2.
 * Every wrong code counts toward the same limits as a wrong password.
 */
export const verifySignInCode = createServerFn({ method: 'POST' })
  .validator(validateWith(codeSchema))
  .handler(async ({ data }): Promise<AuthResult> => {
    const supabase = createSupabaseServerClient()
    const { data: current } = await supabase.auth.getUser()
    const user = current.user
    if (!user?.email) throw unauthenticated()
    const address = requestClientAddress()
    const { hold, refused } = await holdSignInAttempt(address, user.email)
    if (refused) return { ...refused, auth: await resolveAuthState(supabase) }
    const factors = await supabase.auth.mfa.listFactors()
    const factor = factors.data?.totp[0]
    if (!factor) {
      await hold.release()
      throw new HttpError(400, codeMessages.none)
    }
    const { error } = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: data.code,
    })
    if (error) {
      const wrongCode = error.code === 'mfa_verification_failed'
      logLine('warn', 'sign-in-code-failed', {
        client: address,
        status: error.status,
        code: error.code,
      })
      if (wrongCode)
        await recordSignIn('sign_in_failed', {
          email: user.email,
          clientAddress: address,
          userId: user.id,
        })
      else await hold.release()
      return {
        error: { message: wrongCode ? codeMessages.wrong : authErrorMessages.unavailable },
        auth: await resolveAuthState(supabase),
      }
    }
    await hold.release()
    await signInLimits.perAddressAndEmail.clear(signInPairKey(address, user.email))
    await recordSignIn('signed_in', { email: user.email, clientAddress: address, userId: user.id })
    return { error: null, auth: await resolveAuthState(supabase) }
  })

/** The session cookies are cleared even if the auth server cannot be reached. */
export const signOut = createServerFn({ method: 'POST' }).handler(async () => {
  const supabase = createSupabaseServerClient()
  const { error } = await supabase.auth.signOut()
  if (error && error.name !== 'AuthSessionMissingError') {
    logLine('error', 'sign-out-failed', {
      status: error.status,
      code: error.code,
      message: error.message,
    })
    throw new HttpError(502, authErrorMessages.signOutFailed)
  }
  return { ok: true as const }
})
