/**
 * The team (/admin/team): who is on it, as the database lists it (staff_members(), admins only),
 * and each change an admin makes. Role rows change through the admin's own client, so the
 * database's policies, the last-admin trigger and the audit trail apply with the admin's name;
 * the Auth side (creating the invited account, deleting it, removing its factors) goes through
 * the admin API with the secret key, after the middleware and the database agreed.
 */
import type { StaffRole } from '~/domain/staff'
import type { StaffMember } from '~/lib/team'
import { HttpError } from './errors'
import { failWith, firstRowOr404 } from './db-failure'
import { logLine } from './log'
import { createSupabaseAdminClient, type SupabaseServerClient } from './supabase.server'

export const teamRefusals = {
  accountExists:
    'An account with this address already exists, so it cannot be invited. Remove it first, or ask them to use "Forgot password?".',
  alreadyOnTeam: 'This address is already on the team.',
  lastAdmin: 'The team must keep at least one admin: make someone else an admin first.',
  notOnTeam: 'This person is not on the team.',
  alreadyAccepted: 'This person has already accepted the invitation.',
  yourself: 'You cannot do this to your own account here; ask another admin.',
} as const

interface DbError {
  code?: string
  message: string
}

/** The database's refusals that have their own answer: the last admin (PT409) and its words. */
function refusalOf(error: DbError): HttpError | undefined {
  if (error.message.startsWith('last_admin')) return new HttpError(409, teamRefusals.lastAdmin)
  if (error.message.startsWith('already_accepted'))
    return new HttpError(409, teamRefusals.alreadyAccepted)
  if (error.message.startsWith('not_staff')) return new HttpError(404, teamRefusals.notOnTeam)
  if (error.code === '23505') return new HttpError(409, teamRefusals.alreadyOnTeam)
  return undefined
}

function fail(event: string, error: DbError, message: string): never {
  const refusal = refusalOf(error)
  if (refusal) throw refusal
  failWith(event, error, 502, message)
}

export async function selectTeam(supabase: SupabaseServerClient): Promise<StaffMember[]> {
  const { data, error } = await supabase.rpc('staff_members')
  if (error) fail('team-load-failed', error, 'Failed to load the team.')
  return (data ?? []).map((row) => ({
    userId: row.user_id,
    email: row.email,
    role: row.role as StaffRole,
    addedAt: new Date(row.added_at).toISOString(),
    state: row.accepted ? 'active' : 'invited',
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    twoFactor: row.two_factor,
  }))
}

/**
 * Auth creates the account (or keeps an invited one that never accepted), sending nothing; the
 * database adds the role and the invitation link, which the site's own outbox mails.
 */
export async function inviteMember(
  supabase: SupabaseServerClient,
  email: string,
  role: StaffRole,
): Promise<void> {
  const { data, error } = await createSupabaseAdminClient().auth.admin.generateLink({
    type: 'invite',
    email,
  })
  if (error || !data.user) {
    if (error?.code === 'email_exists') throw new HttpError(409, teamRefusals.accountExists)
    logLine('error', 'invite-account-failed', {
      status: error?.status,
      code: error?.code,
      message: error?.message,
    })
    throw new HttpError(502, 'The invitation could not be created just now. Please try again.')
  }
  const { error: roleError } = await supabase.rpc('invite_staff_member', {
    member: data.user.id,
    staff_role: role,
  })
  if (roleError)
    fail(
      'invite-failed',
      roleError,
      'The invitation could not be created just now. Please try again.',
    )
}

export async function resendInvitation(
  supabase: SupabaseServerClient,
  userId: string,
): Promise<void> {
  const { error } = await supabase.rpc('resend_staff_invitation', { member: userId })
  if (error)
    fail(
      'invite-resend-failed',
      error,
      'The invitation could not be sent again just now. Please try again.',
    )
}

export async function changeRole(
  supabase: SupabaseServerClient,
  userId: string,
  role: StaffRole,
): Promise<void> {
  const { data, error } = await supabase
    .from('user_roles')
    .update({ role })
    .eq('user_id', userId)
    .select('id')
  if (error)
    fail('role-change-failed', error, 'The role could not be changed just now. Please try again.')
  firstRowOr404(data, teamRefusals.notOnTeam)
}

/**
 * Removes the role (refused for the last admin), then deletes the account in Auth, which ends
 * every session of it at once; the database refuses the account's old tokens from the first step on.
 */
export async function removeMember(supabase: SupabaseServerClient, userId: string): Promise<void> {
  const { data, error } = await supabase
    .from('user_roles')
    .delete()
    .eq('user_id', userId)
    .select('id')
  if (error)
    fail('remove-access-failed', error, 'Access could not be removed just now. Please try again.')
  firstRowOr404(data, teamRefusals.notOnTeam)
  const { error: authError } = await createSupabaseAdminClient().auth.admin.deleteUser(userId)
  if (authError) {
    logLine('error', 'remove-account-failed', {
      status: authError.status,
      code: authError.code,
      message: authError.message,
    })
    throw new HttpError(
      502,
      'Access was removed, but the account could not be deleted just now, so its sessions may stay open until they expire. Please try again.',
    )
  }
}

/** Removes every factor of the account in Auth (its sessions drop to aal1), then records who did it. */
export async function resetTwoFactor(
  supabase: SupabaseServerClient,
  userId: string,
): Promise<void> {
  const admin = createSupabaseAdminClient().auth.admin.mfa
  const { data, error } = await admin.listFactors({ userId })
  if (error) {
    logLine('error', 'two-factor-list-failed', {
      status: error.status,
      code: error.code,
      message: error.message,
    })
    throw new HttpError(
      error.status === 404 ? 404 : 502,
      error.status === 404
        ? teamRefusals.notOnTeam
        : 'Two-factor sign-in could not be reset just now. Please try again.',
    )
  }
  for (const factor of data.factors) {
    const removed = await admin.deleteFactor({ userId, id: factor.id })
    if (removed.error) {
      logLine('error', 'two-factor-reset-failed', {
        status: removed.error.status,
        code: removed.error.code,
        message: removed.error.message,
      })
      throw new HttpError(502, 'Two-factor sign-in could not be reset just now. Please try again.')
    }
  }
  const { error: auditError } = await supabase.rpc('record_two_factor_reset', { member: userId })
  if (auditError)
    failWith(
      'two-factor-reset-not-recorded',
      auditError,
      502,
      'Two-factor sign-in was reset, but the audit trail could not record it.',
    )
}
