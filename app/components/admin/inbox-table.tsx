import type * as React from 'react'
import { cn } from '~/lib/cn'

/** Padding of an inbox cell in the table layout (from 768 px). */
export const inboxCell = 'md:px-4 md:py-3'

/** One row of an inbox table, a card on small screens. */
export function InboxRow({ align, children }: { align: 'top' | 'middle'; children: React.ReactNode }) {
  return (
    <tr
      className={cn(
        'text-sm max-md:grid max-md:gap-2 max-md:rounded-xl max-md:border max-md:border-border max-md:bg-white max-md:p-4 max-md:shadow-card md:border-b md:border-border md:last:border-b-0 md:hover:bg-muted/40',
        align === 'top' ? 'align-top' : 'align-middle',
      )}
    >
      {children}
    </tr>
  )
}

/** The row's header cell: the name of the person who sent it. */
export function InboxRowName({ children }: { children: React.ReactNode }) {
  return (
    <th scope="row" className={cn('text-base font-semibold text-ink md:text-sm', inboxCell)}>
      {children}
    </th>
  )
}
