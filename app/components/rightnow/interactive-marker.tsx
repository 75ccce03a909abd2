import * as React from 'react'

/**
 * Marks its children `data-interactive` once they are hydrated. Deferred widgets
 * (whose code loads after the page's own) use it so tests, and styles if ever
 * needed, can tell when they respond to input.
 */
export function InteractiveMarker({ children }: { children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    ref.current?.setAttribute('data-interactive', 'true')
  }, [])
  return <div ref={ref}>{children}</div>
}
