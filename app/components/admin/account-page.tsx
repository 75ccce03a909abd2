import * as React from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { KeyRound, LockKeyhole, ShieldCheck } from 'lucide-react'
import { accountCopy as copy, recordListCopy, staffRoleLabels } from '~/content/admin'
import { isServerFailure } from '~/lib/admin-errors'
import { HttpError, refusalCodeOf } from '~/lib/http-error'
import { notify } from '~/lib/notify'
import { codeSchema, passwordChangeSchema, type PasswordChangeInput } from '~/lib/staff-schema'
import { labelledSchema } from '~/lib/labelled-schema'
import { changePassword, confirmTwoFactorEnrolment, startTwoFactorEnrolment } from '~/server/account.functions'
import { accountQuery, teamQueryKeys } from '~/queries/team'
import { useReportLoadFailure } from '~/queries/report-failure'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { FormElement, useInvalidFieldFocus } from '~/components/form/form-element'
import { serverErrorsClearOnChange, withServerError } from '~/components/form/server-error'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { AdminPageHeader } from './admin-page-header'
import { ListState } from './records/list-state'

interface Enrolment {
  factorId: string
  qrCode: string
  secret: string
}

/** /admin/account: the signed-in staff member's address, role and two-factor sign-in. */
export function AccountPage() {
  const account = useQuery(accountQuery)
  useReportLoadFailure(account, copy.loadFailed)
  const [enrolment, setEnrolment] = React.useState<Enrolment | null>(null)
  const [starting, setStarting] = React.useState(false)
  // The button that starts the set-up, and then the steps, give way to what follows: the focus goes with them.
  const twoFactorState = React.useRef<HTMLParagraphElement>(null)
  const finished = () => {
    setEnrolment(null)
    twoFactorState.current?.focus()
  }

  const start = async () => {
    setStarting(true)
    try {
      setEnrolment(await startTwoFactorEnrolment())
    } catch (error) {
      notify.error(
        copy.toasts.errorTitle,
        isServerFailure(error) ? (error as Error).message : copy.startFailed,
        error,
      )
    } finally {
      setStarting(false)
    }
  }

  return (
    <div className="grid max-w-3xl gap-6">
      <AdminPageHeader title={copy.title} intro={copy.intro} />
      {account.isPending ? (
        <ListState state="loading" message={copy.loading} />
      ) : account.isError ? (
        <ListState
          state="failed"
          message={copy.loadFailed}
          onRetry={() => void account.refetch()}
          retrying={account.isFetching}
          retryLabel={recordListCopy.retry}
        />
      ) : (
        <>
          <Card className="p-6">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-muted-foreground">{copy.email}</dt>
                <dd className="mt-1 [overflow-wrap:anywhere] text-ink">{account.data.email}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted-foreground">{copy.role}</dt>
                <dd className="mt-1 text-ink">
                  {account.data.role ? staffRoleLabels[account.data.role] : ''}
                </dd>
              </div>
            </dl>
          </Card>
          <Card className="p-6">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
              {copy.twoFactorHeading}
            </h2>
            <p ref={twoFactorState} tabIndex={-1} className="mt-2 text-ink focus:outline-none" data-testid="two-factor-state">
              {account.data.twoFactor ? copy.twoFactorOn : copy.twoFactorOff}
            </p>
            {!account.data.twoFactor && account.data.twoFactorRequired ? (
              <p
                role="alert"
                className="mt-2 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm text-ink"
              >
                {copy.twoFactorRequired}
              </p>
            ) : null}
            {!account.data.twoFactor && !enrolment ? (
              <Button className="mt-4" onClick={() => void start()} disabled={starting}>
                <KeyRound aria-hidden="true" />
                {starting ? copy.starting : copy.setUp}
              </Button>
            ) : null}
            {!account.data.twoFactor && enrolment ? (
              <EnrolmentSteps key={enrolment.factorId} enrolment={enrolment} onDone={finished} onRestart={() => void start()} restarting={starting} />
            ) : null}
          </Card>
          {account.data.mayChangePassword ? (
            <Card className="p-6">
              <h2 className="flex items-center gap-2 text-xl font-semibold">
                <LockKeyhole aria-hidden="true" className="size-5 text-primary" />
                {copy.passwordHeading}
              </h2>
              <p className="mt-2 text-ink">{copy.passwordIntro}</p>
              <PasswordChangeForm email={account.data.email} />
            </Card>
          ) : null}
        </>
      )}
    </div>
  )
}

function EnrolmentSteps({
  enrolment,
  onDone,
  onRestart,
  restarting,
}: {
  enrolment: Enrolment
  onDone: () => void
  /** A new set-up, when this one expired (another was started, or its time ran out). */
  onRestart: () => void
  restarting: boolean
}) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [expired, setExpired] = React.useState(false)
  const startAgain = React.useRef<HTMLButtonElement>(null)
  const { formRef, focusFirstInvalid } = useInvalidFieldFocus()
  React.useEffect(() => {
    if (expired) startAgain.current?.focus()
  }, [expired])
  const form = useAppForm({
    defaultValues: { code: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: labelledSchema<{ code: string }>(codeSchema, { code: copy.code }) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await confirmTwoFactorEnrolment({
          data: { factorId: enrolment.factorId, code: value.code },
        })
        notify.success(copy.toasts.successTitle, copy.enabled)
        // Read again first, so the line the focus moves to already says two-factor sign-in is on.
        await queryClient.invalidateQueries({ queryKey: teamQueryKeys.account })
        onDone()
        // The session now has its second factor: the guard and the nav look again.
        await router.invalidate()
      } catch (error) {
        // A wrong code is named under the field, which keeps the focus; an expired set-up offers a new one.
        const status = error instanceof HttpError ? error.status : null
        if (status === 400 || status === 404) {
          formApi.setFieldMeta('code', withServerError((error as Error).message))
          if (status === 404) setExpired(true)
          else focusFirstInvalid()
          return
        }
        formApi.setFieldValue('code', '')
        notify.error(copy.toasts.errorTitle, isServerFailure(error) ? (error as Error).message : copy.confirmFailed, error)
      }
    },
    listeners: serverErrorsClearOnChange,
  })
  const firstStep = React.useRef<HTMLParagraphElement>(null)
  React.useEffect(() => firstStep.current?.focus(), [])
  return (
    <div className="mt-4 grid gap-5">
      <ol className="grid list-decimal gap-5 pl-5 text-ink">
        <li>
          <p ref={firstStep} tabIndex={-1} className="focus:outline-none">
            {copy.step1}
          </p>
          <img
            src={enrolment.qrCode}
            alt={copy.qrAlt}
            width={200}
            height={200}
            className="mt-3 size-48 rounded-lg border border-border bg-white p-2"
          />
          <p className="mt-3 text-sm text-muted-foreground">{copy.secretLabel}</p>
          <code
            className="mt-1 block rounded-md bg-muted px-3 py-2 font-mono text-sm [overflow-wrap:anywhere] text-ink"
            data-testid="totp-secret"
          >
            {enrolment.secret}
          </code>
        </li>
        <li>
          <p>{copy.step2}</p>
          <FormElement
            ref={formRef}
            className="mt-3 grid max-w-sm gap-4"
            onSubmit={() => void form.handleSubmit()}
          >
            <form.AppField name="code">
              {(field) => (
                <field.TextField
                  label={copy.code}
                  hint={copy.codeHint}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                />
              )}
            </form.AppField>
            <form.AppForm>
              <form.FormActions submitLabel={copy.confirm} busyLabel={copy.confirming} />
            </form.AppForm>
            {expired ? (
              <Button ref={startAgain} variant="outline" onClick={onRestart} disabled={restarting}>
                <KeyRound aria-hidden="true" />
                {restarting ? copy.starting : copy.startAgain}
              </Button>
            ) : null}
          </FormElement>
        </li>
      </ol>
    </div>
  )
}

/**
 * The current password and a new one. A wrong current password, or a new one the server's rules
 * refuse, is named under its field, which gets the focus; any other failure is a toast.
 */
function PasswordChangeForm({ email }: { email: string }) {
  const { formRef, focusFirstInvalid } = useInvalidFieldFocus()
  const form = useAppForm({
    defaultValues: { currentPassword: '', newPassword: '' },
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: labelledSchema<PasswordChangeInput>(passwordChangeSchema, { currentPassword: copy.currentPassword, newPassword: copy.newPassword }),
    },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      try {
        await changePassword({ data: value })
        formApi.reset()
        notify.success(copy.toasts.successTitle, copy.passwordChanged)
      } catch (error) {
        const code = refusalCodeOf(error)
        const field = code === 'wrong_password' ? 'currentPassword' : code === 'weak_password' ? 'newPassword' : null
        if (field) {
          formApi.setFieldMeta(field, withServerError((error as Error).message))
          focusFirstInvalid()
          return
        }
        notify.error(copy.toasts.errorTitle, isServerFailure(error) ? (error as Error).message : copy.passwordFailed, error)
      }
    },
    listeners: serverErrorsClearOnChange,
  })
  return (
    <FormElement ref={formRef} className="mt-4 grid max-w-sm gap-4" onSubmit={() => void form.handleSubmit()}>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <form.AppField name="currentPassword">
        {(field) => <field.TextField label={copy.currentPassword} type="password" autoComplete="current-password" required />}
      </form.AppField>
      <form.AppField name="newPassword">
        {(field) => <field.TextField label={copy.newPassword} hint={copy.newPasswordHint} type="password" autoComplete="new-password" required />}
      </form.AppField>
      <form.AppForm>
        <form.FormActions submitLabel={copy.changePassword} busyLabel={copy.changingPassword} />
      </form.AppForm>
    </FormElement>
  )
}
