import type * as React from 'react'
import type { LinkProps } from '@tanstack/react-router'
import { Card } from '~/components/ui/card'
import { AdminPageHeader } from '~/components/admin/admin-page-header'

/**
 * An admin page that adds or edits one record (an event): a link back to the list, the title
 * and subtitle, then the form in a card. Forms with many fields get a page rather than a
 * dialog: their address can be shared, and phones scroll them as any page.
 */
export function RecordFormPage({
  title,
  subtitle,
  back,
  backLabel,
  children,
}: {
  title: string
  subtitle: string
  back: LinkProps['to']
  backLabel: string
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <AdminPageHeader back={{ to: back, label: backLabel }} title={title} intro={subtitle} introClassName="max-w-none" />
      <Card className="p-5 sm:p-8">{children}</Card>
    </div>
  )
}

/** A titled group of fields inside a record form. */
export function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-1 text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  )
}
