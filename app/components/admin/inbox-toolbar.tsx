import * as React from 'react'
import { Download } from 'lucide-react'
import { inboxCopy as copy } from '~/content/admin'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import type { InboxFilter } from '~/queries/submissions'
import { SearchFilter, SelectFilter } from './list-filters'
import { useDebounced } from './use-debounced'

/** The toolbar's choices, and the filter they make (the search settled: see useDebounced). */
export function useInboxFilters<TStatus extends string>() {
  const [status, setStatus] = React.useState<TStatus | undefined>(undefined)
  const [search, setSearch] = React.useState('')
  const filter: InboxFilter<TStatus> = { status, search: useDebounced(search.trim()) }
  return { status, setStatus, search, setSearch, filter }
}

export interface InboxToolbarProps<TStatus extends string> {
  idPrefix: string
  statuses: Readonly<Record<TStatus, string>>
  filters: ReturnType<typeof useInboxFilters<TStatus>>
  onExport: () => void
  exporting: boolean
}

/** Filter by status, search by name or e-mail, and export the filtered list. */
export function InboxToolbar<TStatus extends string>({ idPrefix, statuses, filters, onExport, exporting }: InboxToolbarProps<TStatus>) {
  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-end">
      <SelectFilter
        id={`${idPrefix}-status-filter`}
        label={copy.statusFilter}
        allLabel={copy.allStatuses}
        options={Object.entries(statuses) as [TStatus, string][]}
        value={filters.status}
        onChange={filters.setStatus}
      />
      <SearchFilter
        id={`${idPrefix}-search`}
        label={copy.search}
        maxLength={200}
        placeholder={copy.searchPlaceholder}
        value={filters.search}
        onChange={(event) => filters.setSearch(event.target.value)}
      />
      <Button variant="outline" onClick={onExport} disabled={exporting}>
        <Download aria-hidden="true" />
        {exporting ? copy.exporting : copy.exportCsv}
      </Button>
    </Card>
  )
}
