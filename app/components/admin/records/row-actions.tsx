import type * as React from 'react'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import { Button, buttonVariants } from '~/components/ui/button'
import { cn } from '~/lib/cn'

/** A row's actions, side by side at the end of the row. */
export function RowActions({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-1 md:flex-nowrap">{children}</div>
}

/**
 * An icon button acting on one record; its accessible name says what it does to which
 * record ('Edit Amara Okafor'). `tone="destructive"` colours the icon red. With `text`, the
 * button shows that word beside the icon ('Cancel'), which its name begins with.
 */
export function RowActionButton({
  label,
  icon: Icon,
  onClick,
  disabled,
  tone,
  text,
}: {
  label: string
  icon: LucideIcon
  onClick: () => void
  disabled?: boolean
  tone?: 'destructive'
  text?: string
}) {
  // Held, it stays focusable (aria-disabled, not disabled): a row's button that is held while
  // its change is on the way, or that the change holds (the entry moved to the top cannot go
  // up), keeps the focus instead of dropping it to the page.
  return (
    <Button
      variant={text && tone !== 'destructive' ? 'outline' : 'ghost'}
      size={text ? 'sm' : 'icon'}
      aria-label={label}
      title={text ? undefined : label}
      onClick={disabled ? undefined : onClick}
      aria-disabled={disabled || undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      {/* The icon carries the red, so the ghost button's own text colour does not compete with it. */}
      <Icon aria-hidden="true" className={cn(tone === 'destructive' && 'text-destructive')} />
      {text}
    </Button>
  )
}

/** The same, as a link to another admin page (a record's edit page, its registrations). */
export function RowActionLink({ label, icon: Icon, ...link }: { label: string; icon: LucideIcon } & LinkProps) {
  return (
    <Link {...link} aria-label={label} title={label} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
      <Icon aria-hidden="true" />
    </Link>
  )
}

/** The same, as a link to a page outside the admin area (a public page's preview), opened in a new tab. */
export function RowActionAnchor({ label, icon: Icon, href }: { label: string; icon: LucideIcon; href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" aria-label={label} title={label} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
      <Icon aria-hidden="true" />
    </a>
  )
}
