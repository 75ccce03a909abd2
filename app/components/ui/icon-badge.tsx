import type { LucideIcon } from 'lucide-react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '~/lib/cn'

const iconBadgeVariants = cva('inline-flex shrink-0 items-center justify-center rounded-full', {
  variants: {
    size: { sm: 'size-10', md: 'size-12', lg: 'size-14', xl: 'size-16' },
    tone: {
      primary: 'bg-primary-soft text-primary',
      destructive: 'bg-destructive-soft text-destructive',
      onDark: 'bg-white/10 text-cta',
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
})

/** The icon is half the badge's size. */
const iconSizes = { sm: 'size-5', md: 'size-6', lg: 'size-7', xl: 'size-8' } as const

/** An icon in a tinted circle: the mark of a feature, a card or a page's state. Decorative. */
export function IconBadge({
  icon: Icon,
  size,
  tone,
  className,
}: { icon: LucideIcon; className?: string } & VariantProps<typeof iconBadgeVariants>) {
  return (
    <span data-slot="icon-badge" className={cn(iconBadgeVariants({ size, tone }), className)}>
      <Icon aria-hidden="true" className={iconSizes[size ?? 'md']} />
    </span>
  )
}
