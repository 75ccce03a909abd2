import type * as React from 'react'
import { cn } from '~/lib/cn'

/** One column of a record table. */
export interface RecordColumn<T> {
  /** The header (also the column's key). */
  label: string
  /**
   * How the cell sits when the table stacks into cards below 768 px: 'full' spans the card
   * (the record's name does), 'cell' takes one of two columns, 'hidden' is left to the table
   * layout (its content should then show elsewhere in the card, under the name for instance).
   */
  phone?: 'full' | 'cell' | 'hidden'
  /** Below 768 px, the header's words above the cell, for a value that says nothing alone ('Off', 'Never', '0 / 100'). */
  phoneLabel?: boolean
  /** Right-aligned (in both layouts). */
  alignEnd?: boolean
  className?: string
  cell: (row: T) => React.ReactNode
}

export interface RecordTableProps<T> {
  /** The table's accessible name (a visually hidden caption). */
  label: string
  rows: readonly T[]
  rowKey: (row: T) => string
  /** The row header: the record's name, first in the row. */
  name: Omit<RecordColumn<T>, 'phone' | 'alignEnd'>
  columns: readonly RecordColumn<T>[]
}

const cellPadding = 'md:px-5 md:py-3'

/**
 * An admin list of records (experts, events, ...): from 768 px a table; below it each row
 * stacks into a card, its name across the top and the other cells two by two (the header
 * row stays for screen readers). Row actions are a column like any other (see RowActions).
 */
export function RecordTable<T>({ label, rows, rowKey, name, columns }: RecordTableProps<T>) {
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-border md:bg-white md:shadow-card">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{label}</caption>
        {/* On phones the header row stays for screen readers. */}
        <thead className="max-md:sr-only">
          <tr className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {[{ ...name, alignEnd: false }, ...columns].map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('px-5 py-3', column.alignEnd && 'text-right')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="align-middle max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-3 max-md:rounded-xl max-md:border max-md:border-border max-md:bg-white max-md:p-4 max-md:shadow-card md:border-b md:border-border md:last:border-b-0 md:hover:bg-muted/40"
            >
              <th
                scope="row"
                className={cn('font-normal max-md:col-span-2', cellPadding, name.className)}
              >
                {name.cell(row)}
              </th>
              {columns.map((column) => (
                <td
                  key={column.label}
                  className={cn(
                    cellPadding,
                    column.phone === 'hidden' && 'max-md:hidden',
                    column.phone === 'full' && 'max-md:col-span-2',
                    column.className,
                  )}
                >
                  {/* The header row is for screen readers only on phones: this is its words for the eye. */}
                  {column.phoneLabel ? (
                    <span aria-hidden="true" className="mb-1 block text-xs font-semibold tracking-wide text-muted-foreground uppercase md:hidden">
                      {column.label}
                    </span>
                  ) : null}
                  {column.alignEnd ? (
                    <div className="flex justify-end">{column.cell(row)}</div>
                  ) : (
                    column.cell(row)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
