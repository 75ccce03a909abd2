import * as v from 'valibot'
import { Save } from 'lucide-react'
import { useAppForm } from '~/components/form/app-form'
import { applicationStatusLabels, applicationsCopy, inboxCopy } from '~/content/admin'
import { partnershipTypes } from '~/content/partnership'
import { digitalReachOptions, expertiseAreas, expertiseMethods, experienceOptions, professionalRoles } from '~/content/partnership-answers'
import { applicationStatuses, type ApplicationStatus } from '~/domain/statuses'
import { textLimits } from '~/domain/text-limits'
import { applicationNoteSchema } from '~/lib/submission-schema'
import type { Application } from '~/lib/submissions'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { formatDate } from './records/list-state'
import { useSaveApplicationNote, useSetApplicationStatus } from '~/queries/submission-mutations'

const copy = applicationsCopy.detail

/** The note's rule is the server's; the status comes from the fixed list of options. */
const reviewSchema = v.object({
  status: v.picklist(applicationStatuses),
  note: applicationNoteSchema.entries.note,
})

function titlesOf(options: readonly { id: string; title: string }[]) {
  const byId = new Map(options.map((option) => [option.id, option.title]))
  return (ids: readonly string[] | string | null) => {
    const list = ids === null ? [] : typeof ids === 'string' ? [ids] : ids
    return list.length ? list.map((id) => byId.get(id) ?? id).join(', ') : null
  }
}

const typeTitles = titlesOf(partnershipTypes)
const roleTitles = titlesOf(professionalRoles)
const experienceTitles = titlesOf(experienceOptions)
const reachTitles = titlesOf(digitalReachOptions)
const methodTitles = titlesOf(expertiseMethods)
const areaTitles = titlesOf(expertiseAreas)

/** The full application, its status (saved on change) and the internal note. */
export function ApplicationDetailDialog({
  application,
  onOpenChange,
}: {
  application: Application | null
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={application !== null} onOpenChange={onOpenChange}>
      {application ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{copy.title(application.contact_name)}</DialogTitle>
            <DialogDescription>
              {copy.subtitle(application.reference, formatDate(application.created_at))}
            </DialogDescription>
          </DialogHeader>
          <Review key={application.id} application={application} />
          <Answers heading={copy.contactHeading} rows={[
            [copy.fields.name, application.contact_name],
            [copy.fields.email, application.contact_email],
            [copy.fields.company, application.contact_company],
            [copy.fields.title, application.contact_title],
            [copy.fields.phone, application.contact_phone],
            [copy.fields.linkedin, application.contact_linkedin],
          ]} />
          <Answers heading={copy.answersHeading} rows={[
            [copy.fields.types, typeTitles(application.partnership_types)],
            [copy.fields.roles, roleTitles(application.professional_roles)],
            [copy.fields.experience, experienceTitles(application.experience)],
            [copy.fields.reach, reachTitles(application.digital_reach)],
            [copy.fields.method, methodTitles(application.expertise_method)],
            [copy.fields.areas, areaTitles(application.expertise_areas)],
            [copy.fields.level, application.estimated_level],
            [copy.fields.motivation, application.motivation],
          ]} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function Answers({ heading, rows }: { heading: string; rows: [label: string, value: string | null][] }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-base font-semibold text-ink">{heading}</h3>
      <dl className="grid gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className="[overflow-wrap:anywhere] whitespace-pre-line text-ink">
              {value || <span className="text-muted-foreground">{applicationsCopy.notGiven}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const statusOptions = applicationStatuses.map((status) => ({ value: status, label: applicationStatusLabels[status] }))

/** The status (saved as soon as it changes) and the internal note (saved with its button). */
function Review({ application }: { application: Application }) {
  const setStatus = useSetApplicationStatus()
  const saveNote = useSaveApplicationNote()
  const form = useAppForm({
    defaultValues: { status: application.status as ApplicationStatus | '', note: application.internal_note ?? '' },
    validators: { onChange: reviewSchema },
    onSubmit: async ({ value }) => {
      await saveNote.mutateAsync({ id: application.id, note: value.note }).catch(() => undefined)
    },
  })

  return (
    <section className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4">
      <h3 className="text-base font-semibold text-ink">{copy.reviewHeading}</h3>
      <form.AppField
        name="status"
        listeners={{
          onChange: ({ value }) => {
            if (!value) return
            setStatus.mutate(
              { id: application.id, status: value },
              { onError: () => form.setFieldValue('status', application.status) },
            )
          },
        }}
      >
        {(field) => <field.SelectField label={inboxCopy.status} hint={copy.statusHint} options={statusOptions} />}
      </form.AppField>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="note">
          {(field) => <field.TextareaField label={copy.note} hint={copy.noteHint} maxLength={textLimits.partnership_applications.internal_note} />}
        </form.AppField>
        <div>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" variant="outline" size="sm" disabled={submitting}>
                <Save aria-hidden="true" />
                {submitting ? copy.savingNote : copy.saveNote}
              </Button>
            )}
          </form.Subscribe>
        </div>
      </form>
    </section>
  )
}
