/** The team (/admin/team) and the signed-in staff member's account (/admin/account): keys, queries and mutations. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { teamCopy } from '~/content/admin'
import { isServerFailure } from '~/lib/admin-errors'
import { notify } from '~/lib/notify'
import type { InviteInput } from '~/lib/staff-schema'
import type { StaffRole } from '~/domain/staff'
import { getAccount } from '~/server/account.functions'
import {
  changeStaffRole,
  inviteStaff,
  listTeam,
  removeStaffAccess,
  resendStaffInvitation,
  resetStaffTwoFactor,
} from '~/server/team.functions'

export const teamQueryKeys = { team: ['team'] as const, account: ['account'] as const }

export const teamQuery = queryOptions({ queryKey: teamQueryKeys.team, queryFn: () => listTeam() })
export const accountQuery = queryOptions({
  queryKey: teamQueryKeys.account,
  queryFn: () => getAccount(),
})

/** A refusal the server explained (the last admin, an address already on the team) is shown in its words. */
export function teamFailureText(error: unknown, failure: string): string {
  return isServerFailure(error) ? `${failure} ${(error as Error).message}` : failure
}

/** One change to the team: the list reloads after it, and a toast says what happened. */
function useTeamChange<Input, Result>(
  run: (input: Input) => Promise<Result>,
  success: (input: Input, result: Result) => string,
  failure: string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (result, input) => notify.success(teamCopy.toasts.successTitle, success(input, result)),
    onError: (error) =>
      notify.error(teamCopy.toasts.errorTitle, teamFailureText(error, failure), error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.team }),
  })
}

type Member = { userId: string; email: string }

export const useInviteStaff = () =>
  useTeamChange(
    (input: InviteInput) => inviteStaff({ data: input }),
    (input, result) => (result.mailSent ? teamCopy.toasts.invited(input.email) : teamCopy.toasts.invitedNoMail(input.email)),
    teamCopy.toasts.inviteFailed,
  )

export const useResendInvitation = () =>
  useTeamChange(
    (member: Member) => resendStaffInvitation({ data: { userId: member.userId } }),
    (member, result) => (result.mailSent ? teamCopy.toasts.resent(member.email) : teamCopy.toasts.resentNoMail(member.email)),
    teamCopy.toasts.resendFailed,
  )

export const useChangeRole = () =>
  useTeamChange(
    (input: Member & { role: StaffRole }) =>
      changeStaffRole({ data: { userId: input.userId, role: input.role } }),
    (input) => teamCopy.toasts.roleChanged(input.email, input.role),
    teamCopy.toasts.roleFailed,
  )

export const useRemoveAccess = () =>
  useTeamChange(
    (member: Member) => removeStaffAccess({ data: { userId: member.userId } }),
    (member) => teamCopy.toasts.removed(member.email),
    teamCopy.toasts.removeFailed,
  )

export const useResetTwoFactor = () =>
  useTeamChange(
    (member: Member) => resetStaffTwoFactor({ data: { userId: member.userId } }),
    (member) => teamCopy.toasts.reset(member.email),
    teamCopy.toasts.resetFailed,
  )
