import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/lib/cn'

type Variant = 'primary' | 'accent' | 'secondary' | 'inverse'

/** A large call-to-action button style whose label may wrap on small screens. */
export function largeButton(variant: Variant, className?: string) {
  return cn(buttonVariants({ variant, size: 'wrapLarge' }), className)
}

/** A regular-size button style whose label may wrap (cards, narrow columns). */
export function wrappingButton(variant: Variant, className?: string) {
  return cn(buttonVariants({ variant, size: 'wrap' }), className)
}
