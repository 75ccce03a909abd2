import * as React from 'react'
import type { LinkProps } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import { BackLink } from '~/components/layout/back-link'
import { cn } from '~/lib/cn'

/** The summary line: an icon, then one or more counts ('12 experts · 9 active'). */
export interface AdminPageSummary {
  icon: LucideIcon
  counts: readonly string[]
  /** Read out by screen readers when it changes (a filtered list's count). */
  live?: boolean
}

/**
 * The top of an admin page: a link back to the page it belongs to (if any), its title and
 * intro, a summary line (counts) once the list is loaded, and the page's own actions
 * ('Add New Expert').
 */
export function AdminPageHeader({
  back,
  title,
  intro,
  introClassName,
  summary,
  actions,
}: {
  back?: { to: LinkProps['to']; label: string; search?: Record<string, unknown> }
  title: string
  intro: string
  /** The intro's measure, when not the usual max-w-2xl. */
  introClassName?: string
  /** Nothing until the list is loaded. */
  summary?: AdminPageSummary | false
  actions?: React.ReactNode
}) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        {back ? <BackLink to={back.to} search={back.search}>{back.label}</BackLink> : null}
        <h1 className={cn('text-3xl font-bold sm:text-4xl', back && 'mt-3')}>{title}</h1>
        <p className={cn('mt-2 max-w-2xl text-muted-foreground', introClassName)}>{intro}</p>
        {summary ? (
          <p
            data-slot="admin-page-summary"
            className="mt-3 flex flex-wrap items-center gap-2 text-sm font-medium text-ink"
            aria-live={summary.live ? 'polite' : undefined}
          >
            <summary.icon aria-hidden="true" className="size-4 text-primary" />
            {summary.counts.map((count, index) => (
              <React.Fragment key={index}>
                {index > 0 ? (
                  <span aria-hidden="true" className="text-muted-foreground">
                    ·
                  </span>
                ) : null}
                {count}
              </React.Fragment>
            ))}
          </p>
        ) : null}
      </div>
      {actions ? <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:flex">{actions}</div> : null}
    </div>
  )
}
