import type { LinkProps } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import type { RecordMutation } from '~/queries/record-mutation'
import type { RecordColumn } from '../records/record-table'
import { RowActionButton, RowActionLink, RowActions } from '../records/row-actions'
import { StatusSwitch } from '../records/status-switch'

/**
 * A record's on/off state as a column: a switch named for the record ('Published: Spring Tax
 * Roundtable'), the state in words beside it, held while its change is on the way.
 */
export function statusColumn<Row extends { id: string }>(status: {
  label: string
  switchLabel: (row: Row) => string
  onText: string
  offText: string
  isOn: (row: Row) => boolean
  mutation: RecordMutation<{ id: string; on: boolean }>
}): RecordColumn<Row> {
  const { mutation } = status
  return {
    label: status.label,
    phone: 'cell',
    cell: (row) => (
      <StatusSwitch
        checked={status.isOn(row)}
        disabled={mutation.isPending && mutation.variables?.id === row.id}
        label={status.switchLabel(row)}
        onText={status.onText}
        offText={status.offText}
        onCheckedChange={(on) => mutation.mutate({ id: row.id, on })}
      />
    ),
  }
}

/** One icon action of a row: a button, or a link to another admin page (`link`). */
export interface RowAction<Row> {
  label: (row: Row) => string
  icon: LucideIcon
  tone?: 'destructive'
  onClick?: (row: Row) => void
  link?: (row: Row) => LinkProps
  disabled?: boolean
}

/** The row's actions, side by side at the end of the row, each named for what it does to which record. */
export function actionsColumn<Row>(label: string, actions: readonly RowAction<Row>[], options: Pick<RecordColumn<Row>, 'phone' | 'className'> = {}): RecordColumn<Row> {
  return {
    label,
    phone: options.phone ?? 'cell',
    alignEnd: true,
    className: options.className,
    cell: (row) => (
      <RowActions>
        {actions.map((action) =>
          action.link ? (
            <RowActionLink key={action.label(row)} label={action.label(row)} icon={action.icon} {...action.link(row)} />
          ) : (
            <RowActionButton
              key={action.label(row)}
              label={action.label(row)}
              icon={action.icon}
              tone={action.tone}
              disabled={action.disabled}
              onClick={() => action.onClick?.(row)}
            />
          ),
        )}
      </RowActions>
    ),
  }
}
