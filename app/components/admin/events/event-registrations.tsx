import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { Ban, Download, UserCheck, UsersRound } from 'lucide-react'
import { registrationMailStateLabels, registrationsCopy as copy, registrationStatusLabels } from '~/content/admin'
import { Button } from '~/components/ui/button'
import { StatusBadge } from '~/components/admin/status-badge'
import { ListState, formatDate } from '~/components/admin/records/list-state'
import { RecordTable } from '~/components/admin/records/record-table'
import { RowActions } from '~/components/admin/records/row-actions'
import { registrationsQuery } from '~/queries/events'
import { useExportRegistrations, useSetRegistrationStatus } from '~/queries/event-mutations'
import { useReportFailure } from '~/queries/report-failure'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import type { RegistrationStatus } from '~/domain/statuses'

/** What a registration's row offers: a waitlisted one moves up to confirmed, any not cancelled is cancelled. */
const registrationActions = [
  {
    status: 'confirmed',
    shownFor: (status: RegistrationStatus) => status === 'waitlisted',
    variant: 'outline',
    label: copy.moveUp,
    ariaLabel: copy.moveUpLabel,
    icon: <UserCheck aria-hidden="true" />,
  },
  {
    status: 'cancelled',
    shownFor: (status: RegistrationStatus) => status !== 'cancelled',
    variant: 'ghost',
    label: copy.cancel,
    ariaLabel: copy.cancelLabel,
    icon: <Ban aria-hidden="true" className="text-destructive" />,
  },
] as const

/**
 * An event's registrations: confirmed against the capacity, the waitlist in order, whether each
 * one's confirmation (or waitlist) e-mail went out, each with 'Move up' (a seat, while there is
 * one: the database refuses past the capacity) or 'Cancel'; and the list as CSV.
 */
export function EventRegistrations({ eventId }: { eventId: string }) {
  const query = useQuery(registrationsQuery(eventId))
  const setStatus = useSetRegistrationStatus(eventId)
  const exportCsv = useExportRegistrations()
  const reportFailure = useReportFailure()
  const { isError, error, errorUpdatedAt } = query
  React.useEffect(() => {
    if (isError) reportFailure(error, copy.loadFailed)
  }, [isError, error, errorUpdatedAt, reportFailure])

  const event = query.data?.event
  const registrations = query.data?.registrations ?? []
  const mailStates = query.data?.mailStates ?? {}
  const confirmed = registrations.filter((row) => row.status === 'confirmed').length
  const waitlisted = registrations.filter((row) => row.status === 'waitlisted').length
  const busy = (id: string) => setStatus.isPending && setStatus.variables?.id === id

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        back={{ to: '/admin/events', label: copy.back }}
        title={copy.title(event?.title ?? '…')}
        intro={copy.intro}
        summary={event && { icon: UsersRound, counts: [copy.confirmedOf(confirmed, event.capacity), copy.waitlist(waitlisted)], live: true }}
        actions={
          <Button variant="outline" onClick={() => exportCsv.mutate(eventId)} disabled={exportCsv.isPending || !event}>
            <Download aria-hidden="true" />
            {exportCsv.isPending ? copy.exporting : copy.exportCsv}
          </Button>
        }
      />

      {query.isPending ? (
        <ListState state="loading" message={copy.loading} />
      ) : query.isError ? (
        <ListState state="failed" message={copy.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} retryLabel="Try again" />
      ) : registrations.length === 0 ? (
        <ListState state="empty" message={copy.empty} />
      ) : (
        <RecordTable
          label={copy.tableLabel}
          rows={registrations}
          rowKey={(row) => row.id}
          name={{
            label: copy.columns.name,
            cell: (row) => (
              <div className="min-w-0">
                <span className="block font-semibold text-ink">{row.full_name}</span>
                <span className="block text-sm [overflow-wrap:anywhere] text-muted-foreground md:hidden">{row.email}</span>
              </div>
            ),
          }}
          columns={[
            { label: copy.columns.email, phone: 'hidden', className: 'text-sm [overflow-wrap:anywhere] text-ink', cell: (row) => row.email },
            { label: copy.columns.firm, phone: 'hidden', className: 'text-sm text-muted-foreground', cell: (row) => row.firm_name },
            {
              label: copy.columns.date,
              phone: 'cell',
              className: 'whitespace-nowrap text-sm text-muted-foreground',
              cell: (row) => <time dateTime={row.created_at}>{formatDate(row.created_at)}</time>,
            },
            {
              label: copy.columns.status,
              phone: 'cell',
              cell: (row) => (
                <StatusBadge status={row.status === 'waitlisted' ? 'in_review' : row.status === 'cancelled' ? 'declined' : 'confirmed'} label={registrationStatusLabels[row.status]} />
              ),
            },
            {
              label: copy.columns.mail,
              phone: 'cell',
              className: 'text-sm',
              cell: (row) => {
                const state = mailStates[row.id]
                return (
                  <span data-mail-state={state ?? 'none'} className={state === 'failed' || state === 'held' ? 'font-semibold text-destructive' : state === 'sent' ? 'text-ink' : 'text-muted-foreground'}>
                    {registrationMailStateLabels[state ?? 'none']}
                  </span>
                )
              },
            },
            {
              label: copy.columns.actions,
              phone: 'full',
              alignEnd: true,
              cell: (row) => (
                <RowActions>
                  {registrationActions
                    .filter((action) => action.shownFor(row.status))
                    .map((action) => (
                      <Button
                        key={action.status}
                        size="sm"
                        variant={action.variant}
                        aria-label={action.ariaLabel(row.full_name)}
                        disabled={busy(row.id)}
                        onClick={() => setStatus.mutate({ id: row.id, status: action.status, name: row.full_name })}
                      >
                        {action.icon}
                        {action.label}
                      </Button>
                    ))}
                </RowActions>
              ),
            },
          ]}
        />
      )}
    </div>
  )
}
