import * as React from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '~/lib/cn'
import { fieldClassName } from './input'

/**
 * The platform's own select, styled like the other fields: a labelled, keyboard- and
 * screen-reader-friendly choice that phones show with their native picker. The one select of
 * the site: the form field (`SelectField`) and the inbox controls both render it.
 */
export function NativeSelect({
  className,
  children,
  held,
  onChange,
  ...props
}: React.ComponentProps<'select'> & {
  /**
   * A change of its own is on the way: the select takes no other one, but stays focusable
   * (aria-disabled, not disabled, which would drop the focus to the page).
   */
  held?: boolean
}) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative', className)}>
      <select
        data-slot="native-select"
        className={cn(fieldClassName, 'h-11 appearance-none pr-10 aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
        aria-disabled={held || undefined}
        onChange={(event) => {
          if (!held) onChange?.(event)
        }}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  )
}
