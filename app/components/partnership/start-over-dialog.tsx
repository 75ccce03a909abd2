import * as React from 'react'
import { RotateCcw } from 'lucide-react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { partnershipPageCopy as copy } from '~/content/partnership'

/**
 * 'Start over' with a confirmation. Confirming clears the draft; focus then moves to
 * wherever `afterClear` puts it. Cancelling returns focus to the button.
 */
export function StartOverDialog({
  onConfirm,
  afterClear,
}: {
  onConfirm: () => void
  afterClear: () => void
}) {
  const [open, setOpen] = React.useState(false)
  const confirmed = React.useRef(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="sm"
        className="self-start sm:self-auto"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <RotateCcw aria-hidden="true" />
        {copy.startOver.button}
      </Button>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (confirmed.current) {
            confirmed.current = false
            afterClear()
          } else {
            buttonRef.current?.focus()
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
