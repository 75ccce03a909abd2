import { createFileRoute, Link } from '@tanstack/react-router'
import { CalendarCheck, HeartHandshake, Lightbulb, type LucideIcon } from 'lucide-react'
import { pageHead, useSite } from '~/lib/site'
import type { AboutPromiseId } from '~/content/about'
import { aboutCta, aboutEvolution, aboutHero, aboutPromises, aboutValues } from '~/content/about'
import { figurePageMeta, pageMeta } from '~/content/page-meta'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CardGrid, FeatureCard } from '~/components/sections/feature-card'
import { Stat } from '~/components/sections/stat'
import { CtaBand } from '~/components/sections/cta-band'
import { Deferred } from '~/components/layout/deferred'
import { lazySection } from '~/components/layout/lazy-section'
import { ExternalLink } from '~/components/layout/external-link'
import { largeButton } from '~/components/ui/button'
import { Illustration } from '~/components/illustrations/illustration'
import aboutHeroDrawing from '~/components/illustrations/drawings/about-hero.svg?raw'
import { getSiteFigures } from '~/server/content-pages.functions'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'

const promiseIcons: Record<AboutPromiseId, LucideIcon> = {
  learning: Lightbulb,
  events: CalendarCheck,
  coaching: HeartHandshake,
}

// The values accordion (Radix) is its own chunk: server-rendered, hydrated when it arrives.
const AboutValues = lazySection(() => import('~/components/home/about-values'), 'AboutValues')

export const Route = createFileRoute('/about')({
  loader: () => getSiteFigures(),
  head: (context) => pageHead(context, context.loaderData ? figurePageMeta.about(context.loaderData.communitySize) : pageMeta.about),
  errorComponent: ContentUnavailablePage,
  component: AboutPage,
})

function AboutPage() {
  const { links } = useSite()
  const { communitySize } = Route.useLoaderData()
  return (
    <>
      <PageHero hero={{ ...aboutHero, lead: aboutHero.lead(communitySize) }} illustration={<Illustration drawing={aboutHeroDrawing} />} />

      <Section eyebrow={aboutEvolution.eyebrow} title={aboutEvolution.title} align="left">
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem] lg:gap-16">
          <div className="max-w-prose space-y-5 text-lg leading-relaxed text-muted-foreground">
            {aboutEvolution.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <aside className="self-start rounded-xl border border-border bg-tint px-6 py-8">
            <Stat value={communitySize} label={aboutEvolution.statLabel} />
          </aside>
        </div>
      </Section>

      <Section tone="tint" eyebrow={aboutPromises.eyebrow} title={aboutPromises.title}>
        <CardGrid columns={3}>
          {aboutPromises.cards.map((card) => (
            <FeatureCard key={card.id} icon={promiseIcons[card.id]} title={card.title}>
              <p>{card.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section eyebrow={aboutValues.eyebrow} title={aboutValues.title} containerClassName="max-w-3xl">
        <Deferred label={aboutValues.loading} minHeight="12rem">
          <AboutValues />
        </Deferred>
      </Section>

      <CtaBand title={aboutCta.title} text={aboutCta.text}>
        <ExternalLink href={links.communityJoin} className={largeButton('cta')}>
          {aboutCta.join}
        </ExternalLink>
        <Link to="/membership" className={largeButton('inverse')}>
          {aboutCta.membership}
        </Link>
      </CtaBand>
    </>
  )
}
