/** 'Manage Events' as a record kind: every event (drafts too) with its date, status, registrations and actions, and its dialog. */
import { Link, useRouterState } from '@tanstack/react-router'
import { CalendarDays, CalendarPlus, CalendarX, Copy, Eye, Pencil, Trash2, UsersRound } from 'lucide-react'
import { cancelEventCopy, deleteEventCopy, eventFormCopy as form, eventStatusLabels, manageEventsCopy as copy, recordListCopy, registrationModeLabels } from '~/content/admin'
import { eventFormatLabels } from '~/content/events'
import { refusalWords } from '~/content/refusals'
import { eventFormats, registrationModes } from '~/domain/event-choices'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { eventStatuses } from '~/domain/statuses'
import { adminLists } from '~/lib/admin-lists'
import { seatsTaken } from '~/lib/event-registrations'
import { eventInputSchema, MAX_CAPACITY, type EventInput } from '~/lib/event-schema'
import { timeZoneOptions, wallTimeOf } from '~/lib/event-time'
import { eventWhen, type AdminEvent, type EditableEvent } from '~/lib/events'
import { labelledSchema } from '~/lib/labelled-schema'
import { useEventMutations } from '~/queries/event-mutations'
import { eventListQuery, eventQuery } from '~/queries/events'
import { Badge } from '~/components/ui/badge'
import { actionsColumn, statusColumn } from '../kit/columns'
import { useStaffRole } from '../use-staff-role'
import { defineForm, type ListHistoryState, type RecordKind } from '../kit/record-kind'
import type { RecordColumn } from '../records/record-table'

type State = ReturnType<typeof useEventMutations>

function when(event: AdminEvent): string {
  const words = eventWhen(event)
  return words ? `${words.date}, ${words.time}` : copy.toBeAnnounced
}

/**
 * The registrations cell: seats taken (and the waitlist) as a link to the event's
 * registrations (an editor sees the counts only). Its name is its visible words, led by which event's they are (WCAG 2.5.3).
 */
function Registrations({ event }: { event: AdminEvent }) {
  const isAdmin = useStaffRole() === 'admin'
  const listSearch = useRouterState({ select: (state) => state.location.search })
  if (event.registration === 'none') return <span className="text-sm text-muted-foreground">{copy.noRegistration}</span>
  if (event.registration === 'external') return <span className="text-sm text-muted-foreground">{copy.externalRegistration}</span>
  // The registrations themselves (names, e-mails) are admins': an editor sees the counts only.
  if (!isAdmin) {
    return (
      <span className="inline-flex flex-col text-sm">
        <span>{seatsTaken(event.confirmed, event.capacity)}</span>
        {event.waitlisted ? <span className="text-muted-foreground">{copy.waitlisted(event.waitlisted)}</span> : null}
      </span>
    )
  }
  return (
    <Link to="/admin/events/$id/registrations" params={{ id: event.id }} state={{ backSearch: listSearch } satisfies ListHistoryState as never} className="inline-flex flex-col text-sm font-semibold text-primary hover:underline">
      <span className="inline-flex items-center gap-1.5">
        <UsersRound aria-hidden="true" className="size-4" />
        <span className="sr-only">{copy.registrationsLabel(event.title)}: </span>
        {seatsTaken(event.confirmed, event.capacity)}
      </span>
      {event.waitlisted ? (
        <span className="font-normal text-muted-foreground">
          <span className="sr-only">, </span>
          {copy.waitlisted(event.waitlisted)}
        </span>
      ) : null}
    </Link>
  )
}

/** A cancelled event stays published (its page says it was cancelled): a badge instead of the publish switch. */
function publishedOrCancelled(column: RecordColumn<AdminEvent>): RecordColumn<AdminEvent> {
  return { ...column, cell: (event) => (event.cancelled_at ? <Badge variant="muted">{copy.cancelled}</Badge> : column.cell(event)) }
}

/** The form's starting values: a draft online event to add, the row's values (times in its zone) to edit. */
function eventFormValues(event: EditableEvent | null): EventInput {
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

export const eventsKind: RecordKind<AdminEvent, State, { published: number }> = {
  spec: adminLists.events,
  copy: { title: copy.title, intro: copy.intro, tableLabel: copy.tableLabel, loading: copy.loading, loadFailed: copy.loadFailed, empty: copy.empty, retry: copy.retry },
  rows: { paging: 'pages', query: eventListQuery },
  useKindState: useEventMutations,
  summary: ({ total, extra }) => ({ icon: CalendarDays, counts: [copy.count(total), copy.publishedCount(extra?.published ?? 0)] }),
  filters: [
    { name: 'search', type: 'search', label: copy.search, placeholder: copy.searchPlaceholder },
    { name: 'status', type: 'select', label: recordListCopy.statusFilter, allLabel: recordListCopy.allStatuses, options: [['published', copy.published], ['draft', copy.draft]] },
  ],
  sort: { label: recordListCopy.sortBy, options: copy.sorts },
  create: { label: copy.add, icon: CalendarPlus },
  table: {
    name: {
      label: copy.columns.title,
      cell: (event) => (
        <div className="min-w-0">
          <span className="block font-semibold text-ink">{event.title}</span>
          <span className="block text-sm text-muted-foreground md:hidden">{when(event)}</span>
          <span className="block text-xs text-muted-foreground">/events/{event.slug}</span>
        </div>
      ),
    },
    columns: ({ state, open, askToDelete }) => [
      { label: copy.columns.date, phone: 'hidden', className: 'text-sm text-muted-foreground', cell: when },
      publishedOrCancelled(statusColumn({ label: copy.columns.status, switchLabel: (event) => copy.publishLabel(event.title), onText: copy.published, offText: copy.draft, isOn: (event) => event.status === 'published', mutation: state.setPublished })),
      { label: copy.columns.registrations, phone: 'cell', phoneLabel: true, cell: (event) => <Registrations event={event} /> },
      actionsColumn(
        copy.columns.actions,
        [
          { label: (event) => copy.editLabel(event.title), icon: Pencil, onClick: (event) => open(event.id) },
          { label: (event) => copy.previewLabel(event.title), icon: Eye, link: (event) => ({ to: '/admin/events/$id/preview', params: { id: event.id } }) },
          { label: (event) => copy.duplicateLabel(event.title), icon: Copy, disabled: state.duplicate.isPending, onClick: (event) => state.duplicate.mutate(event.id) },
          {
            label: (event) => copy.cancelEventLabel(event.title),
            icon: CalendarX,
            tone: 'destructive',
            // Not a deletion: a published event that will not take place; its page stays and says so.
            shown: (event) => event.status === 'published' && !event.cancelled_at && !event.over,
            confirm: {
              title: (event) => cancelEventCopy.question(event.title),
              description: cancelEventCopy.consequence,
              cancelLabel: cancelEventCopy.cancel,
              confirmLabel: cancelEventCopy.confirm,
              busyLabel: cancelEventCopy.cancelling,
              pending: state.cancel.isPending,
              onConfirm: (event, done) => state.cancel.mutate(event.id, { onSettled: done }),
            },
          },
          { label: (event) => copy.deleteLabel(event.title), icon: Trash2, tone: 'destructive', onClick: askToDelete },
        ],
        { phone: 'full' },
      ),
    ],
  },
  remove: { name: (event) => event.title, copy: deleteEventCopy, mutation: (state) => state.remove },
  dialog: defineForm<AdminEvent, State, EventInput, EventInput>({
    copy: form,
    fetch: eventQuery as never,
    values: eventFormValues,
    validator: () => labelledSchema<EventInput>(eventInputSchema, form.fields),
    refusedFields: { slug_taken: { field: 'slug', message: form.slugTaken }, event_has_registrants: { field: 'status', message: refusalWords.event_has_registrants } },
    items: [
      {
        section: form.sections.about,
        items: [
          { name: 'title', type: 'text', label: form.fields.title, required: true, autoComplete: 'off' },
          { name: 'summary', type: 'text', label: form.fields.summary, hint: form.hints.summary, autoComplete: 'off' },
          { name: 'description', type: 'textarea', label: form.fields.description, hint: form.hints.description, rows: 6 },
          { name: 'slug', type: 'text', label: form.fields.slug, hint: form.hints.slug, autoComplete: 'off' },
        ],
      },
      {
        section: form.sections.when,
        items: [
          { pair: [{ name: 'starts', type: 'datetime-local', label: form.fields.starts, hint: form.hints.starts }, { name: 'ends', type: 'datetime-local', label: form.fields.ends }] },
          { name: 'timeZone', type: 'select', label: form.fields.timeZone, options: (values) => timeZoneOptions(values.timeZone), required: true },
          { name: 'format', type: 'select', label: form.fields.format, options: eventFormats.map((value) => ({ value, label: eventFormatLabels[value] })), required: true },
          { pair: [{ name: 'venue', type: 'text', label: form.fields.venue, hint: form.hints.venue, autoComplete: 'off' }, { name: 'address', type: 'text', label: form.fields.address, autoComplete: 'off' }] },
          // Online and hybrid events only: an in-person event has no join link (the server drops it).
          { name: 'joinUrl', type: 'url', label: form.fields.joinUrl, hint: form.hints.joinUrl, placeholder: 'https://', when: (values) => values.format !== 'in_person' },
        ],
      },
      { section: form.sections.banner, items: [{ name: 'bannerUrl', type: 'image', label: form.fields.bannerUrl, copy: form.banner, placeholder: form.bannerUrlPlaceholder, upload: (state) => state.uploadBanner }] },
      {
        section: form.sections.registration,
        items: [
          { name: 'registration', type: 'select', label: form.fields.registration, options: registrationModes.map((value) => ({ value, label: registrationModeLabels[value] })), required: true },
          { name: 'registrationUrl', type: 'url', label: form.fields.registrationUrl, placeholder: 'https://' },
          {
            pair: [
              { name: 'capacity', type: 'number', label: form.fields.capacity, hint: form.hints.capacity, inputMode: 'numeric', min: 1, max: MAX_CAPACITY },
              { name: 'registrationCloses', type: 'datetime-local', label: form.fields.registrationCloses, hint: form.hints.registrationCloses },
            ],
          },
        ],
      },
      {
        section: form.sections.publishing,
        items: [{ name: 'status', type: 'select', label: form.fields.status, hint: form.hints.status, options: eventStatuses.map((value) => ({ value, label: eventStatusLabels[value] })), required: true }],
      },
    ],
    toInput: (values, uploaded) => ({ ...values, bannerUrl: (uploaded.bannerUrl as string | undefined) ?? values.bannerUrl }),
    save: (state) => state.save,
  }),
}
