/** The team (/admin/team): every function requires an admin session (admin.middleware.ts). */
import { createServerFn } from '@tanstack/react-start'
import { changeRoleSchema, inviteSchema, memberSchema } from '~/lib/staff-schema'
import { requireAdmin } from './admin.middleware'
import { refusal } from './refusals'
import {
  changeRole,
  inviteMember,
  removeMember,
  resendInvitation,
  resetTwoFactor,
  selectTeam,
} from './team.server'
import { validateWith } from './validation'
import { mailGoesOut } from './config.server'

function notYourself(own: string, target: string) {
  if (own === target) throw refusal('own_account')
}

export const listTeam = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .handler(({ context }) => selectTeam(context.supabase))

export const inviteStaff = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(inviteSchema))
  .handler(async ({ context, data }) => {
    await inviteMember(context.supabase, data.email, data.role)
    return { ok: true as const, mailSent: mailGoesOut }
  })

export const resendStaffInvitation = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(memberSchema))
  .handler(async ({ context, data }) => {
    await resendInvitation(context.supabase, data.userId)
    return { ok: true as const, mailSent: mailGoesOut }
  })

export const changeStaffRole = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(changeRoleSchema))
  .handler(async ({ context, data }) => {
    // An admin who demoted themselves by a slip could not undo it: another admin changes it.
    notYourself(context.user.id, data.userId)
    await changeRole(context.supabase, data.userId, data.role)
    return { ok: true as const }
  })

export const removeStaffAccess = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(memberSchema))
  .handler(async ({ context, data }) => {
    notYourself(context.user.id, data.userId)
    await removeMember(context.supabase, data.userId)
    return { ok: true as const }
  })

export const resetStaffTwoFactor = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(memberSchema))
  .handler(async ({ context, data }) => {
    notYourself(context.user.id, data.userId)
    await resetTwoFactor(context.supabase, data.userId)
    return { ok: true as const }
  })
