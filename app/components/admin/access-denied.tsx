import * as React from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { accessDeniedCopy } from '~/content/admin'
import { Card } from '~/components/ui/card'
import { IconBadge } from '~/components/ui/icon-badge'

/** How long a signed-in non-admin sees Access Denied before being taken home. */
export const ACCESS_DENIED_REDIRECT_MS = 2000

export function AccessDenied() {
  const navigate = useNavigate()

  React.useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate({ to: '/', replace: true }),
      ACCESS_DENIED_REDIRECT_MS,
    )
    return () => window.clearTimeout(timer)
  }, [navigate])

  return (
    <div className="bg-muted px-4 py-16 sm:py-24">
      <Card
        role="alert"
        className="mx-auto max-w-lg p-8 text-center"
      >
        <IconBadge icon={ShieldAlert} size="lg" tone="destructive" className="mx-auto" />
        <h1 className="mt-5 text-3xl font-bold">{accessDeniedCopy.title}</h1>
        <p className="mt-3 text-lg text-ink">{accessDeniedCopy.message}</p>
        <p className="mt-2 text-sm text-muted-foreground">{accessDeniedCopy.redirecting}</p>
        <Link
          to="/"
          replace
          className="mt-6 inline-flex rounded-md text-sm font-semibold text-primary hover:underline"
        >
          {accessDeniedCopy.returnHome}
        </Link>
      </Card>
    </div>
  )
}
