import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/lib/cn'

/**
 * Extra classes for large buttons whose labels are long: they may wrap on a
 * 375 px screen instead of pushing the layout sideways. Merge them with `cn`
 * (buttonVariants alone would keep its `whitespace-nowrap`).
 */
export const wrapButtonClass = 'h-auto min-h-12 py-3 whitespace-normal text-center'

type Variant = 'primary' | 'accent' | 'secondary' | 'inverse'

/** A large call-to-action button style whose label may wrap on small screens. */
export function largeButton(variant: Variant, className?: string) {
  return cn(buttonVariants({ variant, size: 'lg' }), wrapButtonClass, className)
}

/** A regular-size button style whose label may wrap (cards, narrow columns). */
export function wrappingButton(variant: Variant, className?: string) {
  return cn(buttonVariants({ variant, size: 'md' }), 'h-auto min-h-11 py-2.5 whitespace-normal text-center', className)
}
