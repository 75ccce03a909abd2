import type * as React from 'react'

/**
 * The `<form>` of a form built with `useAppForm`: the browser's own checks are off (the fields
 * show the form's messages), and a submit goes to `onSubmit` alone, neither reloading the page
 * nor reaching an outer form or dialog.
 */
export function FormElement({
  onSubmit,
  ...props
}: Omit<React.ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & { onSubmit: () => void }) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        onSubmit()
      }}
    />
  )
}

/** Moves focus to the first field the form marked invalid (after a refused submit). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
