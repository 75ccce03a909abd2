import * as React from 'react'
import { Slot } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '~/lib/cn'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover',
        secondary: 'border border-input bg-white text-ink hover:bg-muted',
        inverse: 'border border-white/40 bg-transparent text-white hover:bg-white/10',
        ghost: 'text-ink hover:bg-muted',
        destructive: 'bg-destructive text-white hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline px-0',
      },
      size: {
        sm: 'h-9 px-3 text-sm whitespace-nowrap',
        md: 'h-11 px-5 text-[0.95rem] whitespace-nowrap',
        lg: 'h-12 px-6 text-base whitespace-nowrap',
        icon: 'size-10',
        /** Long labels that may wrap on a 375 px screen instead of pushing the layout sideways. */
        wrap: 'min-h-11 px-5 py-2.5 text-center text-[0.95rem] whitespace-normal',
        wrapLarge: 'min-h-12 px-6 py-3 text-center text-base whitespace-normal',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export interface ButtonProps
  extends React.ComponentProps<'button'>,
    VariantProps<typeof buttonVariants> {
  asChild?: boolean
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
