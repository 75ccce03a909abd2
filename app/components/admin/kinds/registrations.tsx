/**
 * An event's registrations as a record kind: confirmed against the capacity, the waitlist in
 * order, whether each one's confirmation (or waitlist) e-mail went out, each with 'Move up' (a
 * seat, while there is one: the database refuses past the capacity) or 'Cancel' (the seat goes
 * to the first person waiting by itself); and the list as CSV.
 */
import { Ban, UserCheck, UsersRound } from 'lucide-react'
import { cancelRegistrationCopy, inboxCopy, recordListCopy, registrationMailStateLabels, registrationsCopy as copy, registrationStatusLabels } from '~/content/admin'
import { adminLists } from '~/lib/admin-lists'
import type { AdminRegistration } from '~/lib/event-registrations'
import type { EventRow } from '~/lib/events'
import { useRegistrationMutations } from '~/queries/event-mutations'
import { registrationListQuery } from '~/queries/events'
import { formatDate } from '../records/list-state'
import { StatusBadge } from '../status-badge'
import { actionsColumn } from '../kit/columns'
import { ExportButton } from '../kit/export-button'
import type { RecordKind } from '../kit/record-kind'

type State = ReturnType<typeof useRegistrationMutations>
type Extra = { event: EventRow; confirmed: number; waitlisted: number }

const badgeTone = { confirmed: 'confirmed', waitlisted: 'in_review', cancelled: 'declined' } as const

/** The mail's state, in words; a failure (or a hold) stands out. */
function MailState({ row }: { row: AdminRegistration }) {
  const state = row.mail_state ?? 'none'
  const tone = state === 'failed' || state === 'held' ? 'font-semibold text-destructive' : state === 'sent' ? 'text-ink' : 'text-muted-foreground'
  return (
    <span data-mail-state={state} className={tone}>
      {registrationMailStateLabels[state]}
    </span>
  )
}

export const registrationsKind: RecordKind<AdminRegistration, State, Extra> = {
  spec: adminLists.registrations,
  copy: { title: (extra) => copy.title(extra?.event.title ?? '…'), intro: copy.intro, tableLabel: copy.tableLabel, loading: copy.loading, loadFailed: copy.loadFailed, empty: copy.empty, retry: recordListCopy.retry },
  back: { to: '/admin/events', label: copy.back },
  rows: { paging: 'pages', query: (call, eventId) => registrationListQuery(eventId, call) },
  useKindState: useRegistrationMutations,
  summary: ({ extra }) => ({ icon: UsersRound, counts: extra ? [copy.confirmedOf(extra.confirmed, extra.event.capacity), copy.waitlist(extra.waitlisted)] : [], live: true }),
  filters: [
    { name: 'search', type: 'search', label: inboxCopy.search, placeholder: inboxCopy.searchPlaceholder },
    { name: 'status', type: 'select', label: recordListCopy.statusFilter, allLabel: recordListCopy.allStatuses, options: Object.entries(registrationStatusLabels) },
  ],
  sort: { label: recordListCopy.sortBy, options: copy.sorts },
  actions: ({ state, call }, extra) => (
    <ExportButton onExport={() => state.exportCsv.mutate({ sort: call.sort, filters: call.filters })} exporting={state.exportCsv.isPending} disabled={!extra} />
  ),
  table: {
    name: {
      label: copy.columns.name,
      cell: (row) => (
        <div className="min-w-0">
          <span className="block font-semibold text-ink">{row.full_name}</span>
          <span className="block text-sm [overflow-wrap:anywhere] text-muted-foreground md:hidden">{row.email}</span>
        </div>
      ),
    },
    columns: ({ state }) => [
      { label: copy.columns.email, phone: 'hidden', className: 'text-sm [overflow-wrap:anywhere] text-ink', cell: (row) => row.email },
      { label: copy.columns.firm, phone: 'hidden', className: 'text-sm text-muted-foreground', cell: (row) => row.firm_name },
      { label: copy.columns.date, phone: 'cell', className: 'whitespace-nowrap text-sm text-muted-foreground', cell: (row) => <time dateTime={row.created_at}>{formatDate(row.created_at)}</time> },
      { label: copy.columns.status, phone: 'cell', cell: (row) => <StatusBadge status={badgeTone[row.status]} label={registrationStatusLabels[row.status]} /> },
      { label: copy.columns.mail, phone: 'cell', className: 'text-sm', cell: (row) => <MailState row={row} /> },
      // A waitlisted registration moves up to confirmed; any not cancelled is cancelled, after a question.
      actionsColumn(
        copy.columns.actions,
        [
          {
            label: (row) => copy.moveUpLabel(row.full_name),
            text: copy.moveUp,
            icon: UserCheck,
            shown: (row) => row.status === 'waitlisted',
            disabled: (row) => state.setStatus.isPending && state.setStatus.variables?.id === row.id,
            onClick: (row) => state.setStatus.mutate({ id: row.id, status: 'confirmed', name: row.full_name }),
          },
          {
            label: (row) => copy.cancelLabel(row.full_name),
            text: copy.cancel,
            icon: Ban,
            tone: 'destructive',
            shown: (row) => row.status !== 'cancelled',
            disabled: (row) => state.setStatus.isPending && state.setStatus.variables?.id === row.id,
            confirm: {
              title: (row) => cancelRegistrationCopy.question(row.full_name),
              description: cancelRegistrationCopy.consequence,
              cancelLabel: cancelRegistrationCopy.keep,
              confirmLabel: cancelRegistrationCopy.confirm,
              busyLabel: cancelRegistrationCopy.cancelling,
              pending: state.setStatus.isPending,
              onConfirm: (row, done) => state.setStatus.mutate({ id: row.id, status: 'cancelled', name: row.full_name }, { onSettled: done }),
            },
          },
        ],
        { phone: 'full' },
      ),
    ],
  },
}
