import { Pencil, Trash2 } from 'lucide-react'
import { manageExpertsCopy as copy } from '~/content/admin'
import type { Expert } from '~/lib/experts'
import { cn } from '~/lib/cn'
import { Button } from '~/components/ui/button'
import { Switch } from '~/components/ui/switch'
import { ExpertAvatar } from './expert-avatar'

export interface ExpertsTableProps {
  experts: Expert[]
  /** The id whose status change is on its way, if any. */
  togglingId: string | null
  onToggle: (expert: Expert, isActive: boolean) => void
  onEdit: (expert: Expert) => void
  onDelete: (expert: Expert) => void
}

/**
 * Name, Role, Status and Actions. From 768 px a table; below it each
 * row stacks into a card (the header stays for screen readers).
 */
export function ExpertsTable({
  experts,
  togglingId,
  onToggle,
  onEdit,
  onDelete,
}: ExpertsTableProps) {
  return (
    <div className="md:overflow-hidden md:rounded-xl md:border md:border-border md:bg-white md:shadow-card">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{copy.tableLabel}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="px-5 py-3">
              {copy.columns.name}
            </th>
            <th scope="col" className="px-5 py-3">
              {copy.columns.role}
            </th>
            <th scope="col" className="px-5 py-3">
              {copy.columns.status}
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              {copy.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">
          {experts.map((expert) => (
            <tr
              key={expert.id}
              className="align-middle max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-3 max-md:rounded-xl max-md:border max-md:border-border max-md:bg-white max-md:p-4 max-md:shadow-card md:border-b md:border-border md:last:border-b-0 md:hover:bg-muted/40"
            >
              <th scope="row" className="font-normal max-md:col-span-2 md:px-5 md:py-3">
                <div className="flex items-center gap-3">
                  <ExpertAvatar src={expert.image_url} />
                  <div className="min-w-0">
                    <span className="block font-semibold text-ink">{expert.name}</span>
                    {/* On phones the role sits under the name. */}
                    {expert.role && (
                      <span className="block text-sm text-muted-foreground md:hidden">
                        {expert.role}
                      </span>
                    )}
                  </div>
                </div>
              </th>
              <td className="text-sm text-muted-foreground max-md:hidden md:px-5 md:py-3">
                {expert.role}
              </td>
              <td className="md:px-5 md:py-3">
                <div className="flex items-center gap-3">
                  <Switch
                    checked={expert.is_active}
                    disabled={togglingId === expert.id}
                    aria-label={copy.switchLabel(expert.name)}
                    onCheckedChange={(checked) => onToggle(expert, checked)}
                  />
                  <span
                    className={cn(
                      'text-sm font-semibold',
                      expert.is_active ? 'text-success' : 'text-muted-foreground',
                    )}
                  >
                    {expert.is_active ? copy.active : copy.inactive}
                  </span>
                </div>
              </td>
              <td className="md:px-5 md:py-3">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={copy.editLabel(expert.name)}
                    onClick={() => onEdit(expert)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={copy.deleteLabel(expert.name)}
                    onClick={() => onDelete(expert)}
                  >
                    {/* The icon carries the red, so the ghost button's own text colour does not compete with it. */}
                    <Trash2 aria-hidden="true" className="text-destructive" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
