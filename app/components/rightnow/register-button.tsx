import { Ticket } from 'lucide-react'
import { Button, type ButtonProps } from '~/components/ui/button'
import { registrationToast } from '~/content/rightnow'

/**
 * Register for RightNOW. Registration sends nothing anywhere:
 * the button only confirms with a toast.
 */
export function RegisterButton({ children, variant = 'cta', className }: Pick<ButtonProps, 'variant' | 'className' | 'children'>) {
  return (
    <Button
      type="button"
      variant={variant}
      size="wrapLarge"
      className={className}
      onClick={() => {
        // Toasts load on first use, keeping sonner out of the page's first load.
        void import('~/lib/notify').then(({ notify }) => notify.success(registrationToast.title, registrationToast.description))
      }}
    >
      <Ticket aria-hidden="true" />
      {children}
    </Button>
  )
}
