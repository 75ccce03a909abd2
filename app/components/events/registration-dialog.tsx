import * as React from 'react'
import { CircleAlert, Info } from 'lucide-react'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { checkAfterLeaving } from '~/components/form/field-parts'
import { Honeypot, honeypotValue } from '~/components/form/honeypot'
import { claimOfferPage } from '~/content/claim-offer'
import { registrationCopy as copy } from '~/content/events'
import { claimEmailFormat, claimSchema, emptyClaim, type ClaimValues } from '~/lib/claim-schema'
import { notify } from '~/lib/notify'
import { visitorMessage } from '~/lib/visitor-errors'
import { getSeatsLeft, registerForEvent } from '~/server/events.functions'
import type { RegistrableEvent } from './register-button'
import { FormDialog } from '~/components/form/form-dialog'
import { FormElement, focusFirstInvalid } from '~/components/form/form-element'

/** The claim form's fields and rules: full name, e-mail, firm. */
const fields = claimOfferPage.form.fields
const schema = claimSchema(fields)

/**
 * The registration form in a dialog. It says first whether a seat is left (a full event puts
 * newcomers on the waitlist); a valid submit stores the registration (the server checks it
 * again) and the toast says what was stored: a seat ('Registration received'), the waitlist,
 * or nothing new for an address already registered. A refusal (registration closed, too many
 * tries) stays in the dialog with the form's values. One idempotency key per registration.
 */
export function RegistrationDialog({
  event,
  isConference,
  open,
  onOpenChange,
}: {
  event: RegistrableEvent
  isConference: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={copy.dialogTitle(event.title)} description={copy.dialogIntro}>
      {(onBusyChange) =>
        open ? <RegistrationForm event={event} isConference={isConference} onBusyChange={onBusyChange} onDone={() => onOpenChange(false)} /> : null
      }
    </FormDialog>
  )
}

function SeatsNote({ eventId }: { eventId: string }) {
  const [seatsLeft, setSeatsLeft] = React.useState<number | null | undefined>(undefined)
  React.useEffect(() => {
    let current = true
    getSeatsLeft({ data: { id: eventId } })
      .then((answer) => current && setSeatsLeft(answer.seatsLeft))
      .catch(() => current && setSeatsLeft(null))
    return () => {
      current = false
    }
  }, [eventId])
  if (seatsLeft === undefined || seatsLeft === null) return null
  return (
    <p className="flex items-start gap-2 rounded-md bg-primary-soft px-3 py-2 text-sm text-ink" data-testid="seats-note">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      {seatsLeft === 0 ? copy.full : copy.seatsLeft(seatsLeft)}
    </p>
  )
}

function RegistrationForm({
  event,
  isConference,
  onBusyChange,
  onDone,
}: {
  event: RegistrableEvent
  isConference: boolean
  onBusyChange: (busy: boolean) => void
  onDone: () => void
}) {
  const formRef = React.useRef<HTMLFormElement>(null)
  const idempotencyKey = React.useRef<string | null>(null)
  const [failure, setFailure] = React.useState<string | null>(null)

  const send = async (values: ClaimValues) => {
    idempotencyKey.current ??= crypto.randomUUID()
    setFailure(null)
    onBusyChange(true)
    try {
      const { outcome } = await registerForEvent({
        data: { ...values, eventId: event.id, idempotencyKey: idempotencyKey.current, website: honeypotValue(formRef.current) },
      })
      idempotencyKey.current = null
      const toast =
        outcome === 'confirmed'
          ? copy.received(event.title, isConference)
          : outcome === 'waitlisted'
            ? copy.waitlisted(event.title)
            : copy.alreadyRegistered(event.title)
      if (outcome === 'already_registered') notify.info(toast.title, toast.description)
      else notify.success(toast.title, toast.description)
      onDone()
    } catch (error) {
      setFailure(visitorMessage(error, copy.unexpected))
    } finally {
      onBusyChange(false)
    }
  }

  const form = useAppForm({
    defaultValues: emptyClaim(fields),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) => send(value),
  })

  return (
    <FormElement ref={formRef} className="grid gap-5" onSubmit={() => void form.handleSubmit()}>
      <SeatsNote eventId={event.id} />
      <div role="alert" aria-atomic="true">
        {failure ? (
          <p className="flex items-start gap-2 rounded-md bg-destructive-soft px-3 py-2 text-sm text-ink">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span>
              <span className="font-semibold text-destructive">{copy.failureTitle}.</span> {failure}
            </span>
          </p>
        ) : null}
      </div>
      {fields.map((field) => (
        <form.AppField key={field.name} name={field.name} {...(field.formatMessage && checkAfterLeaving(claimEmailFormat(field.formatMessage)))}>
          {(control) => (
            <control.TextField label={field.label} type={field.type} autoComplete={field.autoComplete} placeholder={field.placeholder} required />
          )}
        </form.AppField>
      ))}
      <Honeypot />
      <form.AppForm>
        <form.FormActions inDialog cancel={{ label: copy.cancel, onCancel: onDone }} submitVariant="cta" submitLabel={copy.submit} busyLabel={copy.submitting} />
      </form.AppForm>
    </FormElement>
  )
}
