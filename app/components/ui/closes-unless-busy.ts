/**
 * A dialog's `onOpenChange` that keeps it open while `busy` (a file uploading, a record saving,
 * a delete the server has not answered): Escape, a click outside and Cancel do nothing until then.
 */
export function closesUnlessBusy(busy: boolean, onOpenChange: (open: boolean) => void) {
  return (open: boolean) => {
    if (open || !busy) onOpenChange(open)
  }
}
