import type * as React from 'react'
import { toggleChoice } from '~/lib/choices'
import { ChoiceCard, ChoiceGroup } from './choice-card'
import { useFieldContext } from './field-context'
import { errorMessages, FieldError } from './field-parts'

/** One option of a radio or checkbox group. */
export interface ChoiceOption<T extends string = string> {
  value: T
  title: string
  description?: React.ReactNode
  /** More details under the description (badges, ranges), also tied to the control. */
  details?: React.ReactNode
}

interface ChoiceGroupFieldProps<T extends string> {
  legend: string
  /** Help text under the legend, tied to the group. */
  hint?: string
  options: readonly ChoiceOption<T>[]
  /** The fieldset's id; the field's name by default. */
  id?: string
  /** Grid columns of the options, e.g. 'sm:grid-cols-2'. */
  listClassName?: string
  /** Smaller cards for short options. */
  compact?: boolean
}

/** Options as cards, one of which can be chosen; the field's value is the chosen option's value ('' for none). */
export function RadioGroupField<T extends string>(props: ChoiceGroupFieldProps<T>) {
  const field = useFieldContext<T | ''>()
  return (
    <ChoiceCardGroup
      {...props}
      type="radio"
      field={field}
      isChecked={(value) => field.state.value === value}
      onCheckedChange={(value, on) => on && field.handleChange(value)}
    />
  )
}

/**
 * Options as cards, any number of which can be chosen; the field's value lists the chosen
 * values in the options' order, however they were ticked.
 */
export function CheckboxGroupField<T extends string>(props: ChoiceGroupFieldProps<T>) {
  const field = useFieldContext<T[]>()
  const order = props.options.map((option) => option.value)
  return (
    <ChoiceCardGroup
      {...props}
      type="checkbox"
      field={field}
      isChecked={(value) => field.state.value.includes(value)}
      onCheckedChange={(value, on) => field.handleChange(toggleChoice(order, field.state.value, value, on))}
    />
  )
}

/** The group's fieldset, its cards and the first error message under them. */
function ChoiceCardGroup<T extends string>({
  id,
  legend,
  hint,
  listClassName,
  options,
  compact,
  type,
  field,
  isChecked,
  onCheckedChange,
}: ChoiceGroupFieldProps<T> & {
  type: 'radio' | 'checkbox'
  field: { name: string; state: { meta: { errors: unknown[] } }; handleBlur: () => void }
  isChecked: (value: T) => boolean
  onCheckedChange: (value: T, on: boolean) => void
}) {
  const groupId = id ?? field.name
  const error = errorMessages(field.state.meta.errors)[0]
  return (
    <ChoiceGroup
      id={groupId}
      legend={legend}
      hint={hint}
      errorId={error ? `${groupId}-error` : undefined}
      listClassName={listClassName}
      after={<FieldError id={`${groupId}-error`} message={error} />}
    >
      {options.map((option) => (
        <ChoiceCard
          key={option.value}
          {...option}
          type={type}
          name={field.name}
          compact={compact}
          checked={isChecked(option.value)}
          onCheckedChange={(on) => onCheckedChange(option.value, on)}
          onBlur={field.handleBlur}
        />
      ))}
    </ChoiceGroup>
  )
}
