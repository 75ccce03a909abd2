import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { claimStatusLabels, claimsCopy as copy, inboxCopy } from '~/content/admin'
import { claimStatuses, type ClaimStatus } from '~/lib/submission-schema'
import type { Claim } from '~/lib/submissions'
import { NativeSelect } from '~/components/ui/native-select'
import { useReportFailure } from '~/queries/report-failure'
import { InboxState, formatDate } from './inbox-states'
import { InboxToolbar } from './inbox-toolbar'
import { claimsQuery } from '~/queries/submissions'
import { useExportCsv, useSetClaimStatus } from '~/queries/submission-mutations'
import { useDebounced } from './use-debounced'

/** /admin/claims: every offer claim, newest first, with filter, search, status and export. */
export function ClaimsInbox() {
  const [status, setStatus] = React.useState<ClaimStatus | undefined>(undefined)
  const [search, setSearch] = React.useState('')
  const filter = { status, search: useDebounced(search.trim()) }
  const claims = useQuery(claimsQuery(filter))
  const exportCsv = useExportCsv('claims')
  const reportFailure = useReportFailure()

  const { isError, error, errorUpdatedAt } = claims
  React.useEffect(() => {
    if (isError) reportFailure(error, copy.loadFailed)
  }, [isError, error, errorUpdatedAt, reportFailure])

  const list = claims.data ?? []

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">{copy.title}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{copy.intro}</p>
        {claims.data ? (
          <p className="mt-3 flex items-center gap-2 text-sm font-medium text-ink" aria-live="polite">
            <Inbox aria-hidden="true" className="size-4 text-primary" />
            {copy.count(list.length)}
          </p>
        ) : null}
      </div>

      <InboxToolbar
        idPrefix="claims"
        statuses={claimStatusLabels}
        status={status}
        onStatusChange={setStatus}
        search={search}
        onSearchChange={setSearch}
        onExport={() => exportCsv.mutate(filter)}
        exporting={exportCsv.isPending}
      />

      {claims.isPending ? (
        <InboxState state="loading" message={inboxCopy.loadingLabel} />
      ) : claims.isError ? (
        <InboxState state="failed" message={copy.loadFailed} onRetry={() => void claims.refetch()} retrying={claims.isFetching} />
      ) : list.length === 0 ? (
        <InboxState state="empty" message={copy.empty} />
      ) : (
        <ClaimsTable claims={list} />
      )}
    </div>
  )
}

function ClaimsTable({ claims }: { claims: Claim[] }) {
  const setStatus = useSetClaimStatus()
  const cell = 'md:px-4 md:py-3'
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-border md:bg-white md:shadow-card">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{copy.tableLabel}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="px-4 py-3">{copy.columns.name}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.email}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.firm}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.date}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.status}</th>
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">
          {claims.map((claim) => (
            <tr
              key={claim.id}
              className="align-middle text-sm max-md:grid max-md:gap-2 max-md:rounded-xl max-md:border max-md:border-border max-md:bg-white max-md:p-4 max-md:shadow-card md:border-b md:border-border md:last:border-b-0 md:hover:bg-muted/40"
            >
              <th scope="row" className={`text-base font-semibold text-ink md:text-sm ${cell}`}>
                {claim.full_name}
              </th>
              <td className={`[overflow-wrap:anywhere] text-ink ${cell}`}>{claim.email}</td>
              <td className={`text-muted-foreground ${cell}`}>{claim.firm_name}</td>
              <td className={`whitespace-nowrap text-muted-foreground ${cell}`}>
                <time dateTime={claim.created_at}>{formatDate(claim.created_at)}</time>
              </td>
              <td className={cell}>
                <NativeSelect
                  aria-label={copy.statusLabel(claim.full_name)}
                  className="md:w-40"
                  value={claim.status}
                  disabled={setStatus.isPending && setStatus.variables?.id === claim.id}
                  onChange={(event) => setStatus.mutate({ id: claim.id, status: event.target.value as ClaimStatus })}
                >
                  {claimStatuses.map((value) => (
                    <option key={value} value={value}>
                      {claimStatusLabels[value]}
                    </option>
                  ))}
                </NativeSelect>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
