import { createFileRoute } from '@tanstack/react-router'
import { CircleCheck, Handshake, Network, TrendingUp, type LucideIcon } from 'lucide-react'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { FeatureCardGrid } from '~/components/sections/feature-card'
import { CtaBand } from '~/components/sections/cta-band'
import { ExternalLink } from '~/components/layout/external-link'
import { ScrollToButton } from '~/components/creators/scroll-to-button'
import { OnboardingStepCard } from '~/components/creators/onboarding-step-card'
import { Illustration } from '~/components/illustrations/illustration'
import onboardingDrawing from '~/components/illustrations/drawings/onboarding.svg?raw'
import type { OnboardingWhyId } from '~/content/onboarding'
import { ONBOARDING_STEPS_SECTION_ID, onboardingPage as copy, onboardingSteps, type OnboardingStepLink } from '~/content/onboarding'
import { pageMeta } from '~/content/page-meta'
import { pageHead, useSite } from '~/lib/site'
import { largeButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

export const Route = createFileRoute('/creators_/onboarding')({
  head: (context) => pageHead(context, pageMeta.onboarding),
  component: OnboardingPage,
})

const whyIcons: Record<OnboardingWhyId, LucideIcon> = {
  'grow-authority': TrendingUp,
  'expand-network': Network,
  'earn-and-give-back': Handshake,
}

function OnboardingPage() {
  const { links, mailboxes } = useSite()
  const stepLinks: Record<OnboardingStepLink, string> = { scheduling: links.scheduling, communityJoin: links.communityJoin }
  return (
    <>
      <PageHero
        hero={copy.hero}
        actions={
          <ScrollToButton targetId={ONBOARDING_STEPS_SECTION_ID} variant="cta">
            {copy.hero.start}
          </ScrollToButton>
        }
        note={copy.hero.note}
        illustration={<Illustration drawing={onboardingDrawing} />}
      />

      <Section eyebrow={copy.why.eyebrow} title={copy.why.title}>
        <FeatureCardGrid items={copy.why.points} icons={whyIcons} />
      </Section>

      <Section
        id={ONBOARDING_STEPS_SECTION_ID}
        tone="tint"
        eyebrow={copy.journey.eyebrow}
        title={copy.journey.title}
        intro={copy.journey.intro}
        containerClassName="max-w-5xl"
      >
        <ol>
          {onboardingSteps.map((step, index) => (
            <OnboardingStepCard key={step.id} step={step} number={index + 1} href={step.link ? stepLinks[step.link.target] : undefined} />
          ))}
        </ol>
      </Section>

      <Section eyebrow={copy.whatYouGet.eyebrow} title={copy.whatYouGet.title}>
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {copy.whatYouGet.bullets.map((bullet) => (
            <Card as="li" key={bullet} className="flex items-start gap-3 p-5">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
              <span className="text-ink">{bullet}</span>
            </Card>
          ))}
        </ul>
      </Section>

      <CtaBand title={copy.closing.title} text={copy.closing.text}>
        <ExternalLink href={links.scheduling} className={largeButton('cta')}>
          {copy.closing.book}
        </ExternalLink>
        <a href={`mailto:${mailboxes.partnerships}`} className={largeButton('inverse')}>
          {copy.closing.contact}
        </a>
      </CtaBand>
    </>
  )
}
