import * as React from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
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
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (confirmed.current) {
            confirmed.current = false
            afterClear()
          } else {
            returnFocusTo.current?.focus()
          }
        }}
      >
        <AlertDialogTitle>{copy.startOver.title}</AlertDialogTitle>
        <AlertDialogDescription>{copy.startOver.description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{copy.startOver.cancel}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              confirmed.current = true
              onConfirm()
            }}
          >
            {copy.startOver.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
