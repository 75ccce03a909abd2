import * as React from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { forgotPasswordCopy as copy } from '~/content/admin'
import { notify } from '~/lib/notify'
import { recoverySchema } from '~/lib/staff-schema'
import { labelledSchema } from '~/lib/labelled-schema'
import { requestPasswordRecovery } from '~/server/staff-links.functions'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { FormElement, useInvalidFieldFocus } from '~/components/form/form-element'
import { AdminCardPage } from './admin-login-page'

/**
 * 'Forgot password?': the same answer whether or not the address has an account (the server
 * sends a link only to staff), limited per client address and e-mail like sign-in.
 */
export function ForgotPasswordPage() {
  const [answer, setAnswer] = React.useState<string | null>(null)
  const { formRef, focusFirstInvalid } = useInvalidFieldFocus()
  const form = useAppForm({
    defaultValues: { email: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: labelledSchema<{ email: string }>(recoverySchema, { email: copy.email }) },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value }) => {
      try {
        const result = await requestPasswordRecovery({ data: { email: value.email } })
        setAnswer(result.message)
      } catch (error) {
        notify.error(copy.title, error instanceof Error ? error.message : String(error), error)
      }
    },
  })
  return (
    <AdminCardPage
      title={copy.title}
      intro={copy.intro}
      footer={
        <Link
          to="/admin/login"
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToSignIn}
        </Link>
      }
    >
      <div role="status" aria-live="polite">
        {answer ? (
          <p className="mb-5 rounded-lg border border-border bg-muted p-4 text-sm text-ink">
            {answer}
          </p>
        ) : null}
      </div>
      <FormElement ref={formRef} className="grid gap-5" onSubmit={() => void form.handleSubmit()}>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={copy.email} type="email" autoComplete="username" required />
          )}
        </form.AppField>
        <form.AppForm>
          <form.FormActions submitLabel={copy.submit} busyLabel={copy.submitting} />
        </form.AppForm>
      </FormElement>
    </AdminCardPage>
  )
}
