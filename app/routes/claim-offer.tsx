import { Link, createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight, UsersRound } from 'lucide-react'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { Deferred } from '~/components/layout/deferred'
import { lazySection } from '~/components/layout/lazy-section'
import { ExpertList } from '~/components/claim-offer/expert-list'
import { Illustration } from '~/components/illustrations/illustration'
import membershipCardDrawing from '~/components/illustrations/drawings/membership-card.svg?raw'
import { claimOfferPage as copy } from '~/content/claim-offer'
import { activeExpertsQuery, ensureActiveExperts } from '~/queries/experts'
import { pageMeta } from '~/content/page-meta'
import { pageHead, useSite } from '~/lib/site'
import { ExternalLink } from '~/components/layout/external-link'
import { largeButton } from '~/components/ui/button'
import { getOffer } from '~/server/events.functions'
import { Card } from '~/components/ui/card'
import { CheckListItem } from '~/components/sections/check-list-item'

// The claim form (TanStack Form, valibot) is its own chunk: server-rendered in full, hydrated
// when the chunk arrives, so the page's first-load JavaScript stays within budget.
const ClaimForm = lazySection(() => import('~/components/claim-offer/claim-form'), 'ClaimForm')

export const Route = createFileRoute('/claim-offer')({
  loader: async ({ context }) => {
    const [{ offer, meta }] = await Promise.all([getOffer(), ensureActiveExperts(context.queryClient)])
    return { offer, meta }
  },
  head: (context) => pageHead(context, context.loaderData?.meta ?? pageMeta.claimOffer),
  component: ClaimOfferPage,
})

/** The claim form while the offer runs (until the end of its last day, from the settings); after it, that it ended and where to go. */
function ClaimOfferPage() {
  const { data: experts = [] } = useQuery(activeExpertsQuery())
  const { offer } = Route.useLoaderData()
  const { links } = useSite()
  return (
    <>
      <PageHero hero={copy.hero} illustration={<Illustration drawing={membershipCardDrawing} />} />

      <Section tone="tint" containerClassName="max-w-5xl">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.15fr] lg:items-start">
          <section aria-labelledby="offer-title" className="rounded-2xl bg-ink p-6 text-slate-200 shadow-card sm:p-8">
            <h2 id="offer-title" className="text-2xl font-bold text-white">
              {copy.offer.title}
            </h2>
            <p className="mt-2 text-3xl font-bold text-cta">{copy.offer.headline}</p>
            <ul className="mt-6 space-y-3">
              {[...copy.offer.points, copy.offer.validUntil(offer.endsOnText)].map((point) => (
                <CheckListItem key={point} tone="cta" className="text-white">
                  {point}
                </CheckListItem>
              ))}
            </ul>
          </section>

          {offer.open ? (
            <Card as="section" aria-labelledby="claim-form-title" className="rounded-2xl p-6 sm:p-8">
              <h2 id="claim-form-title" className="text-2xl font-bold">
                {copy.form.title}
              </h2>
              <p className="mt-2 mb-6 text-muted-foreground">{copy.form.intro}</p>
              <Deferred minHeight="22rem">
                <ClaimForm />
              </Deferred>
            </Card>
          ) : (
            <Card as="section" aria-labelledby="offer-ended-title" className="rounded-2xl p-6 sm:p-8" data-testid="offer-ended">
              <h2 id="offer-ended-title" className="text-2xl font-bold">
                {copy.ended.title}
              </h2>
              <p className="mt-3 text-ink">{copy.ended.text(offer.endsOnText)}</p>
              <p className="mt-3 text-muted-foreground">{copy.ended.next}</p>
              <ExternalLink href={links.communityJoin} className={largeButton('cta', 'mt-6')}>
                <UsersRound aria-hidden="true" />
                {copy.ended.join}
              </ExternalLink>
            </Card>
          )}
        </div>
      </Section>

      <Section eyebrow={copy.experts.eyebrow} title={copy.experts.title} intro={copy.experts.intro}>
        <ExpertList experts={experts} emptyText={copy.experts.empty} />
        <p className="mt-8 text-center">
          <Link to="/experts" className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
            {copy.experts.allExperts}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>
    </>
  )
}
