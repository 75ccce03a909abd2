import * as React from 'react'
import { lazySection } from '~/components/layout/lazy-section'

// Every content page names it as its error component, so it would sit in the first script of
// every page: server-rendered in full, it hydrates when its own chunk arrives.
const LazyContentUnavailablePage = lazySection(() => import('./content-unavailable'), 'ContentUnavailablePage')

/** The page a content page shows when the database could not give its content (503). */
export function ContentUnavailablePage() {
  return (
    <React.Suspense fallback={null}>
      <LazyContentUnavailablePage />
    </React.Suspense>
  )
}
