import * as React from 'react'
import { ArrowDown } from 'lucide-react'
import { buttonVariants, type ButtonVariant } from '~/components/ui/button'
import { cn } from '~/lib/cn'

type Variant = ButtonVariant

/**
 * An in-page button that scrolls to a section and moves focus there.
 * It is an anchor to `#targetId`, so it also works before the page is interactive;
 * once hydrated it scrolls smoothly (instantly under prefers-reduced-motion) without
 * touching the router's history.
 */
export function ScrollToButton({
  targetId,
  children,
  variant = 'outline',
  size = 'lg',
  className,
}: {
  targetId: string
  children: React.ReactNode
  variant?: Variant
  size?: 'default' | 'lg'
  className?: string
}) {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1')
      target.style.outline = 'none'
    }
    target.focus({ preventScroll: true })
  }
  return (
    <a href={`#${targetId}`} onClick={onClick} className={cn(buttonVariants({ variant, size: size === 'lg' ? 'wrapLarge' : 'wrap' }), className)}>
      {children}
      <ArrowDown aria-hidden="true" />
    </a>
  )
}
