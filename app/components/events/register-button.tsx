import * as React from 'react'
import { Ticket } from 'lucide-react'
import { Button, type ButtonProps } from '~/components/ui/button'
import { lazySection } from '~/components/layout/lazy-section'
import type { RegistrableEvent } from './registration-dialog'

// The dialog and its form load on first use, keeping them out of the page's first load.
const RegistrationDialog = lazySection(() => import('./registration-dialog'), 'RegistrationDialog')

/**
 * Register for an event on this site: opens the registration form (full name, e-mail, firm),
 * which stores a registration (a seat, or the waitlist when the event is full).
 */
export function RegisterButton({
  event,
  isConference = false,
  children,
  variant = 'cta',
  className,
}: { event: RegistrableEvent; isConference?: boolean } & Pick<ButtonProps, 'variant' | 'className' | 'children'>) {
  const [open, setOpen] = React.useState(false)
  const [requested, setRequested] = React.useState(false)
  return (
    <>
      <Button
        type="button"
        variant={variant}
        size="wrapLarge"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <Ticket aria-hidden="true" />
        {children}
      </Button>
      {requested ? (
        <React.Suspense fallback={null}>
          <RegistrationDialog event={event} isConference={isConference} open={open} onOpenChange={setOpen} />
        </React.Suspense>
      ) : null}
    </>
  )
}
