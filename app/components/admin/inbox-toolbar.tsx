import { Download } from 'lucide-react'
import { inboxCopy as copy } from '~/content/admin'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { SearchFilter, SelectFilter } from './list-filters'

export interface InboxToolbarProps<TStatus extends string> {
  idPrefix: string
  statuses: Readonly<Record<TStatus, string>>
  status: TStatus | undefined
  onStatusChange: (status: TStatus | undefined) => void
  search: string
  onSearchChange: (search: string) => void
  onExport: () => void
  exporting: boolean
}

/** Filter by status, search by name or e-mail, and export the filtered list. */
export function InboxToolbar<TStatus extends string>({
  idPrefix,
  statuses,
  status,
  onStatusChange,
  search,
  onSearchChange,
  onExport,
  exporting,
}: InboxToolbarProps<TStatus>) {
  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-end">
      <SelectFilter
        id={`${idPrefix}-status-filter`}
        label={copy.statusFilter}
        allLabel={copy.allStatuses}
        options={Object.entries(statuses) as [TStatus, string][]}
        value={status}
        onChange={onStatusChange}
      />
      <SearchFilter
        id={`${idPrefix}-search`}
        label={copy.search}
        maxLength={200}
        placeholder={copy.searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <Button variant="outline" onClick={onExport} disabled={exporting}>
        <Download aria-hidden="true" />
        {exporting ? copy.exporting : copy.exportCsv}
      </Button>
    </Card>
  )
}
