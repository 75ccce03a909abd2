import * as React from 'react'

/**
 * A text box or a select is in the server-rendered page before its code runs: what a visitor
 * typed or chose there meanwhile is handed to `take` once the component runs, instead of being
 * silently ignored.
 */
export function useEarlyInput(control: React.RefObject<HTMLInputElement | HTMLSelectElement | null>, take: (value: string) => void) {
  const takeEarly = React.useRef(take)
  React.useEffect(() => {
    const value = control.current?.value ?? ''
    if (value !== '') takeEarly.current(value)
  }, [control])
}
