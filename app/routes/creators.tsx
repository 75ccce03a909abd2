import { Link, createFileRoute } from '@tanstack/react-router'
import {
  CalendarDays,
  LifeBuoy,
  Megaphone,
  Network,
  Palette,
  Target,
  TrendingUp,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CardGrid, FeatureCardGrid } from '~/components/sections/feature-card'
import { CtaBand } from '~/components/sections/cta-band'
import { ExternalLink } from '~/components/layout/external-link'
import { buttonVariants, largeButton } from '~/components/ui/button'
import { ScrollToButton } from '~/components/creators/scroll-to-button'
import { OpportunityCard } from '~/components/creators/opportunity-card'
import { NumberedSteps } from '~/components/creators/numbered-steps'
import { Illustration } from '~/components/illustrations/illustration'
import creatorsDrawing from '~/components/illustrations/drawings/creators.svg?raw'
import type { CreatorBenefitId, CreatorSupportId } from '~/content/creators'
import { OPPORTUNITIES_SECTION_ID, creatorsPage as copy, partnershipOpportunities } from '~/content/creators'
import { pageMeta } from '~/content/page-meta'
import { pageHead, useSite } from '~/lib/site'
import { Card } from '~/components/ui/card'
import { CheckListItem } from '~/components/sections/check-list-item'

export const Route = createFileRoute('/creators')({
  head: (context) => pageHead(context, pageMeta.creators),
  component: CreatorsPage,
})

const benefitIcons: Record<CreatorBenefitId, LucideIcon> = {
  reach: Megaphone,
  growth: TrendingUp,
  network: Network,
  impact: Target,
  revenue: Wallet,
  support: LifeBuoy,
}

const supportIcons: Record<CreatorSupportId, LucideIcon> = {
  technical: Wrench,
  promotion: Megaphone,
  design: Palette,
  collaboration: CalendarDays,
}

function CreatorsPage() {
  const { links } = useSite()
  return (
    <>
      <PageHero
        hero={copy.hero}
        actions={
          <>
            <ExternalLink href={links.scheduling} className={largeButton('cta')}>
              {copy.hero.schedule}
            </ExternalLink>
            <ScrollToButton targetId={OPPORTUNITIES_SECTION_ID}>{copy.hero.explore}</ScrollToButton>
          </>
        }
        note={copy.hero.note}
        illustration={<Illustration drawing={creatorsDrawing} />}
      />

      <Section eyebrow={copy.benefits.eyebrow} title={copy.benefits.title} intro={copy.benefits.intro}>
        <FeatureCardGrid items={copy.benefits.items} icons={benefitIcons} />
      </Section>

      <Section
        id={OPPORTUNITIES_SECTION_ID}
        tone="tint"
        eyebrow={copy.opportunities.eyebrow}
        title={copy.opportunities.title}
        intro={copy.opportunities.intro}
      >
        <CardGrid>
          {partnershipOpportunities.map((opportunity) => (
            <OpportunityCard key={opportunity.id} opportunity={opportunity} schedulingUrl={links.scheduling} />
          ))}
        </CardGrid>
        <p className="mt-10 text-center">
          <Link to="/creators/levels" className={buttonVariants({ variant: 'link' })}>
            {copy.opportunities.levelsLink}
          </Link>
        </p>
      </Section>

      <Section eyebrow={copy.howItWorks.eyebrow} title={copy.howItWorks.title} intro={copy.howItWorks.intro}>
        <NumberedSteps steps={copy.howItWorks.steps} />
      </Section>

      <Section tone="muted" eyebrow={copy.support.eyebrow} title={copy.support.title} intro={copy.support.intro}>
        <FeatureCardGrid items={copy.support.items} icons={supportIcons} columns={4} />

        <Card className="rounded-2xl mt-12 grid gap-8 p-6 sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">{copy.monetization.eyebrow}</p>
            <h3 className="mt-2 text-2xl font-bold sm:text-3xl">{copy.monetization.title}</h3>
            <p className="mt-4 text-muted-foreground">{copy.monetization.text}</p>
            <p className="mt-4 text-sm text-muted-foreground">{copy.monetization.note}</p>
          </div>
          <ul className="grid gap-3">
            {copy.monetization.items.map((item) => (
              <CheckListItem key={item} className="rounded-lg bg-tint px-4 py-3 font-medium text-ink">
                {item}
              </CheckListItem>
            ))}
          </ul>
        </Card>
      </Section>

      <CtaBand
        title={copy.closing.title}
        text={
          <>
            {copy.closing.text}
            <span className="mt-4 block text-base">
              {copy.closing.rightNowPrefix}{' '}
              <Link to="/claim-offer" className="font-semibold text-cta underline underline-offset-4 hover:text-white">
                {copy.closing.rightNowLink}
              </Link>
            </span>
          </>
        }
      >
        <ExternalLink href={links.scheduling} className={largeButton('cta')}>
          {copy.closing.schedule}
        </ExternalLink>
        <Link to="/creators/levels" className={largeButton('inverse')}>
          {copy.closing.levels}
        </Link>
      </CtaBand>
    </>
  )
}
