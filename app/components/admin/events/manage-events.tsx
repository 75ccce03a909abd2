import * as React from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { CalendarDays, CalendarPlus, CalendarX, Copy, Eye, Pencil, Trash2, UsersRound } from 'lucide-react'
import { cancelEventCopy, deleteEventCopy, eventToasts, manageEventsCopy as copy } from '~/content/admin'
import { eventWhen, type AdminEvent } from '~/lib/events'
import { seatsTaken } from '~/lib/event-registrations'
import { buttonVariants } from '~/components/ui/button'
import { allEventsQuery } from '~/queries/events'
import { useCancelEvent, useDeleteEvent, useDuplicateEvent, useSetEventStatus } from '~/queries/event-mutations'
import { useReportFailure } from '~/queries/report-failure'
import { ConfirmDeleteDialog } from '~/components/admin/records/confirm-delete-dialog'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Badge } from '~/components/ui/badge'
import { ListState } from '~/components/admin/records/list-state'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { RecordTable } from '~/components/admin/records/record-table'
import { RowActionButton, RowActionLink, RowActions } from '~/components/admin/records/row-actions'
import { StatusSwitch } from '~/components/admin/records/status-switch'
import { useStaffRole } from '~/components/admin/use-staff-role'

function when(event: AdminEvent): string {
  const words = eventWhen(event)
  return words ? `${words.date}, ${words.time}` : copy.toBeAnnounced
}

function Registrations({ event }: { event: AdminEvent }) {
  const isAdmin = useStaffRole() === 'admin'
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
    <Link
      to="/admin/events/$id/registrations"
      params={{ id: event.id }}
      className="inline-flex flex-col text-sm font-semibold text-primary hover:underline"
      aria-label={`${copy.registrationsLabel(event.title)}: ${seatsTaken(event.confirmed, event.capacity)}${event.waitlisted ? `, ${copy.waitlisted(event.waitlisted)}` : ''}`}
    >
      <span className="inline-flex items-center gap-1.5">
        <UsersRound aria-hidden="true" className="size-4" />
        {seatsTaken(event.confirmed, event.capacity)}
      </span>
      {event.waitlisted ? <span className="font-normal text-muted-foreground">{copy.waitlisted(event.waitlisted)}</span> : null}
    </Link>
  )
}

/** 'Manage Events': every event (drafts too) with its date, status, registrations and actions. */
export function ManageEvents() {
  const events = useQuery(allEventsQuery())
  const setStatus = useSetEventStatus()
  const duplicate = useDuplicateEvent()
  const remove = useDeleteEvent()
  const cancel = useCancelEvent()
  const reportFailure = useReportFailure()
  const [deleting, setDeleting] = React.useState<AdminEvent | null>(null)
  const [cancelling, setCancelling] = React.useState<AdminEvent | null>(null)

  const { isError, error, errorUpdatedAt } = events
  React.useEffect(() => {
    if (isError) reportFailure(error, eventToasts.loadFailed)
  }, [isError, error, errorUpdatedAt, reportFailure])

  const list = events.data ?? []
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={copy.title}
        intro={copy.intro}
        summary={events.data && { icon: CalendarDays, counts: [copy.count(list.length), copy.publishedCount(list.filter((event) => event.status === 'published').length)] }}
        actions={
          <Link to="/admin/events/new" className={buttonVariants({ variant: 'default' })}>
            <CalendarPlus aria-hidden="true" />
            {copy.add}
          </Link>
        }
      />

      {events.isPending ? (
        <ListState state="loading" message={copy.loading} />
      ) : events.isError ? (
        <ListState state="failed" message={copy.loadFailed} onRetry={() => void events.refetch()} retrying={events.isFetching} retryLabel={copy.retry} />
      ) : list.length === 0 ? (
        <ListState state="empty" message={copy.empty} />
      ) : (
        <RecordTable
          label={copy.tableLabel}
          rows={list}
          rowKey={(event) => event.id}
          name={{
            label: copy.columns.title,
            cell: (event) => (
              <div className="min-w-0">
                <span className="block font-semibold text-ink">{event.title}</span>
                <span className="block text-sm text-muted-foreground md:hidden">{when(event)}</span>
                <span className="block text-xs text-muted-foreground">/events/{event.slug}</span>
              </div>
            ),
          }}
          columns={[
            { label: copy.columns.date, phone: 'hidden', className: 'text-sm text-muted-foreground', cell: when },
            {
              label: copy.columns.status,
              phone: 'cell',
              cell: (event) =>
                // A cancelled event stays published: its page tells visitors it was cancelled.
                event.cancelled_at ? (
                  <Badge variant="muted">{copy.cancelled}</Badge>
                ) : (
                <StatusSwitch
                  checked={event.status === 'published'}
                  disabled={setStatus.isPending && setStatus.variables?.id === event.id}
                  label={copy.publishLabel(event.title)}
                  onText={copy.published}
                  offText={copy.draft}
                  onCheckedChange={(checked) => setStatus.mutate({ id: event.id, status: checked ? 'published' : 'draft' })}
                />
                ),
            },
            { label: copy.columns.registrations, phone: 'cell', cell: (event) => <Registrations event={event} /> },
            {
              label: copy.columns.actions,
              phone: 'full',
              alignEnd: true,
              cell: (event) => (
                <RowActions>
                  <RowActionLink label={copy.editLabel(event.title)} icon={Pencil} to="/admin/events/$id/edit" params={{ id: event.id }} />
                  <RowActionLink label={copy.previewLabel(event.title)} icon={Eye} to="/admin/events/$id/preview" params={{ id: event.id }} />
                  <RowActionButton
                    label={copy.duplicateLabel(event.title)}
                    icon={Copy}
                    disabled={duplicate.isPending}
                    onClick={() => duplicate.mutate(event.id)}
                  />
                  {event.status === 'published' && !event.cancelled_at && !event.over ? (
                    <RowActionButton label={copy.cancelEventLabel(event.title)} icon={CalendarX} tone="destructive" onClick={() => setCancelling(event)} />
                  ) : null}
                  <RowActionButton label={copy.deleteLabel(event.title)} icon={Trash2} tone="destructive" onClick={() => setDeleting(event)} />
                </RowActions>
              ),
            },
          ]}
        />
      )}

      <ConfirmDeleteDialog
        name={deleting?.title ?? null}
        copy={deleteEventCopy}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }}
        onClose={() => setDeleting(null)}
      />

      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null)
        }}
        title={cancelling ? cancelEventCopy.question(cancelling.title) : ''}
        description={cancelEventCopy.consequence}
        cancelLabel={cancelEventCopy.cancel}
        confirmLabel={cancel.isPending ? cancelEventCopy.cancelling : cancelEventCopy.confirm}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) })
        }}
        busy={cancel.isPending}
        stayOpenOnConfirm
      />
    </div>
  )
}
