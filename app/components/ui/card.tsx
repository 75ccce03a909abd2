import * as React from 'react'
import { cn } from '~/lib/cn'

/** The card surface: white, bordered, rounded, with the card shadow. */
export const cardSurface = 'rounded-xl border border-border bg-white shadow-card'

type CardElement = 'div' | 'article' | 'section' | 'li' | 'figure' | 'ul' | 'ol' | 'dl' | 'aside'

/**
 * A card: the one surface for boxed content. `as` picks the element, so a card stays the
 * article, list item or section it is; `className` adds layout and padding (or `rounded-2xl`).
 */
export function Card<T extends CardElement = 'div'>({
  as,
  className,
  ...props
}: { as?: T } & React.ComponentProps<T>) {
  const Element = (as ?? 'div') as React.ElementType
  return <Element data-slot="card" className={cn(cardSurface, className)} {...props} />
}

/** A card's title (an h3: cards sit in sections with their own h2). */
export function CardTitle({ className, children, ...props }: React.ComponentProps<'h3'>) {
  return (
    <h3 data-slot="card-title" className={cn('text-lg font-semibold', className)} {...props}>
      {children}
    </h3>
  )
}

/** The text under a card's title. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('mt-2 text-muted-foreground', className)} {...props} />
}
