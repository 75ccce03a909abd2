import { Pencil, Trash2 } from 'lucide-react'
import { manageExpertsCopy as copy } from '~/content/admin'
import type { Expert } from '~/lib/experts'
import { ExpertAvatar } from './expert-avatar'
import { RecordTable } from './records/record-table'
import { RowActionButton, RowActions } from './records/row-actions'
import { StatusSwitch } from './records/status-switch'

export interface ExpertsTableProps {
  experts: Expert[]
  /** The id whose status change is on its way, if any. */
  togglingId: string | null
  onToggle: (expert: Expert, isActive: boolean) => void
  onEdit: (expert: Expert) => void
  onDelete: (expert: Expert) => void
}

/** Name, Role, Status and Actions (a record table: cards below 768 px, the role under the name). */
export function ExpertsTable({ experts, togglingId, onToggle, onEdit, onDelete }: ExpertsTableProps) {
  return (
    <RecordTable
      label={copy.tableLabel}
      rows={experts}
      rowKey={(expert) => expert.id}
      name={{
        label: copy.columns.name,
        cell: (expert) => (
          <div className="flex items-center gap-3">
            <ExpertAvatar src={expert.image_url} />
            <div className="min-w-0">
              <span className="block font-semibold text-ink">{expert.name}</span>
              {/* On phones the role sits under the name. */}
              {expert.role && <span className="block text-sm text-muted-foreground md:hidden">{expert.role}</span>}
            </div>
          </div>
        ),
      }}
      columns={[
        {
          label: copy.columns.role,
          phone: 'hidden',
          className: 'text-sm text-muted-foreground',
          cell: (expert) => expert.role,
        },
        {
          label: copy.columns.status,
          phone: 'cell',
          cell: (expert) => (
            <StatusSwitch
              checked={expert.is_active}
              disabled={togglingId === expert.id}
              label={copy.switchLabel(expert.name)}
              onText={copy.active}
              offText={copy.inactive}
              onCheckedChange={(checked) => onToggle(expert, checked)}
            />
          ),
        },
        {
          label: copy.columns.actions,
          phone: 'cell',
          alignEnd: true,
          cell: (expert) => (
            <RowActions>
              <RowActionButton label={copy.editLabel(expert.name)} icon={Pencil} onClick={() => onEdit(expert)} />
              <RowActionButton
                label={copy.deleteLabel(expert.name)}
                icon={Trash2}
                tone="destructive"
                onClick={() => onDelete(expert)}
              />
            </RowActions>
          ),
        },
      ]}
    />
  )
}
