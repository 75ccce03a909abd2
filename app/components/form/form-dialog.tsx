import * as React from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { closesUnlessBusy } from '~/components/ui/closes-unless-busy'

/**
 * A dialog that holds a form. It stays open while the form is busy (a file uploading, the
 * record saving): the form reports that through the `onBusyChange` it is given.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: React.ReactNode
  description: React.ReactNode
  children: (onBusyChange: (busy: boolean) => void) => React.ReactNode
}) {
  const [busy, setBusy] = React.useState(false)
  return (
    <Dialog open={open} onOpenChange={closesUnlessBusy(busy, onOpenChange)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(setBusy)}
      </DialogContent>
    </Dialog>
  )
}
