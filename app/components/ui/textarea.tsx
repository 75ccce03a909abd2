import * as React from 'react'
import { cn } from '~/lib/cn'
import { fieldClassName } from './input'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldClassName, 'min-h-32', className)}
      {...props}
    />
  )
}
