import type * as React from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog'
import { closesUnlessBusy } from './closes-unless-busy'

/**
 * A question before something that cannot be taken back (an accessible alert dialog, not
 * window.confirm). While `busy` it cannot be closed and both buttons are held; with
 * `stayOpenOnConfirm` it stays open after the confirming click, for the caller to close when
 * the server has answered.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  busy = false,
  stayOpenOnConfirm = false,
  onCloseAutoFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: React.ReactNode
  description: React.ReactNode
  cancelLabel: React.ReactNode
  confirmLabel: React.ReactNode
  onConfirm: () => void
  busy?: boolean
  stayOpenOnConfirm?: boolean
  onCloseAutoFocus?: (event: Event) => void
}) {
  return (
    <AlertDialog open={open} onOpenChange={closesUnlessBusy(busy, onOpenChange)}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              if (stayOpenOnConfirm) event.preventDefault()
              onConfirm()
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
