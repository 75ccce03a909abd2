import { createFileRoute } from '@tanstack/react-router'
import { CalendarDays, GraduationCap, Library, MessagesSquare, ShieldCheck, TrendingUp, UsersRound, type LucideIcon } from 'lucide-react'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { FeatureCardGrid } from '~/components/sections/feature-card'
import { CtaBand } from '~/components/sections/cta-band'
import { DeferredFaq } from '~/components/rightnow/deferred-faq'
import { JsonLd } from '~/components/seo/json-ld'
import { ExternalLink } from '~/components/layout/external-link'
import { ScrollToButton } from '~/components/creators/scroll-to-button'
import { SecurityResources } from '~/components/securityhub/security-resources'
import { Illustration } from '~/components/illustrations/illustration'
import securityDrawing from '~/components/illustrations/drawings/security.svg?raw'
import type { SecurityPillarId, SecurityBenefitId } from '~/content/securityhub'
import { SECURITY_RESOURCES_SECTION_ID, securityHubPage as copy } from '~/content/securityhub'
import { loadPublishedResources } from '~/queries/resources'
import { faqPageJsonLd } from '~/lib/structured-data'
import { pageMeta } from '~/content/page-meta'
import { pageHead, useSite } from '~/lib/site'
import { previewDeps, previewMeta, previewSearch } from '~/lib/content-preview'
import { PreviewBanner } from '~/components/site-content/preview-banner'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'
import { getFaqContent } from '~/server/content-pages.functions'
import { largeButton } from '~/components/ui/button'
import { settleAll } from '~/lib/settle-all'

export const Route = createFileRoute('/securityhub')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  loader: async ({ context, deps }) => {
    const [content] = await settleAll([getFaqContent({ data: { place: 'securityhub', preview: deps.preview } }), loadPublishedResources(context.queryClient, 'security-hub')])
    return content
  },
  head: (context) => pageHead(context, previewMeta(pageMeta.securityHub, context.loaderData)),
  errorComponent: ContentUnavailablePage,
  component: SecurityHubPage,
})

const pillarIcons: Record<SecurityPillarId, LucideIcon> = {
  'security-foundation': ShieldCheck,
  'peer-network': UsersRound,
  'practice-growth': TrendingUp,
}

const benefitIcons: Record<SecurityBenefitId, LucideIcon> = {
  events: CalendarDays,
  'premium-resources': Library,
  'expert-access': MessagesSquare,
}

function SecurityHubPage() {
  const { links } = useSite()
  const { faq, preview } = Route.useLoaderData()
  return (
    <>
      {preview ? <PreviewBanner path="/securityhub" /> : null}
      <JsonLd data={faqPageJsonLd(faq)} />
      <PageHero
        hero={copy.hero}
        actions={
          <>
            <ExternalLink href={links.communityJoin} className={largeButton('cta')}>
              {copy.hero.claim}
            </ExternalLink>
            <ScrollToButton targetId={SECURITY_RESOURCES_SECTION_ID}>{copy.hero.explore}</ScrollToButton>
          </>
        }
        note={
          <span className="inline-flex items-center gap-2 font-medium text-success">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {copy.hero.note}
          </span>
        }
        illustration={<Illustration drawing={securityDrawing} />}
      />

      <Section eyebrow={copy.pillars.eyebrow} title={copy.pillars.title} intro={copy.pillars.intro}>
        <FeatureCardGrid items={copy.pillars.items} icons={pillarIcons} />
      </Section>

      <Section
        id={SECURITY_RESOURCES_SECTION_ID}
        tone="tint"
        eyebrow={copy.resources.eyebrow}
        title={copy.resources.title}
        intro={copy.resources.intro}
      >
        <SecurityResources />
      </Section>

      <Section eyebrow={copy.benefits.eyebrow} title={copy.benefits.title} intro={copy.benefits.intro}>
        <FeatureCardGrid items={copy.benefits.items} icons={benefitIcons} />
        <div className="mt-10 flex justify-center">
          <ExternalLink href={links.communityJoin} className={largeButton('default')}>
            <GraduationCap aria-hidden="true" />
            {copy.hero.claim}
          </ExternalLink>
        </div>
      </Section>

      <Section tone="muted" eyebrow={copy.faq.eyebrow} title={copy.faq.title} containerClassName="max-w-3xl">
        <DeferredFaq items={faq} />
      </Section>

      <CtaBand title={copy.closing.title} text={copy.closing.text}>
        <ExternalLink href={links.communityJoin} className={largeButton('cta')}>
          {copy.closing.claim}
        </ExternalLink>
      </CtaBand>
    </>
  )
}
