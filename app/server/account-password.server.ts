/**
 * A staff member changes their own password on the Account page. The new one meets the rules a
 * mailed link's does and differs from the current one; the current one is checked as a sign-in
 * would check it, counted against the same limits (this client address and e-mail) and
 * recorded in the audit trail when wrong, so a session left open is no way to guess it. Auth
 * sets the new password through the staff member's own session, which ends the account's other
 * sessions and keeps this one; the audit trail records the change.
 */
import { passwordProblem } from '~/lib/password-rules'
import type { PasswordChangeInput } from '~/lib/staff-schema'
import { recordPasswordChange } from './audit-trail.server'
import { isCredentialFailure } from './auth-errors'
import { isBreachedPassword } from './breached-passwords.server'
import { requestClientAddress } from './client-address.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { refusal } from './refusals'
import { tryPassword } from './sign-in-attempts.server'
import { passwordMessages } from './staff-links.server'
import { createSupabaseAnonClient, type SupabaseServerClient } from './supabase.server'

const changeFailed = 'Your password could not be changed just now. Please try again.'
const samePassword = 'Choose a password other than your current one.'

export async function changeOwnPassword(
  supabase: SupabaseServerClient,
  user: { id: string; email: string },
  input: PasswordChangeInput,
): Promise<void> {
  const problem = passwordProblem(input.newPassword, user.email, isBreachedPassword)
  if (problem) throw refusal('weak_password', passwordMessages[problem])
  if (input.newPassword === input.currentPassword) throw refusal('weak_password', samePassword)
  await checkCurrentPassword(user, input.currentPassword)

  const { error } = await supabase.auth.updateUser({ password: input.newPassword })
  if (error) {
    logLine('error', 'password-change-failed', { status: error.status, code: error.code })
    if (error.code === 'same_password') throw refusal('weak_password', samePassword)
    if (error.code === 'weak_password') throw refusal('weak_password')
    throw new HttpError(502, changeFailed)
  }
  await recordPasswordChange(user.id)
  logLine('info', 'password-changed', {})
}

/** The current password, checked by a sign-in of its own that ends at once; 400 (wrong_password) when it is not right. */
async function checkCurrentPassword(user: { id: string; email: string }, password: string): Promise<void> {
  const check = createSupabaseAnonClient()
  const attempt = await tryPassword(check, requestClientAddress(), user.email, password)
  if (attempt.refused) throw new HttpError(429, attempt.refused.error?.message ?? changeFailed)
  if (attempt.error) throw isCredentialFailure(attempt.error) ? refusal('wrong_password') : new HttpError(502, changeFailed)
  await check.auth.signOut({ scope: 'local' })
}
