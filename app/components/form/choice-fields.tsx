import type * as React from 'react'
import { toggleChoice } from '~/lib/partnership-schema'
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
    <ChoiceGroupFrame {...props} errors={field.state.meta.errors} name={field.name}>
      {props.options.map((option) => (
        <ChoiceCard
          key={option.value}
          {...option}
          type="radio"
          name={field.name}
          compact={props.compact}
          checked={field.state.value === option.value}
          onCheckedChange={(on) => on && field.handleChange(option.value)}
          onBlur={field.handleBlur}
        />
      ))}
    </ChoiceGroupFrame>
  )
}

/**
 * Options as cards, any number of which can be chosen; the field's value lists the chosen
 * values in the options' order, however they were ticked.
 */
export function CheckboxGroupField<T extends string>(props: ChoiceGroupFieldProps<T>) {
  const field = useFieldContext<T[]>()
  const order = props.options.map((option) => option.value)
  const toggle = (value: T, on: boolean) => toggleChoice(order, field.state.value, value, on)
  return (
    <ChoiceGroupFrame {...props} errors={field.state.meta.errors} name={field.name}>
      {props.options.map((option) => (
        <ChoiceCard
          key={option.value}
          {...option}
          type="checkbox"
          name={field.name}
          compact={props.compact}
          checked={field.state.value.includes(option.value)}
          onCheckedChange={(on) => field.handleChange(toggle(option.value, on))}
          onBlur={field.handleBlur}
        />
      ))}
    </ChoiceGroupFrame>
  )
}

function ChoiceGroupFrame({
  id,
  name,
  legend,
  hint,
  listClassName,
  errors,
  children,
}: {
  id?: string
  name: string
  legend: string
  hint?: string
  listClassName?: string
  errors: unknown[]
  children: React.ReactNode
}) {
  const groupId = id ?? name
  const error = errorMessages(errors)[0]
  return (
    <ChoiceGroup
      id={groupId}
      legend={legend}
      hint={hint}
      errorId={error ? `${groupId}-error` : undefined}
      listClassName={listClassName}
      after={<FieldError id={`${groupId}-error`} message={error} />}
    >
      {children}
    </ChoiceGroup>
  )
}
