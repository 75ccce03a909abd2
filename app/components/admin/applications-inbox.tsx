import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { Eye, Inbox } from 'lucide-react'
import { applicationStatusLabels, applicationsCopy as copy, inboxCopy } from '~/content/admin'
import { partnershipTypes } from '~/content/partnership'
import type { ApplicationStatus } from '~/lib/submission-schema'
import type { Application } from '~/lib/submissions'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { ApplicationDetailDialog } from './application-detail-dialog'
import { InboxState, formatDate } from './inbox-states'
import { InboxToolbar } from './inbox-toolbar'
import { StatusBadge } from './status-badge'
import { applicationsQuery } from '~/queries/submissions'
import { useExportCsv } from '~/queries/submission-mutations'
import { useReportFailure } from '~/queries/report-failure'
import { useDebounced } from './use-debounced'

const typeTitle = new Map(partnershipTypes.map((type) => [type.id as string, type.title]))

/** /admin/applications: every partnership application, newest first, with filter, search, detail and export. */
export function ApplicationsInbox() {
  const [status, setStatus] = React.useState<ApplicationStatus | undefined>(undefined)
  const [search, setSearch] = React.useState('')
  const filter = { status, search: useDebounced(search.trim()) }
  const applications = useQuery(applicationsQuery(filter))
  const exportCsv = useExportCsv('applications')
  const reportFailure = useReportFailure()
  const [openId, setOpenId] = React.useState<string | null>(null)

  const { isError, error, errorUpdatedAt } = applications
  React.useEffect(() => {
    if (isError) reportFailure(error, copy.loadFailed)
  }, [isError, error, errorUpdatedAt, reportFailure])

  const list = applications.data ?? []
  const open = list.find((application) => application.id === openId) ?? null

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">{copy.title}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{copy.intro}</p>
        {applications.data ? (
          <p className="mt-3 flex items-center gap-2 text-sm font-medium text-ink" aria-live="polite">
            <Inbox aria-hidden="true" className="size-4 text-primary" />
            {copy.count(list.length)}
          </p>
        ) : null}
      </div>

      <InboxToolbar
        idPrefix="applications"
        statuses={applicationStatusLabels}
        status={status}
        onStatusChange={setStatus}
        search={search}
        onSearchChange={setSearch}
        onExport={() => exportCsv.mutate(filter)}
        exporting={exportCsv.isPending}
      />

      {applications.isPending ? (
        <InboxState state="loading" message={inboxCopy.loadingLabel} />
      ) : applications.isError ? (
        <InboxState
          state="failed"
          message={copy.loadFailed}
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
        />
      ) : list.length === 0 ? (
        <InboxState state="empty" message={copy.empty} />
      ) : (
        <ApplicationsTable applications={list} onView={(application) => setOpenId(application.id)} />
      )}

      <ApplicationDetailDialog
        application={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenId(null)
        }}
      />
    </div>
  )
}

/** From 768 px a table; below it each row stacks into a card (the header stays for screen readers). */
function ApplicationsTable({ applications, onView }: { applications: Application[]; onView: (application: Application) => void }) {
  const cell = 'md:px-4 md:py-3'
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-border md:bg-white md:shadow-card">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{copy.tableLabel}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="px-4 py-3">{copy.columns.name}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.email}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.company}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.types}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.level}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.status}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.date}</th>
            <th scope="col" className="px-4 py-3 text-right">{copy.columns.actions}</th>
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">
          {applications.map((application) => (
            <tr
              key={application.id}
              className="align-top text-sm max-md:grid max-md:gap-2 max-md:rounded-xl max-md:border max-md:border-border max-md:bg-white max-md:p-4 max-md:shadow-card md:border-b md:border-border md:last:border-b-0 md:hover:bg-muted/40"
            >
              <th scope="row" className={`text-base font-semibold text-ink md:text-sm ${cell}`}>
                {application.contact_name}
              </th>
              <td className={`[overflow-wrap:anywhere] text-ink ${cell}`}>{application.contact_email}</td>
              <td className={`text-muted-foreground ${cell}`}>{application.contact_company}</td>
              <td className={`text-muted-foreground ${cell}`}>
                <span className="md:hidden">{copy.columns.types}: </span>
                {application.partnership_types.length
                  ? application.partnership_types.map((id) => typeTitle.get(id) ?? id).join(', ')
                  : copy.none}
              </td>
              <td className={cell}>
                {application.estimated_level ? (
                  <Badge variant="default">{application.estimated_level}</Badge>
                ) : (
                  <span className="text-muted-foreground">{copy.notGiven}</span>
                )}
              </td>
              <td className={cell}>
                <StatusBadge status={application.status} label={applicationStatusLabels[application.status]} />
              </td>
              <td className={`whitespace-nowrap text-muted-foreground ${cell}`}>
                <time dateTime={application.created_at}>{formatDate(application.created_at)}</time>
              </td>
              <td className={`md:text-right ${cell}`}>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={copy.viewLabel(application.contact_name)}
                  onClick={() => onView(application)}
                >
                  <Eye aria-hidden="true" />
                  {inboxCopy.view}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
