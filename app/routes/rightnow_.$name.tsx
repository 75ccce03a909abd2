import { createFileRoute, notFound } from '@tanstack/react-router'
import { CalendarDays, Clock, MapPin, PlayCircle, Repeat } from 'lucide-react'
import { Section } from '~/components/sections/section'
import { SpeakerCard } from '~/components/rightnow/speaker-card'
import { ExternalLink } from '~/components/layout/external-link'
import { SpeakerAvatar } from '~/components/rightnow/speaker-avatar'
import { postEventFacts, speakerPage as copy } from '~/content/speakers'
import { SampleNote } from '~/components/sections/sample-note'
import { exampleNotes } from '~/content/site-content'
import { previewDeps, previewMeta, previewSearch } from '~/lib/content-preview'
import { showsExample } from '~/lib/content-pages'
import { PreviewBanner } from '~/components/site-content/preview-banner'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'
import { RichText } from '~/components/sections/rich-text'
import { getSpeakerContent } from '~/server/content-pages.functions'
import { pageHead, useSite } from '~/lib/site'
import { largeButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { CheckListItem } from '~/components/sections/check-list-item'
import { BackLink } from '~/components/layout/back-link'

export const Route = createFileRoute('/rightnow_/$name')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  loader: async ({ params, deps }) => {
    const { speaker, others, preview, conferenceName, postEventGroup, meta } = await getSpeakerContent({ data: { slug: params.name, preview: deps.preview } })
    if (!speaker || !meta) throw notFound()
    return { speaker, others, preview, conferenceName, postEventGroup, meta }
  },
  head: (context) => pageHead(context, context.loaderData && previewMeta(context.loaderData.meta, context.loaderData)),
  errorComponent: ContentUnavailablePage,
  component: SpeakerSessionPage,
})

const factIcons = { sessions: CalendarDays, schedule: Repeat, recordings: PlayCircle } as const

function SpeakerSessionPage() {
  const { speaker, others, preview, conferenceName, postEventGroup } = Route.useLoaderData()
  const { links } = useSite()
  const sessionFacts = [
    { label: copy.session.eventLabel, value: conferenceName, icon: CalendarDays },
    ...(speaker.stage ? [{ label: copy.session.stageLabel, value: speaker.stage, icon: MapPin }] : []),
    { label: copy.session.dayLabel, value: speaker.day, icon: CalendarDays },
    { label: copy.session.timeLabel, value: speaker.time, icon: Clock },
  ]
  return (
    <>
      {preview ? <PreviewBanner path={`/rightnow/${speaker.slug}`} /> : null}
      <section className="bg-gradient-to-b from-tint to-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_0.7fr] lg:items-center lg:px-8">
          <div>
            <BackLink to="/rightnow">{copy.backToEvent}</BackLink>
            <p className="mt-6 text-sm font-semibold tracking-wider text-primary uppercase">{copy.eyebrow(conferenceName)}</p>
            <h1 className="mt-3 text-3xl font-bold sm:text-4xl lg:text-5xl">{speaker.sessionTitle}</h1>
            {speaker.isExample ? <SampleNote className="mt-4">{exampleNotes.speaker}</SampleNote> : null}
            <div className="mt-6 flex items-center gap-4">
              <SpeakerAvatar speaker={speaker} className="size-16 sm:size-20" />
              <div>
                <p className="text-lg font-semibold text-ink">{speaker.name}</p>
                {speaker.title || speaker.firm ? <p className="text-muted-foreground">{[speaker.title, speaker.firm].filter(Boolean).join(', ')}</p> : null}
              </div>
            </div>
            {postEventGroup ? (
              <div className="mt-8">
                <ExternalLink href={links.postEventGroup} className={largeButton('cta')}>
                  {copy.heroRsvp}
                </ExternalLink>
              </div>
            ) : null}
          </div>
          <Card as="section" aria-labelledby="session-details" className="p-6">
            <h2 id="session-details" className="text-lg font-semibold">
              {copy.session.title}
            </h2>
            <dl className="mt-4 space-y-4">
              {sessionFacts.map((fact) => (
                <div key={fact.label} className="relative min-h-10 pl-13">
                  <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                    <span aria-hidden="true" className="absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                      <fact.icon className="size-5" />
                    </span>
                    {fact.label}
                  </dt>
                  <dd className="font-semibold text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      </section>

      <Section align="left" containerClassName="max-w-4xl">
        <h2 className="text-2xl font-bold sm:text-3xl">{copy.aboutSession}</h2>
        {speaker.abstractHtml ? <RichText html={speaker.abstractHtml} className="mt-4 text-lg text-muted-foreground" /> : null}
        {speaker.takeaways.length > 0 ? (
          <>
            <h3 className="mt-10 text-xl font-semibold">{copy.takeawaysTitle}</h3>
            <ul className="mt-4 space-y-3">
              {speaker.takeaways.map((takeaway) => (
                <CheckListItem key={takeaway} className="text-ink">
                  {takeaway}
                </CheckListItem>
              ))}
            </ul>
          </>
        ) : null}
      </Section>

      {postEventGroup ? (
      <Section tone="ink" eyebrow={copy.postEvent.eyebrow} title={copy.postEvent.title} intro={copy.postEvent.text}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {postEventFacts(postEventGroup).map((fact) => {
            const Icon = factIcons[fact.id]
            return (
              <li key={fact.id} className="rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
                <Icon aria-hidden="true" className="size-6 text-cta" />
                <p className="mt-3 text-lg font-semibold text-white">{fact.label}</p>
                <p className="text-slate-300">{fact.detail}</p>
              </li>
            )
          })}
        </ul>
        <div className="mt-10 flex justify-center">
          <ExternalLink href={links.postEventGroup} className={largeButton('cta')}>
            {copy.postEvent.rsvp}
          </ExternalLink>
        </div>
      </Section>
      ) : null}

      {others.length > 0 ? (
      <Section tone="tint" title={copy.otherSpeakers}>
        {showsExample(others) ? <SampleNote className="mb-6 justify-center">{exampleNotes.speakers}</SampleNote> : null}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <SpeakerCard key={other.slug} speaker={other} detail={other.firm} />
          ))}
        </ul>
      </Section>
      ) : null}
    </>
  )
}
