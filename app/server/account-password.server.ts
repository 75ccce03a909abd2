/**
 * A staff member changes their own password on the Account page. The new one meets the rules a
 * mailed link's does; the current one is checked as a sign-in would check it, and counted
 * against the same limits (this client address and e-mail), so a session left open is no way
 * to guess it. Auth sets the new password, the audit trail records the change, and the
 * account's other sessions are signed out.
 */
import { setResponseHeader } from '@tanstack/react-start/server'
import { passwordProblem } from '~/lib/password-rules'
import type { PasswordChangeInput } from '~/lib/staff-schema'
import { isCredentialFailure } from './auth-errors'
import { isBreachedPassword } from './breached-passwords.server'
import { requestClientAddress } from './client-address.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { retryAfterSeconds } from './rate-limit'
import { refusal } from './refusals'
import { signInAttempt, signInLimits, signInPairKey, tooManyAttemptsMessage } from './sign-in-limits.server'
import { passwordMessages } from './staff-links.server'
import { createSupabaseAdminClient, createSupabaseAnonClient, type SupabaseServerClient } from './supabase.server'

const changeFailed = 'Your password could not be changed just now. Please try again.'

export async function changeOwnPassword(
  supabase: SupabaseServerClient,
  user: { id: string; email: string },
  input: PasswordChangeInput,
): Promise<void> {
  const problem = passwordProblem(input.newPassword, user.email, isBreachedPassword)
  if (problem) throw refusal('weak_password', passwordMessages[problem])
  await checkCurrentPassword(user.email, input.currentPassword)

  const { error } = await createSupabaseAdminClient().auth.admin.updateUserById(user.id, { password: input.newPassword })
  if (error) {
    logLine('error', 'password-change-failed', { status: error.status, code: error.code })
    if (error.code === 'weak_password') throw refusal('weak_password')
    throw new HttpError(502, changeFailed)
  }
  // The password is changed by now: a record or sign-out that fails is logged, not undone.
  const recorded = await supabase.rpc('record_password_change')
  if (recorded.error) logLine('error', 'password-change-record-failed', { code: recorded.error.code, message: recorded.error.message })
  const others = await supabase.auth.signOut({ scope: 'others' })
  if (others.error) logLine('warn', 'password-change-sign-out-failed', { status: others.error.status, code: others.error.code })
  logLine('info', 'password-changed', {})
}

/** The current password, checked by a sign-in of its own that ends at once; 400 (wrong_password) when it is not right. */
async function checkCurrentPassword(email: string, password: string): Promise<void> {
  const address = requestClientAddress()
  const hold = await signInAttempt(address, email)
  if (!hold.ok) {
    logLine('warn', 'password-change-rate-limited', { client: address })
    setResponseHeader('retry-after', String(retryAfterSeconds(hold.retryAfterMs)))
    throw new HttpError(429, tooManyAttemptsMessage(hold.retryAfterMs))
  }
  const check = createSupabaseAnonClient()
  const { error } = await check.auth.signInWithPassword({ email, password })
  if (error) {
    if (isCredentialFailure(error)) throw refusal('wrong_password')
    await hold.release()
    logLine('error', 'password-check-failed', { status: error.status, code: error.code })
    throw new HttpError(502, changeFailed)
  }
  await hold.release()
  await signInLimits.perAddressAndEmail.clear(signInPairKey(address, email))
  await check.auth.signOut({ scope: 'local' })
}
