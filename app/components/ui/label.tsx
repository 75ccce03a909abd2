import * as React from 'react'
import { cn } from '~/lib/cn'

const labelTone = {
  default: 'text-sm font-semibold text-ink',
  large: 'text-base font-semibold text-ink',
  muted: 'text-sm font-medium text-muted-foreground',
} as const

export type LabelTone = keyof typeof labelTone

export function Label({
  className,
  tone = 'default',
  ...props
}: React.ComponentProps<'label'> & { tone?: LabelTone }) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
  return <label data-slot="label" className={cn(labelTone[tone], className)} {...props} />
}
