import * as React from 'react'
import type { LinkProps } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import type { RecordMutation } from '~/queries/record-mutation'
import type { RecordColumn } from '../records/record-table'
import { RowActionAnchor, RowActionButton, RowActionLink, RowActions } from '../records/row-actions'
import { StatusSwitch } from '../records/status-switch'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'

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
  /** A word shown beside the icon ('Move up'), for actions a row offers in words. */
  text?: string
  onClick?: (row: Row) => void
  link?: (row: Row) => LinkProps
  /** A page outside the admin area (a public page's preview), opened in a new tab. */
  href?: (row: Row) => string
  /** A dialog of its own about the row (an entry's history), open while the button left it open. */
  opens?: (row: Row, onClose: () => void) => React.ReactNode
  /** Held for every row (a change on its way), or for the rows where this holds (the first entry's Move up). */
  disabled?: boolean | ((row: Row) => boolean)
  /** Offered only for the rows where this holds. */
  shown?: (row: Row) => boolean
  /** Asked first, in an alert dialog naming the record, instead of `onClick`. */
  confirm?: RowActionConfirm<Row>
}

/** An action that cannot be taken back: the question, and what confirming does. */
export interface RowActionConfirm<Row> {
  title: (row: Row) => string
  description: string
  cancelLabel: string
  confirmLabel: string
  busyLabel: string
  /** While the change is on the way: the dialog stays open, its buttons held. */
  pending: boolean
  /** Makes the change; `done` closes the dialog once the server has answered. */
  onConfirm: (row: Row, done: () => void) => void
}

const isDisabled = <Row,>(action: RowAction<Row>, row: Row) => (typeof action.disabled === 'function' ? action.disabled(row) : action.disabled)

/** A row's action that asks first: its button, and its dialog. */
function ConfirmedRowAction<Row>({ row, action, confirm }: { row: Row; action: RowAction<Row>; confirm: RowActionConfirm<Row> }) {
  const [open, setOpen] = React.useState(false)
  return (
    <>
      <RowActionButton label={action.label(row)} icon={action.icon} tone={action.tone} text={action.text} disabled={isDisabled(action, row)} onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setOpen(false)
        }}
        title={confirm.title(row)}
        description={confirm.description}
        cancelLabel={confirm.cancelLabel}
        confirmLabel={confirm.pending ? confirm.busyLabel : confirm.confirmLabel}
        onConfirm={() => confirm.onConfirm(row, () => setOpen(false))}
        busy={confirm.pending}
        stayOpenOnConfirm
      />
    </>
  )
}

/** A row's action that opens a dialog of its own: its button, and the dialog while open. */
function DialogRowAction<Row>({ row, action, opens }: { row: Row; action: RowAction<Row>; opens: NonNullable<RowAction<Row>['opens']> }) {
  const [open, setOpen] = React.useState(false)
  return (
    <>
      <RowActionButton label={action.label(row)} icon={action.icon} tone={action.tone} disabled={isDisabled(action, row)} onClick={() => setOpen(true)} />
      {open ? opens(row, () => setOpen(false)) : null}
    </>
  )
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
        {/* Keyed by place, not label: a label that changes with the row (a restored name) keeps its dialog open. */}
        {actions.map((action, place) =>
          !(action.shown?.(row) ?? true) ? null : action.confirm ? (
            <ConfirmedRowAction key={place} row={row} action={action} confirm={action.confirm} />
          ) : action.opens ? (
            <DialogRowAction key={place} row={row} action={action} opens={action.opens} />
          ) : action.href ? (
            <RowActionAnchor key={place} label={action.label(row)} icon={action.icon} href={action.href(row)} />
          ) : action.link ? (
            <RowActionLink key={place} label={action.label(row)} icon={action.icon} {...action.link(row)} />
          ) : (
            <RowActionButton
              key={place}
              label={action.label(row)}
              icon={action.icon}
              tone={action.tone}
              text={action.text}
              disabled={isDisabled(action, row)}
              onClick={() => action.onClick?.(row)}
            />
          ),
        )}
      </RowActions>
    ),
  }
}
