import type * as React from 'react'
import { cn } from '~/lib/cn'

export interface CardTableColumn {
  label: string
  className?: string
}

/**
 * An admin list: from 768 px a table; below it each row (a `tr` of the children) stacks into a
 * card, the header row staying for screen readers.
 */
export function CardTable({
  label,
  columns,
  children,
}: {
  label: string
  columns: readonly CardTableColumn[]
  children: React.ReactNode
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-border md:bg-white md:shadow-card">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{label}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn('px-4 py-3', column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">{children}</tbody>
      </table>
    </div>
  )
}
