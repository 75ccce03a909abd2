import * as React from 'react'
import { cn } from '~/lib/cn'

/** The look shared by text inputs, text areas and selects. */
export const fieldClassName =
  'w-full rounded-md border border-input bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive'

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(fieldClassName, 'h-11', className)} {...props} />
}
