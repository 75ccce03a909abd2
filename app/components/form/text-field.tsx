import * as React from 'react'
import { Input } from '~/components/ui/input'
import type { LabelTone } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { cn } from '~/lib/cn'
import { useFieldContext } from './field-context'
import { describedBy, errorMessages, FieldFrame, useFieldIds } from './field-parts'

/** What every text-like field takes; the value, name and errors come from the form's field. */
interface TextLikeFieldProps {
  label: React.ReactNode
  /** Help text between the label and the control, tied to the control. */
  hint?: React.ReactNode
  /** A * after the label, and `required` on the control. */
  required?: boolean
  labelTone?: LabelTone
  placeholder?: string
  autoComplete?: string
  /** The control's id; a generated one by default. */
  id?: string
  /** The input's name attribute; the field's name by default. */
  name?: string
  /** Ids of more text that describes the control (a summary elsewhere on the page). */
  describedById?: string
  /** Marks the control invalid for a reason shown elsewhere (a summary list). */
  invalid?: boolean
  /** Shown under the control (counters, live feedback). */
  footer?: React.ReactNode
  className?: string
  controlClassName?: string
}

export interface TextFieldProps extends TextLikeFieldProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'datetime-local' | 'date' | 'time' | 'number'
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode']
  min?: number | string
  max?: number | string
}

function useTextLikeField<T extends HTMLInputElement | HTMLTextAreaElement>(props: TextLikeFieldProps) {
  const field = useFieldContext<string>()
  const ids = useFieldIds(props.id)
  const ref = React.useRef<T>(null)
  // Text typed (or autofilled) into the server-rendered control before its code hydrated it
  // stays in the control, but React sends no change event for it: the form would still hold
  // the empty value, wipe the text on its next render and send nothing. So a field that mounts
  // over a control holding other text takes that text as its value, before anything repaints.
  React.useLayoutEffect(() => {
    const typed = ref.current?.value
    if (typed !== undefined && typed !== field.state.value) field.handleChange(typed)
    // Once, on mount: later changes arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const error = errorMessages(field.state.meta.errors)[0]
  const control = {
    ref,
    id: ids.control,
    name: props.name ?? field.name,
    value: field.state.value,
    placeholder: props.placeholder,
    autoComplete: props.autoComplete,
    required: props.required || undefined,
    'aria-required': props.required || undefined,
    'aria-invalid': Boolean(error) || Boolean(props.invalid),
    'aria-describedby': describedBy(
      props.hint ? ids.hint : null,
      props.describedById,
      error ? ids.error : null,
    ),
    onBlur: field.handleBlur,
    onChange: (event: React.ChangeEvent<T>) => field.handleChange(event.target.value),
  }
  const frame = (children: React.ReactNode) => (
    <FieldFrame
      ids={ids}
      label={props.label}
      labelTone={props.labelTone}
      required={props.required}
      hint={props.hint}
      footer={props.footer}
      error={error}
      className={props.className}
    >
      {children}
    </FieldFrame>
  )
  return { field, control, frame }
}

/** A one-line text input bound to the surrounding `form.AppField`. */
export function TextField(props: TextFieldProps) {
  const { control, frame } = useTextLikeField<HTMLInputElement>(props)
  return frame(
    <Input
      {...control}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      min={props.min}
      max={props.max}
      className={cn('mt-2', props.controlClassName)}
    />,
  )
}

export interface TextareaFieldProps extends TextLikeFieldProps {
  rows?: number
  /** The most characters the field keeps; longer input is cut. */
  maxLength?: number
}

/** A multi-line text field bound to the surrounding `form.AppField`. */
export function TextareaField(props: TextareaFieldProps) {
  const { field, control, frame } = useTextLikeField<HTMLTextAreaElement>(props)
  const { maxLength } = props
  return frame(
    <Textarea
      {...control}
      rows={props.rows}
      maxLength={maxLength}
      onChange={(event) =>
        field.handleChange(maxLength ? event.target.value.slice(0, maxLength) : event.target.value)
      }
      className={cn('mt-2', props.controlClassName)}
    />,
  )
}
