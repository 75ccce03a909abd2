import { Lock, Pencil, Trash2 } from 'lucide-react'
import { manageResourcesCopy as copy } from '~/content/admin-resources'
import type { ResourceRow } from '~/lib/resources'
import { Badge } from '~/components/ui/badge'
import { formatResourceDate } from '~/content/resources'
import { RecordTable } from './records/record-table'
import { RowActionButton, RowActions } from './records/row-actions'
import { StatusSwitch } from './records/status-switch'

export interface ResourcesTableProps {
  resources: ResourceRow[]
  /** The id whose status change is on its way, if any. */
  togglingId: string | null
  onTogglePublished: (resource: ResourceRow, published: boolean) => void
  onEdit: (resource: ResourceRow) => void
  onDelete: (resource: ResourceRow) => void
}

/** Title, Category, Access (free or premium), Status, Date and Actions; cards below 768 px. */
export function ResourcesTable({ resources, togglingId, onTogglePublished, onEdit, onDelete }: ResourcesTableProps) {
  return (
    <RecordTable
      label={copy.tableLabel}
      rows={resources}
      rowKey={(resource) => resource.id}
      name={{
        label: copy.columns.title,
        cell: (resource) => (
          <div className="min-w-0">
            <span className="block font-semibold text-ink">{resource.title}</span>
            <span className="mt-1 flex flex-wrap gap-1.5">
              {resource.is_example ? <Badge variant="warning">{copy.example}</Badge> : null}
              {resource.security_hub_badge ? <Badge variant="muted">{`${copy.securityHub}: ${resource.security_hub_badge}`}</Badge> : null}
              {/* On phones the category sits under the title. */}
              <span className="text-sm text-muted-foreground md:hidden">{resource.category}</span>
            </span>
          </div>
        ),
      }}
      columns={[
        { label: copy.columns.category, phone: 'hidden', className: 'text-sm text-muted-foreground', cell: (resource) => resource.category },
        {
          label: copy.columns.access,
          phone: 'cell',
          className: 'text-sm',
          cell: (resource) =>
            resource.membership_required ? (
              <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
                <Lock aria-hidden="true" className="size-3.5" />
                {copy.premium}
              </span>
            ) : (
              <span className="font-semibold text-ink">{copy.free}</span>
            ),
        },
        {
          label: copy.columns.status,
          phone: 'cell',
          cell: (resource) => (
            <StatusSwitch
              checked={resource.status === 'published'}
              disabled={togglingId === resource.id}
              label={copy.switchLabel(resource.title)}
              onText={copy.published}
              offText={copy.draft}
              onCheckedChange={(checked) => onTogglePublished(resource, checked)}
            />
          ),
        },
        {
          label: copy.columns.date,
          phone: 'cell',
          className: 'text-sm whitespace-nowrap text-muted-foreground',
          cell: (resource) => <time dateTime={resource.published_on}>{formatResourceDate(resource.published_on)}</time>,
        },
        {
          label: copy.columns.actions,
          phone: 'cell',
          alignEnd: true,
          className: 'md:min-w-28',
          cell: (resource) => (
            <RowActions>
              <RowActionButton label={copy.editLabel(resource.title)} icon={Pencil} onClick={() => onEdit(resource)} />
              <RowActionButton label={copy.deleteLabel(resource.title)} icon={Trash2} tone="destructive" onClick={() => onDelete(resource)} />
            </RowActions>
          ),
        },
      ]}
    />
  )
}
