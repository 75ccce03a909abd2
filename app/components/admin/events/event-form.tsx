import * as React from 'react'
import { useNavigate } from '@tanstack/react-router'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { eventFormCopy as copy, eventStatusLabels, registrationModeLabels } from '~/content/admin'
import { eventFormatLabels } from '~/content/events'
import { eventInputSchema, MAX_CAPACITY, type EventInput } from '~/lib/event-schema'
import { wallTimeOf } from '~/lib/event-time'
import { eventFormats, registrationModes } from '~/domain/event-choices'
import { eventStatuses } from '~/domain/statuses'
import type { EditableEvent } from '~/lib/events'
import { imageUploadBody } from '~/lib/image-source'
import { labelledSchema } from '~/lib/labelled-schema'
import { useSaveEvent, useUploadEventBanner } from '~/queries/event-mutations'
import { FormSection } from '~/components/admin/records/record-form-page'
import { ImageSourceFields, useImageChoice } from '~/components/admin/records/image-source-fields'
import { FormElement, focusFirstInvalid } from '~/components/form/form-element'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'

/** The form's starting values: a draft online event to add, the row's values (times in its zone) to edit. */
export function eventFormValues(event: EditableEvent | null): EventInput {
  if (!event) {
    return {
      title: '', slug: '', summary: '', description: '', starts: '', ends: '', timeZone: SITE_TIME_ZONE,
      format: 'online', venue: '', address: '', joinUrl: '', bannerUrl: '', registration: 'none', registrationUrl: '',
      capacity: '', registrationCloses: '', status: 'draft',
    }
  }
  const wall = (instant: string | null) => (instant ? wallTimeOf(instant, event.time_zone) : '')
  return {
    title: event.title,
    slug: event.slug,
    summary: event.summary,
    description: event.description,
    starts: wall(event.starts_at),
    ends: wall(event.ends_at),
    timeZone: event.time_zone,
    format: event.format,
    venue: event.venue ?? '',
    address: event.address ?? '',
    joinUrl: event.join_url ?? '',
    bannerUrl: event.banner_url ?? '',
    registration: event.registration,
    registrationUrl: event.registration_url ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    registrationCloses: wall(event.registration_closes_at),
    status: event.status,
  }
}

/** The IANA zones the browser knows, with the current one kept even if it does not. */
function timeZoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [SITE_TIME_ZONE]
  return [...new Set([current, ...zones])].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))
}

/**
 * Add or edit an event. Dates and times are native `datetime-local` inputs in the event's own
 * time zone; the banner is a URL or an upload (sent to storage when the form is saved, so a
 * cancelled form leaves nothing behind). The server checks every rule again.
 */
export function EventForm({ event }: { event: EditableEvent | null }) {
  const navigate = useNavigate()
  const [defaultValues] = React.useState(() => eventFormValues(event))
  const image = useImageChoice()
  const upload = useUploadEventBanner()
  const save = useSaveEvent(event?.id ?? null)
  const formRef = React.useRef<HTMLFormElement>(null)
  const { fileToUpload } = image
  const zones = React.useMemo(() => timeZoneOptions(defaultValues.timeZone), [defaultValues.timeZone])

  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: labelledSchema<EventInput>(eventInputSchema, copy.fields) },
    onSubmitInvalid: () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
    onSubmit: async ({ value }) => {
      let bannerUrl = value.bannerUrl
      if (fileToUpload) {
        // Upload first; if it fails, nothing is saved (the failure toast comes from the mutation).
        const uploaded = await upload.mutateAsync(imageUploadBody(fileToUpload)).catch(() => null)
        if (!uploaded) return
        bannerUrl = uploaded.url
      }
      const saved = await save.mutateAsync({ ...value, bannerUrl }).catch(() => null)
      if (saved) await navigate({ to: '/admin/events' })
    },
  })

  return (
    <FormElement ref={formRef} className="grid gap-8" onSubmit={() => void form.handleSubmit()}>
      <FormSection title={copy.sections.about}>
        <form.AppField name="title">{(field) => <field.TextField label={copy.fields.title} required autoComplete="off" />}</form.AppField>
        <form.AppField name="summary">{(field) => <field.TextField label={copy.fields.summary} hint={copy.hints.summary} autoComplete="off" />}</form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextareaField label={copy.fields.description} hint={copy.hints.description} rows={6} />}
        </form.AppField>
        <form.AppField name="slug">{(field) => <field.TextField label={copy.fields.slug} hint={copy.hints.slug} autoComplete="off" />}</form.AppField>
      </FormSection>

      <FormSection title={copy.sections.when}>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="starts">{(field) => <field.TextField label={copy.fields.starts} hint={copy.hints.starts} type="datetime-local" />}</form.AppField>
          <form.AppField name="ends">{(field) => <field.TextField label={copy.fields.ends} type="datetime-local" />}</form.AppField>
        </div>
        <form.AppField name="timeZone">{(field) => <field.SelectField label={copy.fields.timeZone} options={zones} required />}</form.AppField>
        <form.AppField name="format">
          {(field) => <field.SelectField label={copy.fields.format} options={eventFormats.map((value) => ({ value, label: eventFormatLabels[value] }))} required />}
        </form.AppField>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="venue">{(field) => <field.TextField label={copy.fields.venue} hint={copy.hints.venue} autoComplete="off" />}</form.AppField>
          <form.AppField name="address">{(field) => <field.TextField label={copy.fields.address} autoComplete="off" />}</form.AppField>
        </div>
        {/* Online and hybrid events only: an in-person event has no join link (the server drops it). */}
        <form.Subscribe selector={(state) => state.values.format !== 'in_person'}>
          {(joinsOnline) =>
            joinsOnline ? (
              <form.AppField name="joinUrl">
                {(field) => <field.TextField label={copy.fields.joinUrl} hint={copy.hints.joinUrl} type="url" inputMode="url" placeholder="https://" autoComplete="off" />}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
      </FormSection>

      <FormSection title={copy.sections.banner}>
        <ImageSourceFields
          copy={copy.banner}
          {...image.pickerProps}
          urlField={
            <form.AppField name="bannerUrl">
              {(field) => <field.TextField label={copy.fields.bannerUrl} labelTone="muted" type="url" inputMode="url" placeholder={copy.bannerUrlPlaceholder} />}
            </form.AppField>
          }
        />
      </FormSection>

      <FormSection title={copy.sections.registration}>
        <form.AppField name="registration">
          {(field) => <field.SelectField label={copy.fields.registration} options={registrationModes.map((value) => ({ value, label: registrationModeLabels[value] }))} required />}
        </form.AppField>
        <form.AppField name="registrationUrl">
          {(field) => <field.TextField label={copy.fields.registrationUrl} type="url" inputMode="url" placeholder="https://" />}
        </form.AppField>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="capacity">
            {(field) => <field.TextField label={copy.fields.capacity} hint={copy.hints.capacity} type="number" inputMode="numeric" min={1} max={MAX_CAPACITY} />}
          </form.AppField>
          <form.AppField name="registrationCloses">
            {(field) => <field.TextField label={copy.fields.registrationCloses} hint={copy.hints.registrationCloses} type="datetime-local" />}
          </form.AppField>
        </div>
      </FormSection>

      <FormSection title={copy.sections.publishing}>
        <form.AppField name="status">
          {(field) => (
            <field.SelectField label={copy.fields.status} hint={copy.hints.status} options={eventStatuses.map((value) => ({ value, label: eventStatusLabels[value] }))} required />
          )}
        </form.AppField>
      </FormSection>

      <form.AppForm>
        <form.FormActions
          cancel={{ label: copy.cancel, onCancel: () => void navigate({ to: '/admin/events' }) }}
          submitLabel={event ? copy.update : copy.create}
          busyLabel={upload.isPending ? copy.uploading : copy.saving}
        />
      </form.AppForm>
    </FormElement>
  )
}
