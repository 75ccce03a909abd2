import * as React from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '~/lib/cn'

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full font-semibold', {
  variants: {
    variant: {
      default: 'bg-primary-soft text-primary-hover',
      cta: 'bg-cta text-cta-foreground',
      muted: 'bg-muted text-muted-foreground',
      success: 'bg-success-soft text-success',
      warning: 'bg-warning-soft text-warning',
      ink: 'bg-ink text-white',
    },
    size: {
      sm: 'px-3 py-1 text-xs',
      lg: 'px-4 py-1.5 text-sm',
    },
  },
  defaultVariants: { variant: 'default', size: 'sm' },
})

export function Badge({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return (
    <span
      data-slot="badge"
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  )
}
