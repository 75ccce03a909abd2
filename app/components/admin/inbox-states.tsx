import { RefreshCw } from 'lucide-react'
import { inboxCopy } from '~/content/admin'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'

/** The list while it loads, when it failed (with a retry), or when nothing matches. */
export function InboxState({
  state,
  message,
  onRetry,
  retrying,
}: {
  state: 'loading' | 'failed' | 'empty'
  message: string
  onRetry?: () => void
  retrying?: boolean
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-white px-6 py-12 text-center shadow-card">
      {state === 'loading' ? (
        <Spinner label={message} />
      ) : (
        <p className="text-ink">{message}</p>
      )}
      {state === 'failed' && onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" />
          {inboxCopy.retry}
        </Button>
      ) : null}
    </div>
  )
}

/** A date as admins read it in the lists: 23 Nov 2026. */
export function formatDate(timestamp: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(timestamp),
  )
}
