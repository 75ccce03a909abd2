import * as React from 'react'
import { Spinner } from '~/components/ui/spinner'

/**
 * A server-rendered section whose code is its own chunk (React.lazy): the HTML is
 * complete from the first paint, and the section hydrates when its chunk arrives,
 * which keeps the page's first-load JavaScript within budget. The fallback only
 * shows after a client-side navigation, until the chunk has loaded.
 */
// React.lazy's own constraint on what it renders.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = React.ComponentType<any>

/**
 * A named export of a module as a lazy component, for `Deferred`:
 * `const Faq = lazySection(() => import('~/components/faq/faq-accordion'), 'FaqAccordion')`.
 */
export function lazySection<TModule extends Record<TName, AnyComponent>, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName,
) {
  return React.lazy(() => load().then((module) => ({ default: module[name] })))
}

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
