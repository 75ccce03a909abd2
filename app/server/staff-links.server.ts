/**
 * The links mailed to staff (an invitation, a new password): reading a link's state for its page,
 * and using it, on the server's own connection (DATABASE_URL). Auth sets the password first (the
 * admin API, secret key) and the link is used after, so a password Auth refused leaves it
 * working; of two requests with one link at the same moment, both may set a password (the later
 * one stays) and the second is told the link no longer works.
 */
import type { StaffLinkKind } from '~/domain/staff'
import { passwordProblem, type PasswordProblem } from '~/lib/password-rules'
import { isBreachedPassword } from './breached-passwords.server'
import { appConfig } from './config.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { siteDatabase } from './site-database.server'
import { createSupabaseAdminClient } from './supabase.server'

export type StaffLinkState =
  | { state: 'valid'; kind: StaffLinkKind; email: string }
  | { state: 'used' | 'replaced' | 'expired'; kind: StaffLinkKind }
  | { state: 'unknown' }

export const linkMessages = {
  unusable:
    'This link no longer works: it was used already, it has expired, or the account was removed. Ask an admin for a new invitation, or use "Forgot password?" on the sign-in page.',
  unavailable:
    'Links from e-mails are not available on this site (it has no database connection of its own).',
  failed: 'The password could not be set just now. Please try again.',
} as const

export const passwordMessages: Record<PasswordProblem, string> = {
  'too-short': 'Choose a password of at least 12 characters.',
  'too-long': 'Choose a shorter password: at most 72 characters, fewer if it has accented letters or symbols.',
  'is-email': 'Choose a password that is not your e-mail address.',
  breached:
    'This password appears in lists of passwords leaked from other sites. Choose another one.',
}

function database() {
  const { database } = appConfig
  if (!database) throw new HttpError(503, linkMessages.unavailable)
  return siteDatabase(database.url)
}

export async function readStaffLink(token: string): Promise<StaffLinkState> {
  return (await readStaffLinkOwner(token)).link
}

/** The link's state, and for a valid one the account it sets a password for. */
async function readStaffLinkOwner(
  token: string,
): Promise<{ link: StaffLinkState; userId?: string }> {
  const { rows } = await database().pool.query<{
    state: StaffLinkState['state']
    kind: StaffLinkKind | null
    email: string | null
    user_id: string | null
  }>('select state, kind, email, user_id from site_server.staff_link_state($1)', [token])
  const row = rows[0]
  if (!row || row.state === 'unknown' || !row.kind) return { link: { state: 'unknown' } }
  if (row.state === 'valid' && row.email && row.user_id)
    return { link: { state: 'valid', kind: row.kind, email: row.email }, userId: row.user_id }
  return { link: { state: row.state === 'valid' ? 'expired' : row.state, kind: row.kind } }
}

/**
 * Sets the account's password through a link (and confirms its address, which makes an invitee
 * active). Auth sets the password first and the link is used after, with no transaction open
 * across the call to Auth: a password Auth refuses leaves the link as it was.
 */
export async function setPasswordWithLink(
  token: string,
  password: string,
): Promise<{ kind: StaffLinkKind; email: string }> {
  const { link, userId } = await readStaffLinkOwner(token)
  if (link.state !== 'valid' || !userId) throw new HttpError(410, linkMessages.unusable)
  const problem = passwordProblem(password, link.email, isBreachedPassword)
  if (problem) throw new HttpError(400, passwordMessages[problem])
  const { error } = await createSupabaseAdminClient().auth.admin.updateUserById(userId, {
    password,
    email_confirm: true,
  })
  if (error) {
    logLine('error', 'link-password-failed', { status: error.status, code: error.code })
    throw new HttpError(
      error.code === 'weak_password' ? 400 : 502,
      error.code === 'weak_password' ? passwordMessages['too-short'] : linkMessages.failed,
    )
  }
  const { rows } = await database().pool.query<{
    user_id: string
    kind: StaffLinkKind
    email: string
  }>('select user_id, kind, email from site_server.use_staff_link($1)', [token])
  const used = rows[0]
  // Used by another request with the same link in the meantime.
  if (!used) throw new HttpError(410, linkMessages.unusable)
  logLine('info', 'link-password-set', { kind: used.kind })
  return { kind: used.kind, email: used.email }
}

/** 'Forgot password?': a recovery link for an active staff member with that address; nothing otherwise. */
export async function requestRecovery(email: string): Promise<void> {
  await database().pool.query('select site_server.request_staff_recovery($1)', [email])
}
