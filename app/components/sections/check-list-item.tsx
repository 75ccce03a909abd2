import * as React from 'react'
import { CircleCheck } from 'lucide-react'
import { cn } from '~/lib/cn'

/** A list item led by a check mark: what an offer includes, what a reader takes away. */
export function CheckListItem({
  tone = 'primary',
  className,
  children,
}: {
  /** The mark's colour: primary on light surfaces, the call-to-action orange on dark ones. */
  tone?: 'primary' | 'cta'
  className?: string
  children: React.ReactNode
}) {
  return (
    <li className={cn('flex items-start gap-3', className)}>
      <CircleCheck aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone === 'cta' ? 'text-cta' : 'text-primary')} />
      {children}
    </li>
  )
}
