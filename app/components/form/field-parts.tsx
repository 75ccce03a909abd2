import * as React from 'react'
import { CircleAlert } from 'lucide-react'
import * as v from 'valibot'
import { Label, type LabelTone } from '~/components/ui/label'
import { cn } from '~/lib/cn'

/**
 * The messages in a field's `state.meta.errors`: validators return strings, valibot (Standard
 * Schema) validators return issues with a `message`; form-level schemas give a list per field.
 */
export function errorMessages(errors: readonly unknown[]): string[] {
  const messages = errors.flat().flatMap((error) => {
    if (typeof error === 'string') return [error]
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return [error.message]
    return []
  })
  return [...new Set(messages)]
}

/** The first message of a valibot check on one value, or undefined when it passes. */
export function firstIssue<T>(schema: v.GenericSchema<T>, value: T): string | undefined {
  const result = v.safeParse(schema, value)
  return result.success ? undefined : result.issues[0].message
}

/** The ids of one field: the control, its hint and its error message. */
export function useFieldIds(id?: string) {
  const generated = React.useId()
  const control = id ?? generated
  return { control, hint: `${control}-hint`, error: `${control}-error` }
}

/** The ids that describe a control, in reading order, or undefined when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined
}


/** A field's label, with a * for a required field (hidden from assistive technology, which hears `required`). */
export function FieldLabel({
  htmlFor,
  tone,
  required,
  children,
}: {
  htmlFor: string
  tone?: LabelTone
  required?: boolean
  children: React.ReactNode
}) {
  return (
    <Label htmlFor={htmlFor} tone={tone}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </Label>
  )
}

/** Help text between a label and its control (read before typing), tied to the control with aria-describedby. */
export function FieldHint({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-muted-foreground">
      {children}
    </p>
  )
}

/** The field's first error message, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div aria-live="polite">
      {message ? (
        <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  )
}

/** Label, hint, control (the children, carrying their own top margin), footer and error, stacked. */
export function FieldFrame({
  ids,
  label,
  labelTone,
  required,
  hint,
  footer,
  error,
  className,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>
  label: React.ReactNode
  labelTone?: LabelTone
  required?: boolean
  hint?: React.ReactNode
  footer?: React.ReactNode
  error: string | undefined
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className={cn('flex min-w-0 flex-col', className)}>
      <FieldLabel htmlFor={ids.control} tone={labelTone} required={required}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {children}
      {footer}
      <FieldError id={ids.error} message={error} />
    </div>
  )
}

/**
 * Field options (spread onto `form.AppField`) for a format check that starts when the visitor
 * leaves the field, or at once for a field that opens already filled, and from then on follows
 * every keystroke, clearing as soon as the value passes. Blank values should pass the schema:
 * whether a field is required is the form's own rule.
 */
export function checkAfterLeaving<T>(schema: v.GenericSchema<T>, { filledOnOpen = false } = {}) {
  const check = (value: T) => firstIssue(schema, value)
  return {
    validators: {
      onMount: ({ value }: { value: T }) => (filledOnOpen ? check(value) : undefined),
      onChange: ({
        value,
        fieldApi,
      }: {
        value: T
        fieldApi: { state: { meta: { isBlurred: boolean } } }
      }) => (filledOnOpen || fieldApi.state.meta.isBlurred ? check(value) : undefined),
    },
    listeners: {
      onBlur: ({ fieldApi }: { fieldApi: { validate: (cause: 'change') => unknown } }) => {
        fieldApi.validate('change')
      },
    },
  }
}
