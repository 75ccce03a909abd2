import { Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { adminOnlyCopy } from '~/content/admin'
import { Card } from '~/components/ui/card'
import { IconBadge } from '~/components/ui/icon-badge'

/** An editor on a page only admins open (the server answered it with 403). */
export function AdminOnlyNotice() {
  return (
    <Card role="alert" className="mx-auto max-w-lg p-8 text-center">
      <IconBadge icon={ShieldAlert} size="lg" tone="destructive" className="mx-auto" />
      <h1 className="mt-5 text-3xl font-bold">{adminOnlyCopy.title}</h1>
      <p className="mt-3 text-ink">{adminOnlyCopy.message}</p>
      <Link
        to="/admin"
        className="mt-6 inline-flex rounded-md text-sm font-semibold text-primary hover:underline"
      >
        {adminOnlyCopy.back}
      </Link>
    </Card>
  )
}
