import type * as React from 'react'
import { Link, type LinkProps } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'

/** The link above a page's title back to the page it belongs to ('Back to Events'), as it was left (`search`). */
export function BackLink({ to, search, children }: { to: LinkProps['to']; search?: Record<string, unknown>; children: React.ReactNode }) {
  return (
    <Link to={to} search={search as never} className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  )
}
