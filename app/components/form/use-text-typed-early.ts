import * as React from 'react'

/**
 * A text box is in the server-rendered page before its code runs: what a visitor typed there
 * meanwhile is handed to `take` once the component runs, instead of being silently ignored.
 */
export function useTextTypedEarly(box: React.RefObject<HTMLInputElement | null>, take: (text: string) => void) {
  const takeTyped = React.useRef(take)
  React.useEffect(() => {
    const typed = box.current?.value ?? ''
    if (typed !== '') takeTyped.current(typed)
  }, [box])
}
