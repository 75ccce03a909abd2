import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import {
  ACCOUNT_PATH,
  hasStaffRights,
  mayOpenAdminPath,
  signedOutState,
  type AuthResult,
  type AuthState,
} from '~/lib/auth'
import { authErrorMessages, signInErrorMessage } from './auth-errors'
import { resolveAuthState } from './auth.server'
import { recordSignIn } from './audit-trail.server'
import { requestClientAddress } from './client-address.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { tryPassword } from './sign-in-attempts.server'
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
 * Who is signed in and what the session may do. With `path` (the /admin guard) it also says
 * whether the session may open that page (`mayOpen`: the role's pages, or the account page
 * while a second factor must be enrolled first); a page it may not open answers HTTP 403 when
 * the page itself is being rendered on the server. The rule lives here, on the server, so the
 * guard adds nothing to every page's first script.
 */
export const getAuthState = createServerFn({ method: 'GET' })
  .validator(validateWith(guardSchema))
  .handler(async ({ data }): Promise<AuthState & { mayOpen: boolean }> => {
    const auth = await resolveAuthState(createSupabaseServerClient())
    const path = data?.path ?? ''
    const mayOpen =
      mayOpenAdminPath(auth, path) || (auth.access === 'needs-enrolment' && path === ACCOUNT_PATH)
    const renderingPage = !new URL(getRequest().url).pathname.startsWith('/_serverFn')
    if (path && renderingPage && hasStaffRights(auth) && !mayOpen) setResponseStatus(403)
    return { ...auth, mayOpen }
  })

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
    const supabase = createSupabaseServerClient()
    const attempt = await tryPassword(supabase, address, data.email, data.password)
    if (attempt.refused) return attempt.refused
    if (attempt.error) return { error: { message: signInErrorMessage(attempt.error) }, auth: signedOutState }
    const auth = await resolveAuthState(supabase)
    // With the code still to come, the sign-in is recorded once the code is right.
    if (auth.access !== 'needs-code')
      await recordSignIn('signed_in', {
        email: data.email,
        clientAddress: address,
        userId: attempt.userId,
      })
    return { error: null, auth }
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
