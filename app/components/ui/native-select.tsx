import * as React from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '~/lib/cn'
import { fieldClassName } from './input'

/**
 * The platform's own select, styled like the other fields: a labelled, keyboard- and
 * screen-reader-friendly choice that phones show with their native picker. The one select of
 * the site: the form field (`SelectField`) and the inbox controls both render it.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative', className)}>
      <select data-slot="native-select" className={cn(fieldClassName, 'h-11 appearance-none pr-10')} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  )
}
