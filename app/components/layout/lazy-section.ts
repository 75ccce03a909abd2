import * as React from 'react'

// React.lazy's own constraint on what it renders.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = React.ComponentType<any>

/**
 * A named export of a module as a lazy component, for `Deferred` or any Suspense boundary:
 * `const Faq = lazySection(() => import('~/components/faq/faq-accordion'), 'FaqAccordion')`.
 */
export function lazySection<TModule extends Record<TName, AnyComponent>, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName,
) {
  return React.lazy(() => load().then((module) => ({ default: module[name] })))
}
