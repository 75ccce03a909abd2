import * as React from 'react'
import { RotateCcw } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { partnershipPageCopy as copy } from '~/content/partnership'

const loadDialog = () => import('./start-over-dialog')
const StartOverDialog = React.lazy(loadDialog)

/**
 * 'Start over' with a confirmation (an AlertDialog, never window.confirm). Confirming
 * clears the draft and hands focus to `afterClear`; cancelling returns focus here.
 */
export function StartOver({
  onConfirm,
  afterClear,
}: {
  onConfirm: () => void
  afterClear: () => void
}) {
  const [open, setOpen] = React.useState(false)
  const [requested, setRequested] = React.useState(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  const preload = () => void loadDialog()
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="sm"
        className="self-start sm:self-auto"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <RotateCcw aria-hidden="true" />
        {copy.startOver.button}
      </Button>
      {requested ? (
        <React.Suspense fallback={null}>
          <StartOverDialog
            open={open}
            onOpenChange={setOpen}
            onConfirm={onConfirm}
            afterClear={afterClear}
            returnFocusTo={buttonRef}
          />
        </React.Suspense>
      ) : null}
    </>
  )
}
