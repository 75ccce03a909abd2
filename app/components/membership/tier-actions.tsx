import type { Tier } from '~/content/membership'
import { membershipPageCopy } from '~/content/membership'
import { ExternalLink } from '~/components/layout/external-link'
import { buttonVariants } from '~/components/ui/button'
import { useSite } from '~/lib/site'
import { cn } from '~/lib/cn'

/** Card buttons: Join Free on the free tier, Book a Call (the scheduling page) on the paid ones. */
export function TierAction({ tier, className }: { tier: Tier; className?: string }) {
  const { links } = useSite()
  const free = tier.id === 'community'
  const variant = free ? 'outline' : tier.badge === 'Most Popular' ? 'cta' : 'default'
  return (
    <ExternalLink
      href={free ? links.communityJoin : links.scheduling}
      className={cn(buttonVariants({ variant, size: 'sm' }), 'w-full', className)}
      showIcon={false}
    >
      {free ? membershipPageCopy.joinFree : membershipPageCopy.bookCall}
      <span className="sr-only">: {tier.name}</span>
    </ExternalLink>
  )
}
