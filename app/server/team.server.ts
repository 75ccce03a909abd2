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
import { failWith } from './db-failure'
import { logLine } from './log'
import { refusal } from './refusals'
import { createSupabaseAdminClient, type SupabaseServerClient } from './supabase.server'

/** A write that names one member: refused as not on the team when no row matched. */
function onTeam<T>(rows: T[] | null | undefined): void {
  if (!rows?.length) throw refusal('not_staff')
}

export async function selectTeam(supabase: SupabaseServerClient): Promise<StaffMember[]> {
  const { data, error } = await supabase.rpc('staff_members')
  if (error) failWith('team-load-failed', error, 502, 'Failed to load the team.')
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
    if (error?.code === 'email_exists') throw refusal((await isOnTeam(supabase, email)) ? 'already_on_team' : 'account_exists')
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
    failWith(
      'invite-failed',
      roleError,
      502,
      'The invitation could not be created just now. Please try again.',
      { duplicate: 'already_on_team' },
    )
}

/** Whether the address belongs to someone on the team (an existing account may also be a non-staff one). */
async function isOnTeam(supabase: SupabaseServerClient, email: string): Promise<boolean> {
  const team = await selectTeam(supabase)
  return team.some((member) => member.email.toLowerCase() === email.trim().toLowerCase())
}

export async function resendInvitation(
  supabase: SupabaseServerClient,
  userId: string,
): Promise<void> {
  const { error } = await supabase.rpc('resend_staff_invitation', { member: userId })
  if (error)
    failWith(
      'invite-resend-failed',
      error,
      502,
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
    failWith(
      'role-change-failed',
      error,
      502,
      'The role could not be changed just now. Please try again.',
    )
  onTeam(data)
}

/**
 * Removes the role (refused for the last admin), then deletes the account in Auth, which ends
 * every session of it at once; the database refuses the account's old tokens from the first step on.
 * When Auth fails, the role is put back, so the member stays on the list and the removal can be
 * tried again: an account left without a role is on no list, and its address cannot be invited.
 */
export async function removeMember(supabase: SupabaseServerClient, userId: string): Promise<void> {
  const { data, error } = await supabase
    .from('user_roles')
    .delete()
    .eq('user_id', userId)
    .select('role')
  if (error)
    failWith(
      'remove-access-failed',
      error,
      502,
      'Access could not be removed just now. Please try again.',
    )
  onTeam(data)
  const { error: authError } = await createSupabaseAdminClient().auth.admin.deleteUser(userId)
  if (authError) {
    logLine('error', 'remove-account-failed', {
      status: authError.status,
      code: authError.code,
      message: authError.message,
    })
    const { error: restoreError } = await supabase.from('user_roles').insert({ user_id: userId, role: data![0]!.role })
    if (!restoreError) throw new HttpError(502, 'The account could not be deleted just now, so they keep their access. Please try again.')
    logLine('error', 'remove-access-restore-failed', { code: restoreError.code, message: restoreError.message })
    throw new HttpError(
      502,
      'Access was removed, but the account could not be deleted just now, so its sessions may stay open until they expire. Please try again.',
    )
  }
}

/**
 * Removes every factor of a member's account in Auth (its sessions drop to aal1), then records
 * who did it. An account that is not on the team is refused before anything is removed.
 */
export async function resetTwoFactor(
  supabase: SupabaseServerClient,
  userId: string,
): Promise<void> {
  const { data: roles, error: roleError } = await supabase.from('user_roles').select('id').eq('user_id', userId)
  if (roleError)
    failWith('two-factor-reset-failed', roleError, 502, 'Two-factor sign-in could not be reset just now. Please try again.')
  onTeam(roles)
  const admin = createSupabaseAdminClient().auth.admin.mfa
  const { data, error } = await admin.listFactors({ userId })
  if (error) {
    logLine('error', 'two-factor-list-failed', {
      status: error.status,
      code: error.code,
      message: error.message,
    })
    if (error.status === 404) throw refusal('not_staff')
    throw new HttpError(502, 'Two-factor sign-in could not be reset just now. Please try again.')
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
