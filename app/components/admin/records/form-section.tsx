import type * as React from 'react'

/** A titled group of fields inside a long form (an event's, the settings). */
export function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-1 text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  )
}
