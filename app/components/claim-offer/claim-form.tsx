import * as React from 'react'
import { CircleAlert } from 'lucide-react'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { checkAfterLeaving } from '~/components/form/field-parts'
import { Button } from '~/components/ui/button'
import { claimOfferPage, claimToast } from '~/content/claim-offer'
import { claimEmailFormat, claimSchema, emptyClaim } from '~/lib/claim-schema'

const copy = claimOfferPage.form
const schema = claimSchema(copy.fields)

/**
 * The claim form. Every field is required and the e-mail address must be well formed: the
 * messages show next to their fields from the first submit on (an e-mail address in the wrong
 * format also once the field is left), and the keyboard goes to the first field named. A valid
 * submit shows the confirmation toast, clears the form and sends nothing.
 */
export function ClaimForm() {
  const formRef = React.useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: emptyClaim(copy.fields),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: () =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    onSubmit: ({ formApi }) => {
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
      <Button type="submit" variant="cta" size="lg" className="w-full">
        {copy.submit}
      </Button>
    </form>
  )
}
