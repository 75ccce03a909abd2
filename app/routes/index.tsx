import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowDown, ArrowRight } from 'lucide-react'
import { pageHead, useSite } from '~/lib/site'
import { previewDeps, previewMeta, previewSearch } from '~/lib/content-preview'
import { getFaqContent } from '~/server/content-pages.functions'
import { PreviewBanner } from '~/components/site-content/preview-banner'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'
import { loadActiveExperts } from '~/queries/experts'
import { faqPageJsonLd, organizationJsonLd } from '~/lib/structured-data'
import { homeCta, homeFaq, homeFeatures, homeHero, homeShowcase, homeStats } from '~/content/home'
import { pageMeta } from '~/content/page-meta'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CtaBand } from '~/components/sections/cta-band'
import { JsonLd } from '~/components/seo/json-ld'
import { ExternalLink } from '~/components/layout/external-link'
import { buttonVariants, largeButton } from '~/components/ui/button'
import { Deferred } from '~/components/layout/deferred'
import { lazySection } from '~/components/layout/lazy-section'
import { HomeFeatureGrid } from '~/components/home/home-features'
import { StatRow } from '~/components/sections/stat-row'
import { getSiteFigures } from '~/server/content-pages.functions'
import { Illustration } from '~/components/illustrations/illustration'
import homeHeroDrawing from '~/components/illustrations/drawings/home-hero.svg?raw'

const EXPERT_SHOWCASE_ID = 'expert-showcase'

// The accordion (Radix) is its own chunk: server-rendered, hydrated when it arrives.
const CondensedFaq = lazySection(() => import('~/components/home/condensed-faq'), 'CondensedFaq')

// The expert grid (and TanStack Query's observer) is its own chunk: server-rendered from the
// loader's data, hydrated when it arrives.
const ActiveExperts = lazySection(() => import('~/components/experts/active-experts'), 'ActiveExperts')

export const Route = createFileRoute('/')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  loader: async ({ context, deps }) => {
    const [content, figures] = await Promise.all([
      getFaqContent({ data: { place: 'home', preview: deps.preview } }),
      getSiteFigures(),
      loadActiveExperts(context.queryClient),
    ])
    return { ...content, figures }
  },
  head: (context) => pageHead(context, previewMeta(pageMeta.home, context.loaderData)),
  errorComponent: ContentUnavailablePage,
  component: HomePage,
})

function HomePage() {
  const { links, site } = useSite()
  const { faq, preview, figures } = Route.useLoaderData()
  return (
    <>
      {preview ? <PreviewBanner path="/" /> : null}
      <JsonLd data={organizationJsonLd(site, pageMeta.home.description)} />
      <PageHero
        hero={homeHero}
        actions={
          <>
            <ExternalLink href={links.communityJoin} className={largeButton('cta')}>
              {homeHero.joinNow}
            </ExternalLink>
            <a href={`#${EXPERT_SHOWCASE_ID}`} className={largeButton('outline')}>
              {homeHero.browseExperts}
              <ArrowDown aria-hidden="true" />
            </a>
          </>
        }
        illustration={<Illustration drawing={homeHeroDrawing} />}
      />
      <div className="bg-white">
        <div className="relative z-10 mx-auto -mt-6 max-w-5xl px-4 sm:-mt-10 sm:px-6 lg:px-8">
          <StatRow stats={homeStats(figures.communitySize)} />
        </div>
      </div>

      <Section eyebrow={homeFeatures.eyebrow} title={homeFeatures.title} intro={homeFeatures.intro}>
        <HomeFeatureGrid features={homeFeatures.cards} />
      </Section>

      <Section id={EXPERT_SHOWCASE_ID} tone="tint" eyebrow={homeShowcase.eyebrow} title={homeShowcase.title} intro={homeShowcase.intro}>
        <Deferred label={homeShowcase.loading} minHeight="20rem">
          <ActiveExperts loadingLabel={homeShowcase.loading} />
        </Deferred>
        <div className="mt-10 text-center">
          <Link to="/experts" className={buttonVariants({ variant: 'outline' })}>
            {homeShowcase.viewAll}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </Section>

      <Section eyebrow={homeFaq.eyebrow} title={homeFaq.title} intro={homeFaq.intro} containerClassName="max-w-3xl">
        <Deferred label={homeFaq.loading} minHeight="18rem">
          <CondensedFaq items={faq} />
        </Deferred>
        <div className="mt-8 text-center">
          <Link to="/academy" className={buttonVariants({ variant: 'outline' })}>
            {homeFaq.viewAll}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <JsonLd data={faqPageJsonLd(faq)} />
      </Section>

      <CtaBand title={homeCta.title} text={homeCta.text(figures.communitySize)}>
        <ExternalLink href={links.communityJoin} className={largeButton('cta')}>
          {homeCta.button}
        </ExternalLink>
      </CtaBand>
    </>
  )
}
