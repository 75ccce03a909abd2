import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { FormDialog } from '~/components/form/form-dialog'
import { RecordForm } from './record-form'
import type { ListFilters, RecordDialogSpec } from './record-kind'

/**
 * The one edit surface: the dialog of the record the address opens (`?open=<id>`; `new` adds
 * one), holding the kind's form or its view. The record comes from the page on screen, or is
 * read by its id when the address names one that is not there; an id that names no record
 * opens nothing.
 */
export function RecordDialog<Row, State>({
  spec,
  id,
  row,
  state,
  filters,
  onClose,
}: {
  spec: RecordDialogSpec<Row, State>
  id: string
  row: Row | null
  state: State
  /** The list's filters: a new record may start from them (an FAQ entry of the page chosen). */
  filters: ListFilters
  onClose: () => void
}) {
  const isNew = id === 'new'
  const fetched = useQuery({ ...spec.fetch(id), enabled: !isNew && row === null })
  React.useEffect(() => {
    if (fetched.isError) onClose()
  }, [fetched.isError, onClose])
  const record = row ?? fetched.data ?? null
  const onOpenChange = (open: boolean) => {
    if (!open) onClose()
  }

  if (spec.type === 'view') {
    return (
      <Dialog open={record !== null} onOpenChange={onOpenChange}>
        {record ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{spec.title(record)}</DialogTitle>
              <DialogDescription>{spec.description(record)}</DialogDescription>
            </DialogHeader>
            {spec.view(record, state)}
          </DialogContent>
        ) : null}
      </Dialog>
    )
  }
  return (
    <FormDialog open={isNew || record !== null} onOpenChange={onOpenChange} title={isNew ? spec.copy.createTitle : spec.copy.editTitle} description={spec.copy.subtitle}>
      {(onBusyChange) => <RecordForm spec={spec} id={isNew ? null : id} row={record} state={state} filters={filters} onDone={onClose} onBusyChange={onBusyChange} />}
    </FormDialog>
  )
}
