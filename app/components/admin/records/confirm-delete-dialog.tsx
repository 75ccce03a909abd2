import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'

export interface ConfirmDeleteCopy {
  /** The question, naming the record: 'Are you sure you want to delete {name}?' */
  question: (name: string) => string
  consequence: string
  cancel: string
  confirm: string
  deleting: string
}

/**
 * Delete asks first, naming the record (an accessible alert dialog, not window.confirm). It
 * stays open until the server answers (`pending`), then closes whatever the outcome; the
 * mutation's toasts report it.
 */
export function ConfirmDeleteDialog({
  name,
  copy,
  pending,
  onConfirm,
  onClose,
}: {
  /** The record's name, or null when the dialog is closed. */
  name: string | null
  copy: ConfirmDeleteCopy
  pending: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <AlertDialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose()
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{name !== null ? copy.question(name) : ''}</AlertDialogTitle>
        <AlertDialogDescription>{copy.consequence}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{copy.cancel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault()
              onConfirm()
            }}
          >
            {pending ? copy.deleting : copy.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
