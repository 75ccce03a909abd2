import * as React from 'react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { inboxCopy } from '~/content/admin'
import type { InboxFilter } from '~/queries/submissions'
import { useExportCsv } from '~/queries/submission-mutations'
import { useReportFailure } from '~/queries/report-failure'
import { ListState } from './records/list-state'
import { AdminPageHeader } from './admin-page-header'
import { InboxToolbar, useInboxFilters } from './inbox-toolbar'

export interface InboxPageCopy {
  title: string
  intro: string
  count: (n: number) => string
  loadFailed: string
  empty: string
}

export interface InboxPageProps<TStatus extends string, TRow, TKey extends QueryKey> {
  kind: 'applications' | 'claims'
  copy: InboxPageCopy
  statuses: Readonly<Record<TStatus, string>>
  query: (filter: InboxFilter<TStatus>) => UseQueryOptions<TRow[], Error, TRow[], TKey>
  /** The rows that match, once there are any. */
  children: (rows: TRow[]) => React.ReactNode
}

/**
 * An admin inbox page (applications, claims): heading and count, the status filter, search and
 * export, then the list, or its loading, failed or empty state. A failed load is also reported
 * once per failure.
 */
export function InboxPage<TStatus extends string, TRow, TKey extends QueryKey>({
  kind,
  copy,
  statuses,
  query,
  children,
}: InboxPageProps<TStatus, TRow, TKey>) {
  const filters = useInboxFilters<TStatus>()
  const { filter } = filters
  const rows = useQuery(query(filter))
  const exportCsv = useExportCsv(kind)
  const reportFailure = useReportFailure()

  const { isError, error, errorUpdatedAt } = rows
  React.useEffect(() => {
    if (isError) reportFailure(error, copy.loadFailed)
  }, [isError, error, errorUpdatedAt, reportFailure, copy.loadFailed])

  const list = rows.data ?? []

  return (
    <div className="grid gap-6">
      <AdminPageHeader title={copy.title} intro={copy.intro} summary={rows.data && { icon: Inbox, counts: [copy.count(list.length)], live: true }} />

      <InboxToolbar idPrefix={kind} statuses={statuses} filters={filters} onExport={() => exportCsv.mutate(filter)} exporting={exportCsv.isPending} />

      {rows.isPending ? (
        <ListState state="loading" message={inboxCopy.loadingLabel} />
      ) : rows.isError ? (
        <ListState
          state="failed"
          message={copy.loadFailed}
          onRetry={() => void rows.refetch()}
          retrying={rows.isFetching}
          retryLabel={inboxCopy.retry}
        />
      ) : list.length === 0 ? (
        <ListState state="empty" message={copy.empty} />
      ) : (
        children(list)
      )}
    </div>
  )
}
