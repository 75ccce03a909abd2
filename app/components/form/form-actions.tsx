import type * as React from 'react'
import { useStore } from '@tanstack/react-form'
import { Button, type ButtonProps } from '~/components/ui/button'
import { DialogFooter } from '~/components/ui/dialog-layout'
import { useFormContext } from './field-context'
import { useFocusAfterBusy } from './use-focus-after-busy'

/**
 * The buttons under a form: Cancel (when there is somewhere to go back to) and the submit
 * button, both held while the form is sending, the submit button saying what it is doing (and
 * getting the focus back when it is done, if it had it).
 * Used inside `<form.AppForm>` as `<form.FormActions … />`.
 */
export function FormActions({
  submitLabel,
  busyLabel,
  cancel,
  submitVariant,
  inDialog = false,
}: {
  submitLabel: React.ReactNode
  /** What the submit button says while the form is sending ('Saving…', 'Uploading…'). */
  busyLabel: React.ReactNode
  cancel?: { label: React.ReactNode; onCancel: () => void }
  submitVariant?: ButtonProps['variant']
  inDialog?: boolean
}) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const keepFocus = useFocusAfterBusy<HTMLButtonElement>(submitting)
  const buttons = (
    <>
      {cancel ? (
        <Button type="button" variant="outline" onClick={cancel.onCancel} disabled={submitting}>
          {cancel.label}
        </Button>
      ) : null}
      <Button {...keepFocus} type="submit" variant={submitVariant} disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </>
  )
  if (inDialog) return <DialogFooter>{buttons}</DialogFooter>
  return (
    <div
      className={
        cancel
          ? 'flex flex-col-reverse gap-2 border-t border-border pt-6 sm:flex-row sm:justify-end'
          : 'flex justify-end border-t border-border pt-6'
      }
    >
      {buttons}
    </div>
  )
}
