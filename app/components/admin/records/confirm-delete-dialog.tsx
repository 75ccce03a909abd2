import { ConfirmDialog } from '~/components/ui/confirm-dialog'

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
    <ConfirmDialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={name !== null ? copy.question(name) : ''}
      description={copy.consequence}
      cancelLabel={copy.cancel}
      confirmLabel={pending ? copy.deleting : copy.confirm}
      onConfirm={onConfirm}
      busy={pending}
      stayOpenOnConfirm
    />
  )
}
