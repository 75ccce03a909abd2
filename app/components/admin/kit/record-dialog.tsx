import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import { recordListCopy } from '~/content/admin'
import { useReportFailure } from '~/queries/report-failure'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { FormDialog } from '~/components/form/form-dialog'
import { Spinner } from '~/components/ui/spinner'
import { useDiscardQuestion } from './discard-question'
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
  const reportFailure = useReportFailure()
  // A link to a record that is gone (deleted since) or that could not be read says so, and opens nothing.
  React.useEffect(() => {
    if (!fetched.isError) return
    reportFailure(fetched.error, recordListCopy.openFailed)
    onClose()
  }, [fetched.isError, fetched.error, reportFailure, onClose])
  // A row that leaves the page while its dialog is open (its new status no longer matches the
  // list's filter) stays on screen until it is read again, so the dialog and what it holds stay.
  const [lastRow, setLastRow] = React.useState(row)
  if (row !== null && row !== lastRow) setLastRow(row)
  const record = row ?? fetched.data ?? lastRow
  const [dirty, setDirty] = React.useState(false)
  // The dialog's own closings (Cancel, saved, discarded) are navigations too: they pass the guard.
  const closing = React.useRef(false)
  const close = React.useCallback(() => {
    closing.current = true
    onClose()
  }, [onClose])
  // Any other navigation while the form holds changes (Back, Forward) waits for the same question;
  // closing the tab or reloading gets the browser's own.
  const holdsChanges = React.useCallback(() => dirty && !closing.current, [dirty])
  const leaving = useBlocker({ shouldBlockFn: holdsChanges, enableBeforeUnload: holdsChanges, withResolver: true })
  // Escape, a click outside or the close button ask first while the form holds changes; Cancel and saving close it.
  const discard = useDiscardQuestion({ dirty, close, leaving })

  // A record the page does not hold is read first: the dialog opens at once and says so meanwhile.
  if (record === null && !isNew && fetched.isError) return null
  const opening = <Spinner label={recordListCopy.opening} className="py-6" />

  if (spec.type === 'view') {
    return (
      <>
        <Dialog open onOpenChange={discard.onOpenChange}>
          <DialogContent {...(record ? {} : { 'aria-describedby': undefined })}>
            <DialogHeader>
              <DialogTitle>{record ? spec.title(record) : recordListCopy.opening}</DialogTitle>
              {record ? <DialogDescription>{spec.description(record)}</DialogDescription> : null}
            </DialogHeader>
            {record ? spec.view(record, state, setDirty) : opening}
          </DialogContent>
        </Dialog>
        {discard.question}
      </>
    )
  }
  return (
    <>
      <FormDialog
        open
        onOpenChange={discard.onOpenChange}
        title={isNew ? spec.copy.createTitle : spec.copy.editTitle}
        description={spec.copy.subtitle}
      >
        {(onBusyChange) =>
          isNew || record !== null ? (
            <RecordForm spec={spec} id={isNew ? null : id} row={record} state={state} filters={filters} onDone={close} onBusyChange={onBusyChange} onDirtyChange={setDirty} />
          ) : (
            opening
          )
        }
      </FormDialog>
      {discard.question}
    </>
  )
}
