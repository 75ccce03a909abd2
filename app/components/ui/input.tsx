import * as React from 'react'
import { cn } from '~/lib/cn'

export const fieldClassName =
  'w-full rounded-md border border-input bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive'

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input className={cn(fieldClassName, 'h-11', className)} {...props} />
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClassName, 'min-h-32', className)} {...props} />
}

const labelTone = {
  default: 'text-sm font-semibold text-ink',
  large: 'text-base font-semibold text-ink',
  muted: 'text-sm font-medium text-muted-foreground',
} as const

export function Label({ className, tone = 'default', ...props }: React.ComponentProps<'label'> & { tone?: keyof typeof labelTone }) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
  return <label className={cn(labelTone[tone], className)} {...props} />
}
