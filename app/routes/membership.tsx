import { createFileRoute } from '@tanstack/react-router'
import { CalendarClock } from 'lucide-react'
import { pageHead, useSite } from '~/lib/site'
import { previewDeps, previewMeta, previewSearch } from '~/lib/content-preview'
import { PreviewBanner } from '~/components/site-content/preview-banner'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'
import { SampleNote } from '~/components/sections/sample-note'
import { exampleNotes } from '~/content/site-content'
import { showsExample } from '~/lib/content-pages'
import { getMembershipContent } from '~/server/content-pages.functions'
import { faqPageJsonLd } from '~/lib/structured-data'
import { membershipPageCopy as copy } from '~/content/membership'
import { pageMeta } from '~/content/page-meta'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CtaBand } from '~/components/sections/cta-band'
import { JsonLd } from '~/components/seo/json-ld'
import { ExternalLink } from '~/components/layout/external-link'
import { largeButton } from '~/components/ui/button'
import { Deferred } from '~/components/layout/deferred'
import { lazySection } from '~/components/layout/lazy-section'
import { Testimonials } from '~/components/membership/testimonials'
import { Illustration } from '~/components/illustrations/illustration'
import membershipHeroDrawing from '~/components/illustrations/drawings/membership-hero.svg?raw'

// The comparison (a table and, for narrow screens, cards: the largest part of the page), the
// tabs and the accordion (Radix) are their own chunks: server-rendered, hydrated when they
// arrive, each in its own task after the page's first hydration.
const TierComparison = lazySection(() => import('~/components/membership/tier-comparison'), 'TierComparison')
const DetailedBenefits = lazySection(() => import('~/components/membership/detailed-benefits'), 'DetailedBenefits')
const MembershipFaq = lazySection(() => import('~/components/membership/membership-faq'), 'MembershipFaq')

export const Route = createFileRoute('/membership')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  loader: ({ deps }) => getMembershipContent({ data: { preview: deps.preview } }),
  head: (context) => pageHead(context, previewMeta(pageMeta.membership, context.loaderData)),
  errorComponent: ContentUnavailablePage,
  component: MembershipPage,
})

function MembershipPage() {
  const { links } = useSite()
  const { faq, testimonials, preview } = Route.useLoaderData()
  const actions = (inverse: boolean) => (
    <>
      <ExternalLink href={links.communityJoin} className={largeButton('cta')}>
        {copy.joinFree}
      </ExternalLink>
      <ExternalLink href={links.scheduling} className={largeButton(inverse ? 'inverse' : 'outline')}>
        <CalendarClock aria-hidden="true" />
        {copy.bookCall}
      </ExternalLink>
    </>
  )
  return (
    <>
      {preview ? <PreviewBanner path="/membership" /> : null}
      <PageHero
        hero={copy.hero}
        actions={actions(false)}
        note={copy.hero.note}
        illustration={<Illustration drawing={membershipHeroDrawing} />}
      />

      <Section id="compare" eyebrow={copy.comparison.eyebrow} title={copy.comparison.title} intro={copy.comparison.intro}>
        <Deferred label={copy.loading} minHeight="40rem">
          <TierComparison />
        </Deferred>
      </Section>

      <Section tone="tint" eyebrow={copy.benefits.eyebrow} title={copy.benefits.title}>
        <Deferred label={copy.loading} minHeight="24rem">
          <DetailedBenefits />
        </Deferred>
      </Section>

      <Section eyebrow={copy.faq.eyebrow} title={copy.faq.title} containerClassName="max-w-3xl">
        <Deferred label={copy.loading} minHeight="22rem">
          <MembershipFaq items={faq} />
        </Deferred>
        <JsonLd data={faqPageJsonLd(faq)} />
      </Section>

      <Section tone="muted" eyebrow={copy.testimonials.eyebrow} title={copy.testimonials.title}>
        {showsExample(testimonials) ? <SampleNote className="mb-6 justify-center">{exampleNotes.testimonials}</SampleNote> : null}
        <Testimonials items={testimonials} />
      </Section>

      <CtaBand title={copy.closing.title} text={copy.closing.text}>{actions(true)}</CtaBand>
    </>
  )
}
