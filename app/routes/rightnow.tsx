import { createFileRoute } from '@tanstack/react-router'
import { CalendarDays, Clock, GraduationCap, Lightbulb, MapPin, UsersRound, VideoOff, Gift, MessagesSquare, type LucideIcon } from 'lucide-react'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { SpeakerCard } from '~/components/rightnow/speaker-card'
import { FeatureCardGrid } from '~/components/sections/feature-card'
import { CtaBand } from '~/components/sections/cta-band'
import { DeferredFaq } from '~/components/rightnow/deferred-faq'
import { JsonLd } from '~/components/seo/json-ld'
import { ScrollToButton } from '~/components/creators/scroll-to-button'
import { Link } from '@tanstack/react-router'
import { RegisterButton } from '~/components/events/register-button'
import { SeatsNote } from '~/components/events/seats-note'
import { ClosingTitle } from '~/components/rightnow/closing-title'
import { Agenda } from '~/components/rightnow/agenda'
import { SampleNote } from '~/components/sections/sample-note'
import { exampleNotes, rightNowSpeakers } from '~/content/site-content'
import { previewDeps, previewMeta, previewSearch } from '~/lib/content-preview'
import { showsExample } from '~/lib/content-pages'
import { PreviewBanner } from '~/components/site-content/preview-banner'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'
import { getRightNowContent } from '~/server/content-pages.functions'
import { OfferBox } from '~/components/rightnow/offer-box'
import { Illustration } from '~/components/illustrations/illustration'
import eventDrawing from '~/components/illustrations/drawings/event.svg?raw'
import type { RightNowBenefitId } from '~/content/rightnow'
import {
  RIGHTNOW_AGENDA_SECTION_ID,
  agendaIntro,
  agendaTitle,
  conferenceFacts,
  rightNowPage as copy,
  type EventFact,
} from '~/content/rightnow'
import { pageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { settleAll } from '~/lib/settle-all'
import { drawCalendarLeaf } from '~/lib/calendar-leaf'
import { largeButton } from '~/components/ui/button'
import { getConferencePage } from '~/server/events.functions'
import { Card } from '~/components/ui/card'

export const Route = createFileRoute('/rightnow')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  loader: async ({ deps }) => {
    // The content first: when it and the conference both fail, the page answers as the content's failure says (503).
    const [content, page] = await settleAll([getRightNowContent({ data: { preview: deps.preview } }), getConferencePage()])
    return { ...page, content, preview: content.preview }
  },
  head: (context) => pageHead(context, previewMeta(context.loaderData?.meta ?? pageMeta.rightNow, context.loaderData)),
  errorComponent: ContentUnavailablePage,
  component: RightNowPage,
})

/** The hero drawing's calendar leaf while the conference has no dates visitors may see: blank. */
const noDates = { month: '', days: '', year: '' }

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

/**
 * The RightNOW conference, from its event and the settings: before registration closes, Register
 * opens the registration form; while the conference runs, registration is closed; once it is
 * over, the page says it took place, with its dates, and offers no Register action anywhere.
 */
function RightNowPage() {
  const { conference, offer, jsonLd, content, preview } = Route.useLoaderData()
  const seats = conference?.capacity ?? null
  // Without a published conference the page keeps the operator's own description: in person.
  const format = conference?.format ?? 'in_person'
  const days = conference?.dates ? conference.days : null
  const dates = conference?.dates?.range ?? copy.datesToBeAnnounced
  const past = conference?.phase === 'past'
  const registrable = conference && conference.registration === 'open' ? { id: conference.id, title: conference.title } : null
  const register = (label: string, variant?: 'default') =>
    registrable ? (
      <RegisterButton event={registrable} isConference variant={variant}>
        {label}
      </RegisterButton>
    ) : null
  const facts = conference ? conferenceFacts(conference) : []
  return (
    <>
      {preview ? <PreviewBanner path="/rightnow" /> : null}
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <PageHero
        hero={{ ...copy.hero, eyebrow: conference?.title ?? copy.hero.eyebrow, title: copy.hero.title(days), lead: copy.hero.lead(format) }}
        actions={
          <>
            {register(copy.hero.register)}
            <ScrollToButton targetId={RIGHTNOW_AGENDA_SECTION_ID}>{copy.hero.agenda}</ScrollToButton>
          </>
        }
        note={
          <span className="flex flex-wrap gap-x-5 gap-y-1 font-medium text-ink">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-primary" />
              {dates}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-primary" />
              {copy.hero.where(format, seats)}
            </span>
            {registrable && seats ? <SeatsNote eventId={registrable.id} inline /> : null}
          </span>
        }
        illustration={<Illustration drawing={drawCalendarLeaf(eventDrawing, conference?.calendar ?? noDates)} />}
      />

      {past && conference ? (
        <div className="bg-ink">
          <p role="status" className="mx-auto max-w-7xl px-4 py-4 text-center font-semibold text-white sm:px-6 lg:px-8" data-testid="conference-past">
            {copy.past.notice(conference.title, dates)}
          </p>
        </div>
      ) : null}

      <Section eyebrow={copy.details.eyebrow} title={copy.details.title} intro={copy.details.intro(format, seats)}>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {facts.map((fact) => {
            const Icon = factIcons[fact.id]
            return (
              <Card key={fact.id} className="flex flex-col p-5">
                <dt className="flex items-center gap-2 text-sm font-semibold tracking-wider text-muted-foreground uppercase">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {fact.label}
                </dt>
                <dd className="mt-2 text-lg font-semibold text-ink">{fact.value}</dd>
              </Card>
            )
          })}
        </dl>
        <div className="mt-10 flex justify-center">
          {registrable ? (
            register(copy.details.register, 'default')
          ) : conference?.registration === 'closed' ? (
            <p className="font-semibold text-ink">{copy.registrationClosed}</p>
          ) : null}
        </div>
      </Section>

      <Section tone="tint" eyebrow={copy.whatYouGet.eyebrow} title={copy.whatYouGet.title}>
        <FeatureCardGrid items={copy.whatYouGet.items} icons={benefitIcons} columns={4} />
      </Section>

      <Section id={RIGHTNOW_AGENDA_SECTION_ID} eyebrow={copy.agenda.eyebrow} title={agendaTitle(days)} intro={agendaIntro(conference)}>
        {content.agenda.isExample ? <SampleNote className="mb-6 justify-center">{exampleNotes.agenda}</SampleNote> : null}
        <Agenda days={content.agenda.days} />
      </Section>

      {content.speakers.length > 0 ? (
        <Section tone="tint" eyebrow={rightNowSpeakers.eyebrow} title={rightNowSpeakers.title}>
          {showsExample(content.speakers) ? <SampleNote className="mb-6 justify-center">{exampleNotes.speakers}</SampleNote> : null}
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {content.speakers.map((speaker) => (
              <SpeakerCard key={speaker.slug} speaker={speaker} detail={speaker.firm || speaker.title} when={`${speaker.day}, ${speaker.time}`} />
            ))}
          </ul>
        </Section>
      ) : null}

      <Section tone="muted">
        <OfferBox offer={offer} />
      </Section>

      <Section eyebrow={copy.faq.eyebrow} title={copy.faq.title} containerClassName="max-w-3xl">
        <DeferredFaq items={content.faq} />
      </Section>

      {past ? (
        <CtaBand title={copy.past.closingTitle} text={copy.past.closingText}>
          <Link to="/rightnow2025" className={largeButton('cta')}>
            {copy.past.closingLink}
          </Link>
        </CtaBand>
      ) : (
        <CtaBand
          title={
            conference?.registration === 'closed' ? (
              copy.registrationClosed
            ) : registrable && seats ? (
              <ClosingTitle eventId={registrable.id} seats={seats} />
            ) : (
              copy.closing.title(seats)
            )
          }
          text={copy.closing.text(days, format, dates, seats)}
        >
          {register(copy.closing.register)}
        </CtaBand>
      )}
    </>
  )
}
