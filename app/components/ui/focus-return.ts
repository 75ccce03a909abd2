import * as React from 'react'

type AutoFocusHandler = (event: Event) => void

/**
 * Where focus goes when a dialog closes. Radix gives it back to the dialog's Trigger, but the
 * site's dialogs are opened by the address (`?open=`) or by a button's state, without one, so
 * focus fell to the page and a keyboard user started again from the top. This remembers what
 * had focus as the dialog opened (the button that opened it) and gives focus back to it, while
 * it is still on the page, else to the page's main heading. A handler of the caller's that
 * prevents the default decides instead.
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus }: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler }) {
  const opener = React.useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix asks before it moves focus into the dialog: what has it now opened the dialog.
      const active = document.activeElement
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      if (event.defaultPrevented) return
      const opened = opener.current
      opener.current = null
      // What opened it is gone (the row it deleted) or nothing did (an address that opened it):
      // the page's own heading, not the top of the page.
      const target = opened?.isConnected ? opened : document.querySelector<HTMLElement>('main h1')
      if (!target) return
      event.preventDefault()
      if (target !== opened && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      target.focus()
    },
  }
}
