import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { settingsCopy as copy } from '~/content/admin'
import { settingsInputSchema, type SettingsInput } from '~/lib/event-schema'
import { labelledSchema } from '~/lib/labelled-schema'
import { settingsQuery } from '~/queries/events'
import { useSaveSettings } from '~/queries/event-mutations'
import { AdminPageHeader } from './admin-page-header'
import { timeZoneOptions } from '~/lib/event-time'
import { FormSection } from './records/form-section'
import { ListState } from './records/list-state'
import { Card } from '~/components/ui/card'
import { FormElement, useInvalidFieldFocus } from '~/components/form/form-element'
import { SwitchField } from '~/components/form/toggle-fields'

/** /admin/settings: the conference's name, dates and time zone, the offer's last day, the site's figures and the post-event group. */
export function SettingsPage() {
  const settings = useQuery(settingsQuery())
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <AdminPageHeader title={copy.title} intro={copy.intro} introClassName="max-w-none" />
      {settings.isPending ? (
        <ListState state="loading" message={copy.loading} />
      ) : settings.isError ? (
        <ListState state="failed" message={copy.loadFailed} onRetry={() => void settings.refetch()} retrying={settings.isFetching} retryLabel="Try again" />
      ) : (
        <Card className="p-5 sm:p-8">
          <SettingsForm values={settings.data} />
        </Card>
      )}
    </div>
  )
}

function SettingsForm({ values }: { values: SettingsInput }) {
  const save = useSaveSettings()
  const { formRef, focusFirstInvalid } = useInvalidFieldFocus()
  const [defaultValues] = React.useState<SettingsInput>(() => ({
    conferenceName: values.conferenceName,
    conferenceStarts: values.conferenceStarts,
    conferenceEnds: values.conferenceEnds,
    conferenceTimeZone: values.conferenceTimeZone,
    offerEnds: values.offerEnds,
    communitySize: values.communitySize,
    activeMembers: values.activeMembers,
    postEventFirstSession: values.postEventFirstSession,
    postEventSessions: values.postEventSessions,
    postEventTime: values.postEventTime,
    postEventRecordings: values.postEventRecordings,
  }))
  const zones = React.useMemo(() => timeZoneOptions(defaultValues.conferenceTimeZone), [defaultValues.conferenceTimeZone])
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: labelledSchema<SettingsInput>(settingsInputSchema, copy.fields) },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value }) => {
      await save.mutateAsync(value).catch(() => null)
    },
  })
  return (
    <FormElement ref={formRef} className="grid gap-8" onSubmit={() => void form.handleSubmit()}>
      <FormSection title={copy.conferenceHeading}>
        <form.AppField name="conferenceName">{(field) => <field.TextField label={copy.fields.conferenceName} required autoComplete="off" />}</form.AppField>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="conferenceStarts">
            {(field) => <field.TextField label={copy.fields.conferenceStarts} hint={copy.hints.conferenceStarts} type="datetime-local" required />}
          </form.AppField>
          <form.AppField name="conferenceEnds">{(field) => <field.TextField label={copy.fields.conferenceEnds} type="datetime-local" required />}</form.AppField>
        </div>
        <form.AppField name="conferenceTimeZone">{(field) => <field.SelectField label={copy.fields.conferenceTimeZone} options={zones} required />}</form.AppField>
      </FormSection>
      <FormSection title={copy.offerHeading}>
        <form.AppField name="offerEnds">{(field) => <field.TextField label={copy.fields.offerEnds} hint={copy.hints.offerEnds} type="date" required />}</form.AppField>
      </FormSection>
      <FormSection title={copy.figuresHeading}>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="communitySize">
            {(field) => <field.TextField label={copy.fields.communitySize} hint={copy.hints.communitySize} required autoComplete="off" />}
          </form.AppField>
          <form.AppField name="activeMembers">
            {(field) => <field.TextField label={copy.fields.activeMembers} hint={copy.hints.activeMembers} autoComplete="off" />}
          </form.AppField>
        </div>
      </FormSection>
      <FormSection title={copy.postEventHeading} description={copy.postEventIntro}>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="postEventFirstSession">
            {(field) => <field.TextField label={copy.fields.postEventFirstSession} hint={copy.hints.postEventFirstSession} type="date" />}
          </form.AppField>
          <form.AppField name="postEventSessions">
            {(field) => <field.TextField label={copy.fields.postEventSessions} type="number" inputMode="numeric" min={1} max={52} required />}
          </form.AppField>
        </div>
        <form.AppField name="postEventTime">
          {(field) => <field.TextField label={copy.fields.postEventTime} hint={copy.hints.postEventTime} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="postEventRecordings">{() => <SwitchField label={copy.fields.postEventRecordings} />}</form.AppField>
      </FormSection>
      <form.AppForm>
        <form.FormActions submitLabel={copy.save} busyLabel={copy.saving} />
      </form.AppForm>
    </FormElement>
  )
}
