import * as React from 'react'

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

/**
 * The focus after a refused submit: `formRef` goes on the `<form>`, and `focusFirstInvalid()`
 * (the form's `onSubmitInvalid`, or after a server refusal named under a field) moves the focus
 * to the first field marked invalid, once the messages are on screen.
 */
export function useInvalidFieldFocus() {
  const formRef = React.useRef<HTMLFormElement>(null)
  const focusFirstInvalid = React.useCallback(() => {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }, [])
  return { formRef, focusFirstInvalid }
}
