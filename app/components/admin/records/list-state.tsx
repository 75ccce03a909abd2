import type * as React from 'react'
import { RefreshCw } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { cardSurface } from '~/components/ui/card'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { cn } from '~/lib/cn'

/** An admin list while it loads, when it failed (with a retry), or when it has nothing to show. */
export function ListState({
  state,
  message,
  onRetry,
  retrying,
  retryLabel,
  action,
}: {
  state: 'loading' | 'failed' | 'empty'
  message: string
  onRetry?: () => void
  retrying?: boolean
  retryLabel?: string
  /** What an empty list offers (clearing its filters). */
  action?: React.ReactNode
}) {
  return (
    <div
      className={
        state === 'empty'
          ? 'flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-white px-6 py-14 text-center text-muted-foreground'
          : cn(cardSurface, 'flex flex-col items-center gap-4 px-6 py-12 text-center')
      }
    >
      {state === 'loading' ? <Spinner label={message} /> : <p className={state === 'empty' ? undefined : 'text-ink'}>{message}</p>}
      {state === 'failed' && onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" />
          {retryLabel}
        </Button>
      ) : null}
      {state === 'empty' ? action : null}
    </div>
  )
}

const listDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: SITE_TIME_ZONE })

/**
 * The day of an instant as admins read it in the lists, 'Nov 23, 2026': the site's day (as the
 * analytics and the events count it), the same on the server and in every staff member's browser.
 */
export function formatDate(timestamp: string): string {
  return listDate.format(new Date(timestamp))
}
