import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { pageHead, useSite } from '~/lib/site'
import { previousTier } from '~/lib/tier-matrix'
import { featureGroups, membershipOptionsCopy as copy, membershipPageCopy, tierById, tiers } from '~/content/membership'
import { pageMeta } from '~/content/page-meta'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { ExternalLink } from '~/components/layout/external-link'
import { buttonVariants } from '~/components/ui/button'
import { PlanCard } from '~/components/membership/plan-card'

export const Route = createFileRoute('/membership_v2')({
  head: (context) => pageHead(context, pageMeta.membershipOptions),
  component: MembershipOptionsPage,
})

function MembershipOptionsPage() {
  const { links } = useSite()
  const free = tierById('community')
  const paid = tiers.filter((tier) => tier.id !== 'community')
  return (
    <>
      <PageHero hero={copy.hero} className="[&>div]:pb-6 sm:[&>div]:pb-10" />
      <Section className="pt-6 sm:pt-8 lg:pt-10">
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4 lg:items-stretch">
          <li>
            <PlanCard
              headingLevel={2}
              title={copy.freeCard.title}
              badge={{ text: copy.freeCard.badge, tone: 'default' }}
              description={copy.freeCard.description}
              price={free.price}
              priceNote={free.priceNote}
              features={featureGroups.community}
              action={
                <ExternalLink href={links.signUp} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
                  {copy.freeCard.cta}
                </ExternalLink>
              }
            />
          </li>
          {paid.map((tier) => {
            const below = previousTier(tier.id)
            const popular = tier.badge === 'Most Popular'
            return (
              <li key={tier.id}>
                <PlanCard
                  headingLevel={2}
                  title={tier.planName}
                  badge={popular ? { text: copy.mostPopular, tone: 'cta' } : null}
                  description={tier.summary}
                  price={tier.price}
                  priceNote={tier.priceNote}
                  listIntro={below ? membershipPageCopy.comparison.everythingIn(tierById(below).planName) : undefined}
                  features={featureGroups[tier.id]}
                  highlight={popular}
                  action={
                    <ExternalLink
                      href={links[tier.tierLink ?? 'signUp']}
                      className={buttonVariants({ variant: popular ? 'cta' : 'default', className: 'w-full' })}
                    >
                      {copy.upgrade}
                      <span className="sr-only"> to {tier.planName}</span>
                    </ExternalLink>
                  }
                />
              </li>
            )
          })}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-muted-foreground">{copy.billingNote}</p>
          <Link to="/membership" hash="compare" className={buttonVariants({ variant: 'link' })}>
            {copy.compareLink}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </Section>
    </>
  )
}
