import * as React from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { adminLoginCopy, adminLoginToasts } from '~/content/admin'
import { notify } from '~/lib/notify'
import { codeSchema } from '~/lib/staff-schema'
import { labelledSchema } from '~/lib/labelled-schema'
import { signOut } from '~/server/auth.functions'
import { verifySignInCode } from '~/server/sign-in-code.functions'
import { Button } from '~/components/ui/button'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { FormElement, useInvalidFieldFocus } from '~/components/form/form-element'

const codeFieldId = 'sign-in-code'

/** The sign-in's second step: the 6-digit code of the account's authenticator app. */
export function SignInCodeForm() {
  // The password step gave way to this one: the focus goes to the code.
  React.useEffect(() => document.getElementById(codeFieldId)?.focus(), [])
  const navigate = useNavigate()
  const router = useRouter()
  const { formRef, focusFirstInvalid } = useInvalidFieldFocus()
  const form = useAppForm({
    defaultValues: { code: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: labelledSchema<{ code: string }>(codeSchema, { code: adminLoginCopy.code }) },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      try {
        const result = await verifySignInCode({ data: { code: value.code } })
        if (result.error) {
          notify.error(adminLoginToasts.failedTitle, result.error.message)
          formApi.setFieldValue('code', '')
          return
        }
        notify.clear()
        notify.success(adminLoginToasts.success.title, adminLoginToasts.success.description)
        await navigate({ to: '/admin', replace: true })
      } catch (error) {
        notify.error(adminLoginToasts.failedTitle, adminLoginToasts.unexpected, error)
      }
    },
  })
  return (
    <FormElement ref={formRef} className="grid gap-5" onSubmit={() => void form.handleSubmit()}>
      <form.AppField name="code">
        {(field) => (
          <field.TextField
            id={codeFieldId}
            label={adminLoginCopy.code}
            hint={adminLoginCopy.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.FormActions
          submitLabel={adminLoginCopy.codeSubmit}
          busyLabel={adminLoginCopy.codeSubmitting}
        />
      </form.AppForm>
      <Button
        type="button"
        variant="link"
        className="justify-self-start px-0"
        onClick={async () => {
          await signOut().catch(() => undefined)
          await router.invalidate()
        }}
      >
        {adminLoginCopy.otherAccount}
      </Button>
    </FormElement>
  )
}
