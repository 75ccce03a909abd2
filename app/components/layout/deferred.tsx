import * as React from 'react'
import { Spinner } from '~/components/ui/spinner'

/**
 * A server-rendered section whose code is its own chunk (see lazySection): the HTML is
 * complete from the first paint, and the section hydrates when its chunk arrives, which keeps
 * the page's first-load JavaScript within budget. The fallback only shows after a client-side
 * navigation, until the chunk has loaded.
 */
export function Deferred({ label, minHeight, children }: { label?: string; minHeight: string; children: React.ReactNode }) {
  return (
    <React.Suspense
      fallback={
        <div style={{ minHeight }} className="flex items-center justify-center">
          <Spinner label={label} />
        </div>
      }
    >
      {children}
    </React.Suspense>
  )
}
