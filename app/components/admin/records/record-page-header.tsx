import type * as React from 'react'
import type { LucideIcon } from 'lucide-react'

/** The summary line: the kind's icon, then two counts ('12 experts · 9 active'). */
export interface RecordSummary {
  icon: LucideIcon
  counts: readonly [string, string]
}

/**
 * The top of an admin page about one kind of record: its title and intro, a live summary
 * line (counts) once the list is loaded, and the page's own actions ('Add New Expert').
 */
export function RecordPageHeader({
  title,
  intro,
  summary,
  actions,
}: {
  title: string
  intro: string
  /** Nothing until the list is loaded. */
  summary?: RecordSummary | false
  actions?: React.ReactNode
}) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{intro}</p>
        {summary ? (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
            <summary.icon aria-hidden="true" className="size-4 text-primary" />
            {summary.counts[0]}
            <span aria-hidden="true" className="text-muted-foreground">
              ·
            </span>
            {summary.counts[1]}
          </p>
        ) : null}
      </div>
      {actions ? <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:flex">{actions}</div> : null}
    </div>
  )
}
