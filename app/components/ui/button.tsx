import * as React from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '~/lib/cn'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        /** The orange call to action (join, claim, register). */
        cta: 'bg-cta text-cta-foreground shadow-sm hover:bg-cta-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline:
          'border border-input bg-background text-ink hover:bg-accent hover:text-accent-foreground',
        /** On dark (ink) backgrounds. */
        inverse: 'border border-white/40 bg-transparent text-white hover:bg-white/10',
        ghost: 'text-ink hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-white hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline px-0',
      },
      size: {
        default: 'h-11 px-5 text-[0.95rem] whitespace-nowrap',
        sm: 'h-9 px-3 text-sm whitespace-nowrap',
        icon: 'size-10',
        /** Long labels that may wrap on a 375 px screen instead of pushing the layout sideways. */
        wrap: 'min-h-11 px-5 py-2.5 text-center text-[0.95rem] whitespace-normal',
        wrapLarge: 'min-h-12 px-6 py-3 text-center text-base whitespace-normal',
      },
    },
    compoundVariants: [
      // Bordered large buttons keep the same 48 px height: the border's 2 px come out of the padding.
      { variant: ['outline', 'inverse'], size: 'wrapLarge', className: 'py-[11px]' },
    ],
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>

export interface ButtonProps
  extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {}

/**
 * A button. A link that looks like a button is an `<a>` (or router `Link`) with
 * `className={buttonVariants(...)}` rather than `asChild`: that keeps Radix Slot out of
 * every page's first load.
 */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}

/** The large call-to-action style (links and buttons): its label may wrap on small screens. */
export function largeButton(variant: ButtonVariant, className?: string) {
  return cn(buttonVariants({ variant, size: 'wrapLarge' }), className)
}

/** A regular-size button style whose label may wrap (cards, narrow columns). */
export function wrappingButton(variant: ButtonVariant, className?: string) {
  return cn(buttonVariants({ variant, size: 'wrap' }), className)
}
