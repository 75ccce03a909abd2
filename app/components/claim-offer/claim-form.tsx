import * as React from 'react'
import { useHydrated } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { checkAfterLeaving } from '~/components/form/field-parts'
import { Honeypot, honeypotValue } from '~/components/form/honeypot'
import { Button } from '~/components/ui/button'
import { claimFailure, claimOfferPage, claimToast } from '~/content/claim-offer'
import { claimEmailFormat, claimSchema, emptyClaim, type ClaimValues } from '~/lib/claim-schema'
import { visitorMessage } from '~/lib/visitor-errors'
import { submitClaim } from '~/server/submissions.functions'
import { focusFirstInvalid } from '~/components/form/form-element'

const copy = claimOfferPage.form
const schema = claimSchema(copy.fields)

/**
 * The claim form. Every field is required and the e-mail address must be well formed: the
 * messages show next to their fields from the first submit on (an e-mail address in the wrong
 * format also once the field is left), and the keyboard goes to the first field named. A valid
 * submit stores the claim (the server checks it again with the same rules), then clears the
 * form and shows the toast; a failure says so and keeps the values. One idempotency key per
 * claim: a double click or a retry stores one claim.
 */
export function ClaimForm() {
  // Until the form's code runs, the button is disabled: the browser would otherwise send the
  // fields as a plain GET to this page, putting them in the address and storing nothing.
  // Text typed meanwhile is kept (the text fields take it over when they hydrate).
  const hydrated = useHydrated()
  const formRef = React.useRef<HTMLFormElement>(null)
  const idempotencyKey = React.useRef<string | null>(null)
  const inFlight = React.useRef(false)
  const [failure, setFailure] = React.useState<string | null>(null)

  const send = async (values: ClaimValues): Promise<boolean> => {
    if (inFlight.current) return false
    inFlight.current = true
    idempotencyKey.current ??= crypto.randomUUID()
    setFailure(null)
    try {
      await submitClaim({
        data: { ...values, idempotencyKey: idempotencyKey.current, website: honeypotValue(formRef.current) },
      })
      idempotencyKey.current = null
      return true
    } catch (error) {
      setFailure(visitorMessage(error, claimFailure.unexpected))
      return false
    } finally {
      inFlight.current = false
    }
  }

  const form = useAppForm({
    defaultValues: emptyClaim(copy.fields),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: () =>
      focusFirstInvalid(formRef.current),
    onSubmit: async ({ value, formApi }) => {
      if (!(await send(value))) return
      formApi.reset()
      // Toasts load on first use, keeping sonner out of the page's first load.
      void import('~/lib/notify').then(({ notify }) =>
        notify.success(claimToast.title, claimToast.description),
      )
    },
  })

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <div role="alert" aria-atomic="true">
        {failure ? (
          <p className="flex items-start gap-2 rounded-md bg-destructive-soft px-3 py-2 text-sm text-ink">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span>
              <span className="font-semibold text-destructive">{claimFailure.title}.</span> {failure}
            </span>
          </p>
        ) : null}
      </div>
      <form.Subscribe selector={(state) => !state.isValid}>
        {(hasErrors) =>
          hasErrors ? (
            <p className="flex items-center gap-2 rounded-md bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {copy.errorSummary}
            </p>
          ) : null
        }
      </form.Subscribe>
      {copy.fields.map((claimField) => (
        <form.AppField
          key={claimField.name}
          name={claimField.name}
          {...(claimField.formatMessage && checkAfterLeaving(claimEmailFormat(claimField.formatMessage)))}
        >
          {(field) => (
            <field.TextField
              label={claimField.label}
              type={claimField.type}
              autoComplete={claimField.autoComplete}
              placeholder={claimField.placeholder}
              required
            />
          )}
        </form.AppField>
      ))}
      <Honeypot />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" variant="cta" size="wrapLarge" className="w-full" disabled={!hydrated || submitting}>
            {submitting ? copy.submitting : copy.submit}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
