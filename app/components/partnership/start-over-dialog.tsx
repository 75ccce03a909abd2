import * as React from 'react'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { partnershipPageCopy as copy } from '~/content/partnership'

export interface StartOverDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
  /** Where focus goes after the draft is cleared. */
  afterClear: () => void
  /** The 'Start over' button, which gets focus back when the visitor keeps their answers. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>
}

/** The confirmation of 'Start over'. Loaded on demand: most visitors never open it. */
export default function StartOverDialog({
  open,
  onOpenChange,
  onConfirm,
  afterClear,
  returnFocusTo,
}: StartOverDialogProps) {
  const confirmed = React.useRef(false)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.startOver.title}
      description={copy.startOver.description}
      cancelLabel={copy.startOver.cancel}
      confirmLabel={copy.startOver.confirm}
      onConfirm={() => {
        confirmed.current = true
        onConfirm()
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault()
        if (confirmed.current) {
          confirmed.current = false
          afterClear()
        } else {
          returnFocusTo.current?.focus()
        }
      }}
    />
  )
}
