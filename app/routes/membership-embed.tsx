import { createFileRoute } from '@tanstack/react-router'
import { pageHead, useSite } from '~/lib/site'
import { previousTier } from '~/lib/tier-matrix'
import { featureGroups, membershipEmbedCopy as copy, membershipPageCopy, tierById, tiers } from '~/content/membership'
import { pageMeta } from '~/content/page-meta'
import { ExternalLink } from '~/components/layout/external-link'
import { buttonVariants } from '~/components/ui/button'
import { PlanCard } from '~/components/membership/plan-card'

export const Route = createFileRoute('/membership-embed')({
  head: (context) => pageHead(context, pageMeta.membershipEmbed),
  // Shown in an iframe on the community platform (EMBED_ALLOWED_ORIGINS): no site header or footer.
  staticData: { embed: true },
  component: MembershipEmbedPage,
})

/**
 * A compact version of the plans, sized for an iframe: Sign Up, then Learn
 * more per paid tier, each opening a new tab so the visitor leaves the parent page open.
 */
function MembershipEmbedPage() {
  const { links } = useSite()
  const free = tierById('community')
  const paid = tiers.filter((tier) => tier.id !== 'community')
  return (
    <section aria-labelledby="plans-heading">
      <div className="mx-auto max-w-7xl p-4 sm:p-6">
        <div className="mx-auto max-w-2xl text-center">
          <h1 id="plans-heading" className="text-2xl font-bold sm:text-3xl">
            {copy.title}
          </h1>
          <p className="mt-2 text-muted-foreground">{copy.lead}</p>
        </div>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <PlanCard
              headingLevel={2}
              title={copy.freeCard.title}
              description={copy.freeCard.description}
              price={free.price}
              priceNote={free.priceNote}
              features={featureGroups.community}
              action={
                <ExternalLink href={links.signUp} className={buttonVariants({ variant: 'cta', className: 'w-full' })}>
                  {copy.freeCard.cta}
                </ExternalLink>
              }
            />
          </li>
          {paid.map((tier) => {
            const below = previousTier(tier.id)
            return (
              <li key={tier.id}>
                <PlanCard
                  headingLevel={2}
                  title={tier.planName}
                  badge={tier.badge === 'Basic' ? { text: tier.badge, tone: 'ink' } : null}
                  description={tier.summary}
                  price={tier.price}
                  priceNote={tier.priceNote}
                  listIntro={below ? membershipPageCopy.comparison.everythingIn(tierById(below).planName) : undefined}
                  features={featureGroups[tier.id]}
                  action={
                    <ExternalLink href={links[tier.tierLink ?? 'signUp']} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
                      {copy.learnMore}
                      <span className="sr-only"> {copy.learnMoreAbout(tier.planName)}</span>
                    </ExternalLink>
                  }
                />
              </li>
            )
          })}
        </ul>
        <p className="mt-6 text-center text-sm text-muted-foreground">{copy.billingNote}</p>
      </div>
    </section>
  )
}
