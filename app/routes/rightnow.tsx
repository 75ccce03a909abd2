import { createFileRoute } from '@tanstack/react-router'
import { CalendarDays, Clock, GraduationCap, Lightbulb, MapPin, UsersRound, VideoOff, Gift, MessagesSquare, type LucideIcon } from 'lucide-react'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CardGrid, FeatureCard } from '~/components/sections/feature-card'
import { CtaBand } from '~/components/sections/cta-band'
import { DeferredFaq } from '~/components/rightnow/deferred-faq'
import { JsonLd } from '~/components/seo/json-ld'
import { ScrollToButton } from '~/components/creators/scroll-to-button'
import { RegisterButton } from '~/components/rightnow/register-button'
import { Agenda } from '~/components/rightnow/agenda'
import { SampleNote } from '~/components/sections/sample-note'
import { agendaNote, sampleAgenda, sampleVenue } from '~/content/sample-content/rightnow'
import { OfferBox } from '~/components/rightnow/offer-box'
import { PageIllustration } from '~/components/illustrations-two/page-illustration'
import {
  RIGHTNOW_AGENDA_SECTION_ID,
  rightNowEventJsonLd,
  rightNowFaq,
  rightNowPage as copy,
} from '~/content/rightnow'
import type { EventFact, RightNowBenefitId } from '~/content/rightnow'
import { rightNowMeta } from '~/content/page-meta-two'
import { pageHead, useSite } from '~/lib/site'

export const Route = createFileRoute('/rightnow')({
  head: ({ matches, match }) => pageHead(matches, match, rightNowMeta),
  component: RightNowPage,
})

const factIcons: Record<EventFact['id'], LucideIcon> = {
  dates: CalendarDays,
  hours: Clock,
  capacity: UsersRound,
  format: MapPin,
  recording: VideoOff,
}

const benefitIcons: Record<RightNowBenefitId, LucideIcon> = {
  strategies: Lightbulb,
  peers: MessagesSquare,
  experts: GraduationCap,
  membership: Gift,
}

function RightNowPage() {
  const { site } = useSite()
  return (
    <>
      <JsonLd data={rightNowEventJsonLd(site, sampleVenue)} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        actions={
          <>
            <RegisterButton>{copy.hero.register}</RegisterButton>
            <ScrollToButton targetId={RIGHTNOW_AGENDA_SECTION_ID}>{copy.hero.agenda}</ScrollToButton>
          </>
        }
        note={
          <span className="flex flex-wrap gap-x-5 gap-y-1 font-medium text-ink">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-primary" />
              {copy.hero.when}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-primary" />
              {copy.hero.where}
            </span>
          </span>
        }
        illustration={<PageIllustration name="event" />}
      />

      <Section eyebrow={copy.details.eyebrow} title={copy.details.title} intro={copy.details.intro}>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {copy.details.facts.map((fact) => {
            const Icon = factIcons[fact.id]
            return (
              <div key={fact.id} className="flex flex-col rounded-xl border border-border bg-white p-5 shadow-card">
                <dt className="flex items-center gap-2 text-sm font-semibold tracking-wider text-muted-foreground uppercase">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {fact.label}
                </dt>
                <dd className="mt-2 text-lg font-semibold text-ink">{fact.value}</dd>
              </div>
            )
          })}
        </dl>
        <div className="mt-10 flex justify-center">
          <RegisterButton variant="default">{copy.details.register}</RegisterButton>
        </div>
      </Section>

      <Section tone="tint" eyebrow={copy.whatYouGet.eyebrow} title={copy.whatYouGet.title}>
        <CardGrid columns={4}>
          {copy.whatYouGet.items.map((item) => (
            <FeatureCard key={item.id} icon={benefitIcons[item.id]} title={item.title}>
              {item.description}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id={RIGHTNOW_AGENDA_SECTION_ID} eyebrow={copy.agenda.eyebrow} title={copy.agenda.title} intro={copy.agenda.intro}>
        <SampleNote className="mb-6 justify-center">{agendaNote}</SampleNote>
        <Agenda days={sampleAgenda} />
      </Section>

      <Section tone="muted">
        <OfferBox />
      </Section>

      <Section eyebrow={copy.faq.eyebrow} title={copy.faq.title} containerClassName="max-w-3xl">
        <DeferredFaq items={rightNowFaq} />
      </Section>

      <CtaBand title={copy.closing.title} text={copy.closing.text} actions={<RegisterButton>{copy.closing.register}</RegisterButton>} />
    </>
  )
}
