import { Download, Search } from 'lucide-react'
import { inboxCopy as copy } from '~/content/admin'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { Card } from '~/components/ui/card'

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
  const statusId = `${idPrefix}-status-filter`
  const searchId = `${idPrefix}-search`
  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={statusId}>{copy.statusFilter}</Label>
        <NativeSelect
          id={statusId}
          value={status ?? ''}
          onChange={(event) => onStatusChange((event.target.value || undefined) as TStatus | undefined)}
        >
          <option value="">{copy.allStatuses}</option>
          {(Object.entries(statuses) as [TStatus, string][]).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>{copy.search}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            maxLength={200}
            placeholder={copy.searchPlaceholder}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <Button variant="outline" onClick={onExport} disabled={exporting}>
        <Download aria-hidden="true" />
        {exporting ? copy.exporting : copy.exportCsv}
      </Button>
    </Card>
  )
}
