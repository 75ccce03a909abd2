/**
 * /admin/applications as a record kind: every partnership application, newest first, with
 * filter, search, export, and the application's dialog (its answers, its status and the
 * internal note), which the address opens (`?open=<id>`, the e-mail notices link there).
 */
import * as React from 'react'
import { useStore } from '@tanstack/react-form'
import * as v from 'valibot'
import { Eye, Inbox, Save } from 'lucide-react'
import { applicationStatusLabels, applicationsCopy as copy, inboxCopy, recordListCopy } from '~/content/admin'
import { answerTitles } from '~/content/application-answers'
import { applicationStatuses, type ApplicationStatus } from '~/domain/statuses'
import { textLimits } from '~/domain/text-limits'
import { adminLists } from '~/lib/admin-lists'
import { applicationNoteSchema } from '~/lib/submission-schema'
import type { Application } from '~/lib/submissions'
import { useApplicationMutations } from '~/queries/submission-mutations'
import { applicationListQuery, applicationQuery } from '~/queries/submissions'
import { useAppForm } from '~/components/form/app-form'
import { useFocusAfterBusy } from '~/components/form/use-focus-after-busy'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { formatDate } from '../records/list-state'
import { StatusBadge } from '../status-badge'
import { ExportButton } from '../kit/export-button'
import type { RecordKind } from '../kit/record-kind'

type State = ReturnType<typeof useApplicationMutations>

const detail = copy.detail

export const applicationsKind: RecordKind<Application, State> = {
  spec: adminLists.applications,
  copy: { title: copy.title, intro: copy.intro, tableLabel: copy.tableLabel, loading: inboxCopy.loadingLabel, loadFailed: copy.loadFailed, empty: copy.empty, retry: inboxCopy.retry },
  rows: { paging: 'pages', query: applicationListQuery },
  useKindState: useApplicationMutations,
  summary: ({ total }) => ({ icon: Inbox, counts: [copy.count(total)], live: true }),
  filters: [
    { name: 'status', type: 'select', label: recordListCopy.statusFilter, allLabel: recordListCopy.allStatuses, options: Object.entries(applicationStatusLabels) },
    { name: 'search', type: 'search', label: inboxCopy.search, placeholder: inboxCopy.searchPlaceholder },
  ],
  sort: { label: recordListCopy.sortBy, options: inboxCopy.sorts },
  toolbarAction: ({ state, call }) => <ExportButton onExport={() => state.exportCsv.mutate({ sort: call.sort, filters: call.filters })} exporting={state.exportCsv.isPending} />,
  table: {
    name: { label: copy.columns.name, cell: (application) => <span className="font-semibold text-ink">{application.contact_name}</span> },
    columns: ({ open }) => [
      { label: copy.columns.email, phone: 'full', className: 'text-sm [overflow-wrap:anywhere] text-ink', cell: (application) => application.contact_email },
      { label: copy.columns.company, phone: 'full', className: 'text-sm text-muted-foreground', cell: (application) => application.contact_company },
      {
        label: copy.columns.types,
        phone: 'full',
        className: 'text-sm text-muted-foreground',
        cell: (application) => (
          <>
            <span className="md:hidden">{copy.columns.types}: </span>
            {answerTitles('partnership_types', application.partnership_types) ?? copy.none}
          </>
        ),
      },
      {
        label: copy.columns.level,
        phone: 'cell',
        className: 'text-sm',
        cell: (application) => (application.estimated_level ? <Badge variant="default">{application.estimated_level}</Badge> : <span className="text-muted-foreground">{copy.notGiven}</span>),
      },
      { label: copy.columns.status, phone: 'cell', cell: (application) => <StatusBadge status={application.status} label={applicationStatusLabels[application.status]} /> },
      { label: copy.columns.date, phone: 'cell', className: 'whitespace-nowrap text-sm text-muted-foreground', cell: (application) => <time dateTime={application.created_at}>{formatDate(application.created_at)}</time> },
      {
        label: copy.columns.actions,
        phone: 'cell',
        alignEnd: true,
        cell: (application) => (
          <Button variant="outline" size="sm" aria-label={copy.viewLabel(application.contact_name)} onClick={() => open(application.id)}>
            <Eye aria-hidden="true" />
            {inboxCopy.view}
          </Button>
        ),
      },
    ],
  },
  dialog: {
    type: 'view',
    fetch: applicationQuery,
    title: (application) => detail.title(application.contact_name),
    description: (application) => detail.subtitle(application.reference, formatDate(application.created_at)),
    view: (application, state, onDirtyChange) => (
      <>
        <Review key={application.id} application={application} state={state} onDirtyChange={onDirtyChange} />
        <Answers
          heading={detail.contactHeading}
          rows={[
            [detail.fields.name, application.contact_name],
            [detail.fields.email, application.contact_email],
            [detail.fields.company, application.contact_company],
            [detail.fields.title, application.contact_title],
            [detail.fields.phone, application.contact_phone],
            [detail.fields.linkedin, application.contact_linkedin],
          ]}
        />
        <Answers
          heading={detail.answersHeading}
          rows={[
            [detail.fields.types, answerTitles('partnership_types', application.partnership_types)],
            [detail.fields.roles, answerTitles('professional_roles', application.professional_roles)],
            [detail.fields.experience, answerTitles('experience', application.experience)],
            [detail.fields.reach, answerTitles('digital_reach', application.digital_reach)],
            [detail.fields.method, answerTitles('expertise_method', application.expertise_method)],
            [detail.fields.areas, answerTitles('expertise_areas', application.expertise_areas)],
            [detail.fields.level, application.estimated_level],
            [detail.fields.motivation, application.motivation],
          ]}
        />
      </>
    ),
  },
}

function Answers({ heading, rows }: { heading: string; rows: [label: string, value: string | null][] }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-base font-semibold text-ink">{heading}</h3>
      <dl className="grid gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className="[overflow-wrap:anywhere] whitespace-pre-line text-ink">{value || <span className="text-muted-foreground">{copy.notGiven}</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** The note's rule is the server's; the status comes from the fixed list of options. */
const reviewSchema = v.object({ status: v.picklist(applicationStatuses), note: applicationNoteSchema.entries.note })
const statusOptions = applicationStatuses.map((status) => ({ value: status, label: applicationStatusLabels[status] }))

/**
 * The status (saved as soon as it changes) and the internal note (saved with its button). A
 * note that differs from the saved one is a change not saved yet.
 */
function Review({ application, state, onDirtyChange }: { application: Application; state: State; onDirtyChange: (dirty: boolean) => void }) {
  const [savedNote, setSavedNote] = React.useState(application.internal_note ?? '')
  const form = useAppForm({
    defaultValues: { status: application.status as ApplicationStatus | '', note: application.internal_note ?? '' },
    validators: { onChange: reviewSchema },
    onSubmit: async ({ value }) => {
      // Counted as saved from the moment it is sent (the success toast can come before this
      // call returns); a failure makes it a change not saved again.
      const before = savedNote
      setSavedNote(value.note)
      const saved = await state.saveNote.mutateAsync({ id: application.id, note: value.note }).then(() => true, () => false)
      if (!saved) setSavedNote(before)
    },
  })
  const noteChanged = useStore(form.store, (formState) => formState.values.note.trim() !== savedNote.trim())
  React.useEffect(() => onDirtyChange(noteChanged), [noteChanged, onDirtyChange])
  return (
    <section className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4">
      <h3 className="text-base font-semibold text-ink">{detail.reviewHeading}</h3>
      <form.AppField
        name="status"
        listeners={{
          onChange: ({ value }) => {
            if (value) state.setStatus.mutate({ id: application.id, status: value }, { onError: () => form.setFieldValue('status', application.status) })
          },
        }}
      >
        {(field) => <field.SelectField label={inboxCopy.status} hint={detail.statusHint} options={statusOptions} />}
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
          {(field) => <field.TextareaField label={detail.note} hint={detail.noteHint} maxLength={textLimits.partnership_applications.internal_note} />}
        </form.AppField>
        <div>
          <form.Subscribe selector={(formState) => formState.isSubmitting}>
            {(submitting) => (
              <SaveNoteButton submitting={submitting} />
            )}
          </form.Subscribe>
        </div>
      </form>
    </section>
  )
}

function SaveNoteButton({ submitting }: { submitting: boolean }) {
  const keepFocus = useFocusAfterBusy<HTMLButtonElement>(submitting)
  return (
    <Button {...keepFocus} type="submit" variant="outline" size="sm" disabled={submitting}>
      <Save aria-hidden="true" />
      {submitting ? detail.savingNote : detail.saveNote}
    </Button>
  )
}
