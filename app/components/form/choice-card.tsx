import * as React from 'react'
import { cn } from '~/lib/cn'

export interface ChoiceCardProps {
  type: 'checkbox' | 'radio'
  /** Radio group name; checkboxes may leave it out. */
  name: string
  value: string
  title: string
  description?: React.ReactNode
  /** More details under the description (badges, year ranges), also tied to the control. */
  details?: React.ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  onBlur?: () => void
  compact?: boolean
}

/**
 * One option of a choice group: a native checkbox or radio with its label. The whole card
 * is clickable (the label stretches over it); the description and details describe the control.
 */
export function ChoiceCard({
  type,
  name,
  value,
  title,
  description,
  details,
  checked,
  onCheckedChange,
  onBlur,
  compact = false,
}: ChoiceCardProps) {
  const id = `${name}-${value}`
  const descriptionId = description ? `${id}-description` : undefined
  const detailsId = details ? `${id}-details` : undefined
  const describedBy = [descriptionId, detailsId].filter(Boolean).join(' ') || undefined
  return (
    <div
      className={cn(
        'relative flex h-full items-start gap-3 rounded-lg border bg-white transition-colors duration-150',
        'border-border hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40 has-[:checked]:shadow-sm',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        compact ? 'px-3.5 py-3' : 'p-3.5 sm:p-4',
      )}
    >
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        onBlur={onBlur}
        aria-describedby={describedBy}
        className="relative z-10 mt-0.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={id}
          className="cursor-pointer font-semibold text-ink after:absolute after:inset-0 after:rounded-lg after:content-['']"
        >
          {title}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
        {details ? (
          <div id={detailsId} className="mt-3">
            {details}
          </div>
        ) : null}
      </div>
    </div>
  )
}

/**
 * A group of choices: a fieldset with its legend, an optional hint and error tied to the group,
 * and what follows the options (`after`).
 */
export function ChoiceGroup({
  id,
  legend,
  hint,
  errorId,
  children,
  after,
  className,
  listClassName,
}: {
  id: string
  legend: string
  hint?: string
  errorId?: string
  children: React.ReactNode
  after?: React.ReactNode
  className?: string
  listClassName?: string
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <fieldset id={id} aria-describedby={describedBy} className={cn('min-w-0', className)}>
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={cn('mt-4 grid gap-3', listClassName)}>{children}</div>
      {after}
    </fieldset>
  )
}
