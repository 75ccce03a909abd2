import * as React from 'react'
import { ArrowUpRight } from 'lucide-react'

/** A link that opens in a new tab, with the outward-arrow icon and the screen-reader note. */
export function ExternalLink({
  href,
  children,
  showIcon = true,
  ...props
}: Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & { href: string; showIcon?: boolean }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon ? <ArrowUpRight aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
