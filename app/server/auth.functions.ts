import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { AuthResult, AuthState } from '~/lib/auth'
import { resolveAuthState } from './auth.server'
import { appConfig } from './config.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { signInLimits, tooManyAttemptsMessage } from './rate-limit'
import { getRequestIP } from '@tanstack/react-start/server'
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
 * exception. Failures are limited per e-mail address and per client address.
 */
export const signIn = createServerFn({ method: 'POST' })
  .validator(validateWith(credentialsSchema))
  .handler(async ({ data }): Promise<AuthResult> => {
    const emailKey = data.email.toLowerCase()
    const clientKey = getRequestIP() ?? 'unknown'
    const retryAfterMs = Math.max(signInLimits.perEmail.retryAfterMs(emailKey), signInLimits.perClient.retryAfterMs(clientKey))
    if (retryAfterMs > 0) {
      logLine('warn', 'sign-in-rate-limited', { client: clientKey })
      return { error: { message: tooManyAttemptsMessage(retryAfterMs) }, auth: signedOut }
    }
    const supabase = createSupabaseServerClient()
    const { error } = await supabase.auth.signInWithPassword({ email: data.email, password: data.password })
    if (error) {
      // Only wrong credentials count; an unreachable backend is not the visitor's fault.
      if (error.code === 'invalid_credentials') {
        signInLimits.perEmail.recordFailure(emailKey)
        signInLimits.perClient.recordFailure(clientKey)
      }
      logLine('warn', 'sign-in-failed', { status: error.status, code: error.code })
      return { error: { message: error.message }, auth: signedOut }
    }
    signInLimits.perEmail.clear(emailKey)
    return { error: null, auth: await resolveAuthState(supabase) }
  })

/** Spec call 4: sign up, with the confirmation link leading back to the site. */
export const signUp = createServerFn({ method: 'POST' })
  .validator(validateWith(credentialsSchema))
  .handler(async ({ data }): Promise<AuthResult> => {
    const supabase = createSupabaseServerClient()
    const { error } = await supabase.auth.signUp({
      email: data.email,
      password: data.password,
      options: { emailRedirectTo: appConfig.site.url },
    })
    if (error) return { error: { message: error.message }, auth: signedOut }
    return { error: null, auth: signedOut }
  })

/** Spec call 5. The session cookies are cleared even if the auth server cannot be reached. */
export const signOut = createServerFn({ method: 'POST' }).handler(async () => {
  const supabase = createSupabaseServerClient()
  const { error } = await supabase.auth.signOut()
  if (error && error.name !== 'AuthSessionMissingError') {
    logLine('error', 'sign-out-failed', { message: error.message })
    throw new HttpError(502, error.message)
  }
  return { ok: true as const }
})
