import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
import { deleteExpertCopy as copy } from '~/content/admin'
import type { Expert } from '~/lib/experts'
import { useDeleteExpert } from '~/queries/expert-mutations'

/** Delete asks first, 'Are you sure you want to delete {name}?' (an accessible dialog, not window.confirm). */
export function DeleteExpertDialog({
  expert,
  onClose,
}: {
  expert: Expert | null
  onClose: () => void
}) {
  const remove = useDeleteExpert()
  return (
    <AlertDialog
      open={expert !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose()
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{expert ? copy.question(expert.name) : ''}</AlertDialogTitle>
        <AlertDialogDescription>{copy.consequence}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{copy.cancel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the server answers; the toasts report the outcome.
              event.preventDefault()
              if (expert) remove.mutate(expert.id, { onSettled: onClose })
            }}
          >
            {remove.isPending ? copy.deleting : copy.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
