import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowDown, ArrowRight } from 'lucide-react'
import { pageHead } from '~/lib/site'
import { loadActiveExperts } from '~/queries/experts'
import { expertsCta, expertsHero, expertsListing } from '~/content/experts-page'
import { pageMeta } from '~/content/page-meta'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CtaBand } from '~/components/sections/cta-band'
import { largeButton } from '~/components/ui/button'
import { Deferred } from '~/components/layout/deferred'
import { lazySection } from '~/components/layout/lazy-section'
import { Illustration } from '~/components/illustrations/illustration'
import expertsHeroDrawing from '~/components/illustrations/drawings/experts-hero.svg?raw'

const LISTING_ID = 'expert-listing'

// The expert grid (and TanStack Query's observer) is its own chunk: server-rendered from the
// loader's data, hydrated when it arrives.
const ActiveExperts = lazySection(() => import('~/components/experts/active-experts'), 'ActiveExperts')

export const Route = createFileRoute('/experts')({
  loader: ({ context }) => loadActiveExperts(context.queryClient),
  head: (context) => pageHead(context, pageMeta.experts),
  component: ExpertsPage,
})

function ExpertsPage() {
  return (
    <>
      <PageHero
        hero={expertsHero}
        actions={
          <>
            <Link to="/creators" className={largeButton('cta')}>
              {expertsHero.becomeExpert}
              <ArrowRight aria-hidden="true" />
            </Link>
            <a href={`#${LISTING_ID}`} className={largeButton('outline')}>
              {expertsHero.browseAll}
              <ArrowDown aria-hidden="true" />
            </a>
          </>
        }
        illustration={<Illustration drawing={expertsHeroDrawing} />}
      />
      <Section id={LISTING_ID} tone="tint" eyebrow={expertsListing.eyebrow} title={expertsListing.title} intro={expertsListing.intro}>
        <Deferred label={expertsListing.loading} minHeight="20rem">
          <ActiveExperts loadingLabel={expertsListing.loading} />
        </Deferred>
      </Section>
      <CtaBand title={expertsCta.title} text={expertsCta.text}>
        <Link to="/creators" className={largeButton('cta')}>
          {expertsCta.button}
          <ArrowRight aria-hidden="true" />
        </Link>
      </CtaBand>
    </>
  )
}
