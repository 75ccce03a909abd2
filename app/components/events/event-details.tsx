import { CalendarDays, CalendarPlus, CalendarX, Clock, MapPin } from 'lucide-react'
import { eventFormatLabels, eventPageCopy as copy, eventsCopy } from '~/content/events'
import { describePlace } from '~/lib/event-place'
import { Section } from '~/components/sections/section'
import { JsonLd } from '~/components/seo/json-ld'
import { ExternalLink } from '~/components/layout/external-link'
import { Badge } from '~/components/ui/badge'
import { Button, buttonVariants, largeButton } from '~/components/ui/button'
import type { getEventPage } from '~/server/events.functions'
import { EventBanner } from './event-banner'
import { RegisterButton } from './register-button'
import { SeatsNote } from './seats-note'
import { Card } from '~/components/ui/card'
import { BackLink } from '~/components/layout/back-link'

export type EventPageData = NonNullable<Awaited<ReturnType<typeof getEventPage>>>

/**
 * One event's page: when and where, the description, registration, Add to calendar, and its
 * Event JSON-LD. `preview`: an admin's preview of how it will look (no registration sent).
 */
export function EventDetails({ event, jsonLd, preview = false }: EventPageData & { preview?: boolean }) {
  const where = describePlace(event, copy)
  return (
    <>
      <JsonLd data={jsonLd} />
      <section className="bg-gradient-to-b from-tint to-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_0.9fr] lg:items-center lg:px-8">
          <div>
            <BackLink to="/events">{copy.backToEvents}</BackLink>
            <p className="mt-6 flex flex-wrap items-center gap-2">
              <Badge variant="default">{eventFormatLabels[event.format]}</Badge>
              {event.cancelled ? <Badge variant="muted">{eventsCopy.cancelled}</Badge> : null}
              {!event.cancelled && event.phase === 'ongoing' ? <Badge variant="cta">{eventsCopy.happeningNow}</Badge> : null}
              {!event.cancelled && event.phase === 'past' ? <Badge variant="muted">{eventsCopy.tookPlace}</Badge> : null}
            </p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{event.title}</h1>
            {event.cancelled ? (
              <p className="mt-4 flex items-center gap-2 text-lg font-semibold text-ink" data-testid="event-cancelled">
                <CalendarX aria-hidden="true" className="size-5 text-primary" />
                {copy.cancelled}
              </p>
            ) : null}
            {event.summary ? <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{event.summary}</p> : null}
            <dl className="mt-6 grid gap-3 text-[0.95rem]">
              <div className="flex items-start gap-2">
                <dt>
                  <CalendarDays aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  <span className="sr-only">{eventsCopy.dateLabel}</span>
                </dt>
                <dd className="font-semibold text-ink">{event.when?.date ?? eventsCopy.toBeAnnounced}</dd>
              </div>
              {event.when ? (
                <div className="flex items-start gap-2">
                  <dt>
                    <Clock aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                    <span className="sr-only">{eventsCopy.timeLabel}</span>
                  </dt>
                  <dd className="font-semibold text-ink">{event.when.time}</dd>
                </div>
              ) : null}
              <div className="flex items-start gap-2">
                <dt>
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  <span className="sr-only">{copy.where}</span>
                </dt>
                <dd className="font-semibold text-ink">{where}</dd>
              </div>
            </dl>
          </div>
          <EventBanner title={event.title} date={event.when?.date ?? null} imageUrl={event.bannerUrl} className="aspect-[40/21] w-full rounded-2xl object-cover shadow-card" />
        </div>
      </section>

      <Section containerClassName="max-w-5xl">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <section aria-labelledby="about-event">
            <h2 id="about-event" className="text-2xl font-bold">
              {copy.about}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
              {event.paragraphs.map((paragraph, index) => (
                <p key={index} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
          <Card as="section" id="register" aria-labelledby="event-registration" className="rounded-2xl self-start p-6">
            <h2 id="event-registration" className="text-xl font-bold">
              {copy.registrationTitle}
            </h2>
            <div className="mt-4 grid gap-4">
              {event.cancelled ? <p className="text-ink">{copy.cancelled}</p> : null}
              {!event.cancelled && event.phase === 'past' && event.when ? <p className="text-ink">{copy.tookPlace(event.when.date)}</p> : null}
              {!event.cancelled && event.phase === 'ongoing' ? <p className="text-ink">{copy.ongoing}</p> : null}
              {event.capacity && event.registration === 'open' ? (
                <>
                  <p className="text-muted-foreground">{copy.capacity(event.capacity)}</p>
                  {preview ? null : <SeatsNote eventId={event.id} holdPlace />}
                </>
              ) : null}
              {event.registration === 'open' ? (
                preview ? (
                  // The preview shows the button, which does nothing here: a draft takes no registration.
                  <Button type="button" variant="cta" size="wrapLarge" disabled>
                    {copy.registerHere}
                  </Button>
                ) : (
                  <RegisterButton event={{ id: event.id, title: event.title }}>{copy.registerHere}</RegisterButton>
                )
              ) : event.registration === 'external' && event.registrationUrl ? (
                <ExternalLink href={event.registrationUrl} className={largeButton('cta')}>
                  {copy.registerExternal}
                </ExternalLink>
              ) : event.registration === 'closed' ? (
                <p className="text-ink">{copy.registrationClosed}</p>
              ) : event.phase !== 'past' && !event.cancelled ? (
                <p className="text-muted-foreground">{copy.noRegistration}</p>
              ) : null}
              {event.when && event.phase !== 'past' && !event.cancelled ? (
                <div>
                  <a
                    href={`/events/${event.slug}/calendar.ics`}
                    download={`${event.slug}.ics`}
                    className={buttonVariants({ variant: 'outline' })}
                    aria-describedby="calendar-hint"
                  >
                    <CalendarPlus aria-hidden="true" />
                    {copy.addToCalendar}
                  </a>
                  <p id="calendar-hint" className="mt-2 text-sm text-muted-foreground">
                    {copy.addToCalendarHint}
                  </p>
                </div>
              ) : null}
            </div>
          </Card>
        </div>
      </Section>
    </>
  )
}
