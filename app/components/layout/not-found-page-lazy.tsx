import * as React from 'react'
import { lazySection } from './lazy-section'

// The 404 page is server-rendered in full and hydrates when its chunk arrives: it stays out of
// every other page's first load.
const LazyNotFoundPage = lazySection(() => import('./not-found-page'), 'NotFoundPage')

/** The 404 page, as the router and the root route show it. */
export function NotFoundPage() {
  return (
    <React.Suspense fallback={null}>
      <LazyNotFoundPage />
    </React.Suspense>
  )
}
