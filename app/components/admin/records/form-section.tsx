import type * as React from 'react'

/** A titled group of fields inside a long form (an event's, the settings), with what it is for. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-1 text-lg font-semibold text-ink">{title}</legend>
      {description ? <p className="-mt-3 text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </fieldset>
  )
}
