import { NativeSelect } from '~/components/ui/native-select'
import { useFieldContext } from './field-context'
import { describedBy, errorMessages, FieldFrame, useFieldIds } from './field-parts'

export interface SelectFieldProps<T extends string> {
  label: string
  options: readonly { value: T; label: string }[]
  /** The first, empty option (value ''), e.g. 'Choose a topic'. */
  placeholder?: string
  hint?: string
  required?: boolean
  id?: string
  className?: string
}

/** A native select bound to the surrounding `form.AppField`; its value is an option's value or ''. */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const field = useFieldContext<T | ''>()
  const ids = useFieldIds(props.id)
  const error = errorMessages(field.state.meta.errors)[0]
  return (
    <FieldFrame ids={ids} label={props.label} required={props.required} hint={props.hint} error={error} className={props.className}>
      <NativeSelect
        className="mt-2"
        id={ids.control}
        name={field.name}
        value={field.state.value}
        required={props.required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(props.hint ? ids.hint : null, error ? ids.error : null)}
        onChange={(event) => field.handleChange(event.target.value as T | '')}
        onBlur={field.handleBlur}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  )
}
