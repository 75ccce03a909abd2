import * as React from 'react'

/**
 * A button disabled while its action runs loses the focus to the page (a disabled control cannot
 * hold it), and a keyboard or screen-reader user is sent back to the top. Spread what this
 * returns onto the button: once the action it started ends, the focus comes back to it, unless
 * something else took it meanwhile (a dialog closed, the page moved on, a heading was focused).
 */
export function useFocusAfterBusy<T extends HTMLElement>(busy: boolean) {
  const [button, setButton] = React.useState<T | null>(null)
  const started = React.useRef(false)
  React.useEffect(() => {
    if (busy || !started.current) return
    started.current = false
    const active = document.activeElement
    if ((active === null || active === document.body) && button?.isConnected) button.focus()
  }, [busy, button])
  const onClick = React.useCallback(() => {
    started.current = true
  }, [])
  return { ref: setButton, onClick }
}
