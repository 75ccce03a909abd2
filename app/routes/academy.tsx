import { createFileRoute } from '@tanstack/react-router'
import { BookOpen, Gift, Globe, Mail, MessagesSquare, UserRoundCheck, Video, type LucideIcon } from 'lucide-react'
import { pageHead, useSite } from '~/lib/site'
import { previewDeps, previewMeta, previewSearch } from '~/lib/content-preview'
import { PreviewBanner } from '~/components/site-content/preview-banner'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'
import { faqPageJsonLd } from '~/lib/structured-data'
import { JsonLd } from '~/components/seo/json-ld'
import { getFaqContent } from '~/server/content-pages.functions'
import type { AcademyCardId } from '~/content/academy'
import { academyCards, academyClosing, academyFaq, academyHero, academyWebsite } from '~/content/academy'
import { pageMeta } from '~/content/page-meta'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { FeatureCard } from '~/components/sections/feature-card'
import { CtaBand } from '~/components/sections/cta-band'
import { ExternalLink } from '~/components/layout/external-link'
import { largeButton } from '~/components/ui/button'
import { Deferred } from '~/components/layout/deferred'
import { lazySection } from '~/components/layout/lazy-section'
import { Illustration } from '~/components/illustrations/illustration'
import { Card } from '~/components/ui/card'
import academyHeroDrawing from '~/components/illustrations/drawings/academy-hero.svg?raw'
import { IconBadge } from '~/components/ui/icon-badge'

const cardIcons: Record<AcademyCardId, LucideIcon> = {
  experts: UserRoundCheck,
  resources: BookOpen,
  'live-sessions': Video,
  peers: MessagesSquare,
  perks: Gift,
}

// The searchable FAQ (the entries of place 'academy', Radix accordion) is its own chunk: server-rendered, hydrated when it arrives.
const SearchableFaq = lazySection(() => import('~/components/home/transition-faq'), 'SearchableFaq')

export const Route = createFileRoute('/academy')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  loader: ({ deps }) => getFaqContent({ data: { place: 'academy', preview: deps.preview } }),
  head: (context) => pageHead(context, previewMeta(pageMeta.academy, context.loaderData)),
  errorComponent: ContentUnavailablePage,
  component: AcademyPage,
})

function AcademyPage() {
  const { links, mailboxes } = useSite()
  const { faq, preview } = Route.useLoaderData()
  return (
    <>
      {preview ? <PreviewBanner path="/academy" /> : null}
      <PageHero
        hero={academyHero}
        actions={
          <ExternalLink href={links.communityJoin} className={largeButton('cta')}>
            {academyHero.continueJourney}
          </ExternalLink>
        }
        note={academyHero.note}
        illustration={<Illustration drawing={academyHeroDrawing} />}
      />

      <Section eyebrow={academyCards.eyebrow} title={academyCards.title}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {academyCards.cards.map((card, index) => (
            <li key={card.id} className={index < 3 ? 'lg:col-span-2' : 'lg:col-span-3'}>
              <FeatureCard icon={cardIcons[card.id]} title={card.title}>
                <p>{card.description}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="tint">
        <Card className="rounded-2xl grid items-center gap-8 p-6 sm:p-10 lg:grid-cols-[auto_1fr_auto] lg:gap-10">
          <IconBadge icon={Globe} size="xl" />
          <div>
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">{academyWebsite.eyebrow}</p>
            <h2 className="mt-2 text-2xl font-bold sm:text-3xl">{academyWebsite.title}</h2>
            <p className="mt-3 max-w-2xl text-muted-foreground">{academyWebsite.text}</p>
            <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <Mail aria-hidden="true" className="size-4 text-primary" />
              <span className="text-muted-foreground">{academyWebsite.supportLead}</span>
              <a href={`mailto:${mailboxes.websiteSupport}`} className="font-semibold break-all text-primary underline-offset-4 hover:underline">
                <span className="sr-only">{academyWebsite.supportLink}: </span>
                {mailboxes.websiteSupport}
              </a>
            </p>
          </div>
          <ExternalLink href={links.websiteManager} className={largeButton('default')}>
            {academyWebsite.button}
          </ExternalLink>
        </Card>
      </Section>

      <Section id="faq" eyebrow={academyFaq.eyebrow} title={academyFaq.title} intro={academyFaq.intro} containerClassName="max-w-3xl">
        <Deferred label={academyFaq.loading} minHeight="40rem">
          <SearchableFaq entries={faq} />
        </Deferred>
        <JsonLd data={faqPageJsonLd(faq)} />
      </Section>

      <CtaBand title={academyClosing.title} text={academyClosing.text}>
        <ExternalLink href={links.communityJoin} className={largeButton('cta')}>
          {academyClosing.join}
        </ExternalLink>
        <ExternalLink href={links.dashboardApp} className={largeButton('inverse')}>
          {academyClosing.dashboard}
        </ExternalLink>
        <ExternalLink href={links.websiteManager} className={largeButton('inverse')}>
          {academyClosing.website}
        </ExternalLink>
      </CtaBand>
    </>
  )
}
