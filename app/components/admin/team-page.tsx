import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useRouteContext } from '@tanstack/react-router'
import { MailPlus, Send, ShieldOff, UserMinus, UserCog } from 'lucide-react'
import { staffRoleLabels, teamCopy as copy } from '~/content/admin'
import { staffRoles, type StaffRole } from '~/domain/staff'
import { inviteSchema, type InviteInput } from '~/lib/staff-schema'
import { labelledSchema } from '~/lib/labelled-schema'
import type { StaffMember } from '~/lib/team'
import {
  teamQuery,
  useChangeRole,
  useInviteStaff,
  useRemoveAccess,
  useResendInvitation,
  useResetTwoFactor,
} from '~/queries/team'
import { useReportLoadFailure } from '~/queries/report-failure'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { FormElement, useInvalidFieldFocus } from '~/components/form/form-element'
import { serverErrorsClearOnChange, withServerError } from '~/components/form/server-error'
import { refusalCodeOf } from '~/lib/http-error'
import { FormDialog } from '~/components/form/form-dialog'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { NativeSelect } from '~/components/ui/native-select'
import { AdminPageHeader } from './admin-page-header'
import { useDiscardQuestion } from './kit/discard-question'
import { ListState, formatDate } from './records/list-state'
import { RecordTable } from './records/record-table'
import { RowActionButton, RowActions } from './records/row-actions'

type Pending = { kind: 'remove' | 'reset'; member: StaffMember } | null

/** /admin/team (admins only): who can sign in, their roles, invitations and removing access. */
export function TeamPage() {
  const team = useQuery(teamQuery)
  useReportLoadFailure(team, copy.loadFailed)
  const ownId = useRouteContext({ from: '/admin', select: (context) => context.auth.user.id })
  const [inviting, setInviting] = React.useState(false)
  const [pending, setPending] = React.useState<Pending>(null)
  const changeRole = useChangeRole()
  const resend = useResendInvitation()
  const remove = useRemoveAccess()
  const reset = useResetTwoFactor()
  const list = team.data ?? []

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={copy.title}
        intro={copy.intro}
        summary={
          team.data && {
            icon: UserCog,
            counts: [
              copy.count(list.length),
              copy.invitedCount(list.filter((member) => member.state === 'invited').length),
            ],
          }
        }
        actions={
          <Button onClick={() => setInviting(true)}>
            <MailPlus aria-hidden="true" />
            {copy.invite}
          </Button>
        }
      />

      {team.isPending ? (
        <ListState state="loading" message={copy.loading} />
      ) : team.isError ? (
        <ListState
          state="failed"
          message={copy.loadFailed}
          onRetry={() => void team.refetch()}
          retrying={team.isFetching}
          retryLabel={copy.retry}
        />
      ) : list.length === 0 ? (
        <ListState state="empty" message={copy.empty} />
      ) : (
        <RecordTable
          label={copy.tableLabel}
          rows={list}
          rowKey={(member) => member.userId}
          name={{
            label: copy.columns.email,
            cell: (member) => (
              <span className="font-semibold [overflow-wrap:anywhere] text-ink">
                {member.email}{' '}
                {member.userId === ownId ? (
                  <span className="font-normal text-muted-foreground">{copy.you}</span>
                ) : null}
              </span>
            ),
          }}
          columns={[
            {
              label: copy.columns.role,
              phone: 'cell',
              // Your own role is changed by another admin (the server refuses it too).
              cell: (member) =>
                member.userId === ownId ? (
                  <span className="text-sm text-ink">{staffRoleLabels[member.role]}</span>
                ) : (
                  <NativeSelect
                    aria-label={copy.roleLabel(member.email)}
                    value={member.role}
                    held={changeRole.isPending}
                    onChange={(event) =>
                      changeRole.mutate({
                        userId: member.userId,
                        email: member.email,
                        role: event.target.value as StaffRole,
                      })
                    }
                  >
                    {staffRoles.map((role) => (
                      <option key={role} value={role}>
                        {staffRoleLabels[role]}
                      </option>
                    ))}
                  </NativeSelect>
                ),
            },
            {
              label: copy.columns.state,
              phone: 'cell',
              cell: (member) => (
                <Badge variant={member.state === 'active' ? 'success' : 'warning'}>
                  {copy.states[member.state]}
                </Badge>
              ),
            },
            {
              label: copy.columns.lastSignIn,
              phone: 'cell',
              phoneLabel: true,
              className: 'text-sm text-muted-foreground',
              cell: (member) =>
                member.lastSignInAt ? (
                  <time dateTime={member.lastSignInAt}>{formatDate(member.lastSignInAt)}</time>
                ) : (
                  copy.never
                ),
            },
            {
              label: copy.columns.twoFactor,
              phone: 'cell',
              phoneLabel: true,
              className: 'text-sm',
              cell: (member) => (member.twoFactor ? copy.twoFactorOn : copy.twoFactorOff),
            },
            {
              label: copy.columns.actions,
              phone: 'full',
              alignEnd: true,
              cell: (member) => (
                <RowActions>
                  {member.state === 'invited' ? (
                    <RowActionButton
                      label={copy.resendLabel(member.email)}
                      text={copy.resend}
                      icon={Send}
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(member)}
                    />
                  ) : null}
                  {member.twoFactor && member.userId !== ownId ? (
                    <RowActionButton
                      label={copy.resetTwoFactorLabel(member.email)}
                      text={copy.resetTwoFactor}
                      icon={ShieldOff}
                      onClick={() => setPending({ kind: 'reset', member })}
                    />
                  ) : null}
                  {member.userId !== ownId ? (
                    <RowActionButton
                      label={copy.removeLabel(member.email)}
                      text={copy.remove}
                      icon={UserMinus}
                      tone="destructive"
                      onClick={() => setPending({ kind: 'remove', member })}
                    />
                  ) : null}
                </RowActions>
              ),
            },
          ]}
        />
      )}

      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null)
        }}
        title={
          pending
            ? copy[pending.kind === 'remove' ? 'removeDialog' : 'resetDialog'].title(
                pending.member.email,
              )
            : ''
        }
        description={
          pending
            ? copy[pending.kind === 'remove' ? 'removeDialog' : 'resetDialog'].description
            : ''
        }
        cancelLabel={copy.removeDialog.cancel}
        confirmLabel={
          pending?.kind === 'reset'
            ? reset.isPending
              ? copy.resetDialog.busy
              : copy.resetDialog.confirm
            : remove.isPending
              ? copy.removeDialog.busy
              : copy.removeDialog.confirm
        }
        busy={remove.isPending || reset.isPending}
        stayOpenOnConfirm
        onConfirm={() => {
          if (!pending) return
          const action = pending.kind === 'remove' ? remove : reset
          action.mutate(pending.member, { onSettled: () => setPending(null) })
        }}
      />
    </div>
  )
}

function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [dirty, setDirty] = React.useState(false)
  const close = React.useCallback(() => {
    setDirty(false)
    onOpenChange(false)
  }, [onOpenChange])
  // Escape, a click outside or the close button ask first once something is typed; Cancel and inviting close it.
  const discard = useDiscardQuestion({ dirty, close })
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={discard.onOpenChange}
        title={copy.inviteDialog.title}
        description={copy.inviteDialog.description}
      >
        {(onBusyChange) => (
          <InviteForm onBusyChange={onBusyChange} onDirtyChange={setDirty} onDone={close} />
        )}
      </FormDialog>
      {discard.question}
    </>
  )
}

function InviteForm({
  onBusyChange,
  onDirtyChange,
  onDone,
}: {
  onBusyChange: (busy: boolean) => void
  onDirtyChange: (dirty: boolean) => void
  onDone: () => void
}) {
  const invite = useInviteStaff()
  const { formRef, focusFirstInvalid } = useInvalidFieldFocus()
  const form = useAppForm({
    defaultValues: { email: '', role: 'editor' as StaffRole },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: labelledSchema<InviteInput>(inviteSchema, copy.inviteDialog) },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      onBusyChange(true)
      try {
        await invite.mutateAsync({ email: value.email.trim(), role: value.role })
        onDone()
      } catch (error) {
        // The mutation's toast says why; an address the team cannot invite is also named under
        // its field, and the dialog stays open to correct it.
        const code = refusalCodeOf(error)
        if (code === 'already_on_team' || code === 'account_exists') {
          formApi.setFieldMeta('email', withServerError((error as Error).message))
          focusFirstInvalid()
        }
      } finally {
        onBusyChange(false)
      }
    },
    listeners: serverErrorsClearOnChange,
  })
  const changed = useStore(form.store, (formState) => !formState.isDefaultValue)
  React.useEffect(() => onDirtyChange(changed), [changed, onDirtyChange])
  return (
    <FormElement ref={formRef} className="grid gap-5" onSubmit={() => void form.handleSubmit()}>
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label={copy.inviteDialog.email}
            type="email"
            autoComplete="off"
            required
          />
        )}
      </form.AppField>
      <form.AppField name="role">
        {(field) => (
          <field.SelectField
            label={copy.inviteDialog.role}
            hint={copy.inviteDialog.roleHint}
            required
            options={staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }))}
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.FormActions
          inDialog
          submitLabel={copy.inviteDialog.submit}
          busyLabel={copy.inviteDialog.submitting}
          cancel={{ label: copy.inviteDialog.cancel, onCancel: onDone }}
        />
      </form.AppForm>
    </FormElement>
  )
}
