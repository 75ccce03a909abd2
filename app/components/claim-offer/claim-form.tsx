import * as React from 'react'
import { useHydrated } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { checkAfterLeaving } from '~/components/form/field-parts'
import { Honeypot, honeypotValue } from '~/components/form/honeypot'
import { SubmissionFailure } from '~/components/form/submission-failure'
import { Button } from '~/components/ui/button'
import { claimFailure, claimOfferPage, claimToast } from '~/content/claim-offer'
import { visitorTextLimits } from '~/domain/text-limits'
import { contactEmailFormat, contactFieldLimits, contactFormSchema, emptyContact } from '~/lib/contact-form-schema'
import { useSubmitClaim } from '~/queries/offer-claim'
import { useInvalidFieldFocus } from '~/components/form/form-element'

const copy = claimOfferPage.form
const schema = contactFormSchema(copy.fields, contactFieldLimits(visitorTextLimits.offer_claims))

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
  const { formRef, focusFirstInvalid } = useInvalidFieldFocus()
  const submitButton = React.useRef<HTMLButtonElement>(null)
  // Held while sending, the button loses the keyboard; once the claim is stored it gets it back.
  const [stored, setStored] = React.useState(0)
  React.useEffect(() => {
    if (stored) submitButton.current?.focus()
  }, [stored])
  const submission = useSubmitClaim()

  const form = useAppForm({
    defaultValues: emptyContact(copy.fields),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      if (!(await submission.submit(value, honeypotValue(formRef.current)))) return
      formApi.reset()
      setStored((count) => count + 1)
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
      <SubmissionFailure title={claimFailure.title} failure={submission.failure} />
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
          {...(claimField.formatMessage && checkAfterLeaving(contactEmailFormat(claimField.formatMessage)))}
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
          <Button ref={submitButton} type="submit" variant="cta" size="wrapLarge" className="w-full" disabled={!hydrated || submitting}>
            {submitting ? copy.submitting : copy.submit}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
