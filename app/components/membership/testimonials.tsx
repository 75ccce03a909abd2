import { Quote } from 'lucide-react'
import type { Testimonial } from '~/content/membership'
import { Card } from '~/components/ui/card'

/** The quotes staff publish: quote, author and role (a long unbroken word wraps inside its card). */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {items.map((item) => (
        <li key={item.author}>
          <Card as="figure" className="flex h-full min-w-0 flex-col p-6 [overflow-wrap:anywhere]">
            <Quote aria-hidden="true" className="size-7 text-cta" />
            <blockquote className="mt-4 flex-1 text-ink">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-border pt-4">
              <p className="font-semibold text-ink">{item.author}</p>
              <p className="text-sm text-muted-foreground">{item.role}</p>
            </figcaption>
          </Card>
        </li>
      ))}
    </ul>
  )
}
