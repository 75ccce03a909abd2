import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { checkAfterLeaving } from '~/components/form/field-parts'
import { Honeypot, honeypotValue } from '~/components/form/honeypot'
import { SubmissionFailure } from '~/components/form/submission-failure'
import { registrationCopy as copy } from '~/content/events'
import { visitorTextLimits } from '~/domain/text-limits'
import { contactEmailFormat, contactFieldLimits, contactFormSchema, emptyContact, type ContactValues } from '~/lib/contact-form-schema'
import { notify } from '~/lib/notify'
import { useRegisterForEvent } from '~/queries/event-registration'
import { SeatsNote } from './seats-note'
import { FormDialog } from '~/components/form/form-dialog'
import { FormElement, useInvalidFieldFocus } from '~/components/form/form-element'

/** Who registers: full name, e-mail, firm, within the registrations table's limits. */
const fields = copy.fields
const schema = contactFormSchema(fields, contactFieldLimits(visitorTextLimits.event_registrations))

export interface RegistrableEvent {
  id: string
  title: string
}

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
  const { formRef, focusFirstInvalid } = useInvalidFieldFocus()
  const submission = useRegisterForEvent(event.id)

  const send = async (values: ContactValues) => {
    onBusyChange(true)
    try {
      const answer = await submission.submit({ ...values, eventId: event.id }, honeypotValue(formRef.current))
      if (!answer) return
      const { outcome } = answer
      const toast =
        outcome === 'confirmed'
          ? copy.received(event.title, isConference)
          : outcome === 'waitlisted'
            ? copy.waitlisted(event.title)
            : copy.alreadyRegistered(event.title)
      if (outcome === 'already_registered') notify.info(toast.title, toast.description)
      else notify.success(toast.title, toast.description)
      onDone()
    } finally {
      onBusyChange(false)
    }
  }

  const form = useAppForm({
    defaultValues: emptyContact(fields),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: ({ value }) => send(value),
  })

  return (
    <FormElement ref={formRef} className="grid gap-5" onSubmit={() => void form.handleSubmit()}>
      <SeatsNote eventId={event.id} />
      <SubmissionFailure title={copy.failureTitle} failure={submission.failure} />
      {fields.map((field) => (
        <form.AppField key={field.name} name={field.name} {...(field.formatMessage && checkAfterLeaving(contactEmailFormat(field.formatMessage)))}>
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
