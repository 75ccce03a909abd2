import * as React from 'react'
import { Link, getRouteApi } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { adminLoginCopy, setPasswordCopy as copy } from '~/content/admin'
import { HttpError } from '~/lib/http-error'
import { notify } from '~/lib/notify'
import { setPasswordFromLink } from '~/server/staff-links.functions'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { FieldError } from '~/components/form/field-parts'
import { FormElement } from '~/components/form/form-element'
import { buttonVariants } from '~/components/ui/button'
import type { StaffLinkState } from '~/server/staff-links.server'
import { AdminCardPage } from './admin-login-page'
import { ForgotPasswordPage } from './forgot-password-page'

const route = getRouteApi('/admin_/password')
const passwordFieldId = 'new-password'

/** 'Forgot password?' without a token; a mailed link's page with one. */
export function PasswordPage() {
  const { link, token } = route.useLoaderData()
  return link ? <StaffLinkPage link={link} token={token} /> : <ForgotPasswordPage />
}

/** A mailed link's page: the password form while the link works, what to do next when it does not. */
function StaffLinkPage({ link, token }: { link: StaffLinkState; token: string }) {
  const [done, setDone] = React.useState(false)
  // Once the form has given way to what comes next, focus moves there instead of to the page.
  const signIn = React.useRef<HTMLAnchorElement>(null)
  React.useEffect(() => {
    if (done) signIn.current?.focus()
  }, [done])
  if (link.state !== 'valid') {
    const reason = copy.unusable[link.state]
    return (
      <AdminCardPage title={copy.unusable.title} intro={reason}>
        <p className="mb-5 text-sm text-ink">{copy.unusable.next}</p>
        <Link to="/admin/password" className={buttonVariants({ variant: 'outline' })}>
          {copy.forgotPassword}
        </Link>
      </AdminCardPage>
    )
  }
  const words = copy[link.kind]
  if (done) {
    return (
      <AdminCardPage title={words.doneTitle} intro={copy.doneIntro(link.email)}>
        <p className="mb-5 flex items-center gap-2 text-sm font-semibold text-success" role="status">
          <CircleCheck aria-hidden="true" className="size-5" />
          {adminLoginCopy.passwordSet}
        </p>
        <Link ref={signIn} to="/admin/login" className={buttonVariants()}>
          {copy.signIn}
        </Link>
      </AdminCardPage>
    )
  }
  return (
    <AdminCardPage title={words.title} intro={words.intro(link.email)}>
      <PasswordForm token={token} email={link.email} onDone={() => setDone(true)} />
    </AdminCardPage>
  )
}

/**
 * The new password. A password the server refuses (too short, the address itself, a leaked one)
 * is named under the field, which is marked invalid and focused; any other failure is a toast.
 */
function PasswordForm({
  token,
  email,
  onDone,
}: {
  token: string
  email: string
  onDone: () => void
}) {
  const [refusal, setRefusal] = React.useState<string | null>(null)
  const refusalId = React.useId()
  const form = useAppForm({
    defaultValues: { password: '' },
    onSubmit: async ({ value }) => {
      try {
        await setPasswordFromLink({ data: { token, password: value.password } })
        onDone()
      } catch (error) {
        if (error instanceof HttpError && error.status === 400) {
          setRefusal(error.message)
          document.getElementById(passwordFieldId)?.focus()
          return
        }
        notify.error(copy.failedTitle, error instanceof Error ? error.message : String(error), error)
      }
    },
    validationLogic: revalidateLogic(),
  })
  return (
    <FormElement className="grid gap-5" onSubmit={() => void form.handleSubmit()}>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div>
        <form.AppField name="password" listeners={{ onChange: () => setRefusal(null) }}>
          {(field) => (
            <field.TextField
              id={passwordFieldId}
              label={copy.password}
              hint={copy.passwordHint}
              type="password"
              autoComplete="new-password"
              required
              invalid={refusal !== null}
              describedById={refusal ? refusalId : undefined}
            />
          )}
        </form.AppField>
        <FieldError id={refusalId} message={refusal ?? undefined} />
      </div>
      <form.AppForm>
        <form.FormActions submitLabel={copy.submit} busyLabel={copy.submitting} />
      </form.AppForm>
    </FormElement>
  )
}
