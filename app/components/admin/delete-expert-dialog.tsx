import { deleteExpertCopy } from '~/content/admin'
import type { Expert } from '~/lib/experts'
import { useDeleteExpert } from '~/queries/expert-mutations'
import { ConfirmDeleteDialog } from './records/confirm-delete-dialog'

/** Delete asks first, 'Are you sure you want to delete {name}?'. */
export function DeleteExpertDialog({ expert, onClose }: { expert: Expert | null; onClose: () => void }) {
  const remove = useDeleteExpert()
  return (
    <ConfirmDeleteDialog
      name={expert?.name ?? null}
      copy={deleteExpertCopy}
      pending={remove.isPending}
      onConfirm={() => {
        if (expert) remove.mutate(expert.id, { onSettled: onClose })
      }}
      onClose={onClose}
    />
  )
}
