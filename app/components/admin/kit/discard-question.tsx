import * as React from 'react'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { recordListCopy } from '~/content/admin'

/** A navigation the router holds back (useBlocker with its resolver) until the question is answered. */
interface HeldNavigation {
  status: 'blocked' | 'idle'
  proceed?: () => void
  reset?: () => void
}

/**
 * 'Discard your changes?' for a dialog holding a form: its `onOpenChange` closes the dialog at
 * once while nothing is changed, and otherwise asks first (Escape, a click outside, the close
 * button); `question` is the question to render beside the dialog. A navigation held back
 * meanwhile (`leaving`) gets the same question. The form's own Cancel and saving call `close`.
 */
export function useDiscardQuestion({ dirty, close, leaving }: { dirty: boolean; close: () => void; leaving?: HeldNavigation }) {
  const [asking, setAsking] = React.useState(false)
  const onOpenChange = (open: boolean) => {
    if (open) return
    if (dirty) setAsking(true)
    else close()
  }
  const unsaved = recordListCopy.unsaved
  const question = (
    <ConfirmDialog
      open={asking || leaving?.status === 'blocked'}
      onOpenChange={(open) => {
        if (open) return
        setAsking(false)
        leaving?.reset?.()
      }}
      title={unsaved.title}
      description={unsaved.description}
      cancelLabel={unsaved.keep}
      confirmLabel={unsaved.discard}
      onConfirm={() => (leaving?.status === 'blocked' ? leaving.proceed?.() : close())}
    />
  )
  return { onOpenChange, question }
}
