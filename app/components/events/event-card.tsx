import { Link } from '@tanstack/react-router'
import { ArrowRight, CalendarDays, Clock, MapPin } from 'lucide-react'
import { eventFormatLabels, eventsCopy } from '~/content/events'
import { ExternalLink } from '~/components/layout/external-link'
import { Badge } from '~/components/ui/badge'
import { buttonVariants } from '~/components/ui/button'
import type { EventSummary } from '~/server/events.functions'
import { EventBanner } from './event-banner'
import { Card } from '~/components/ui/card'

/**
 * One event on /events: its banner, title, date and time in its own zone, format and summary;
 * 'Register Now' (the external page, in a new tab) while registration is open there, and its
 * own page for the details and registration on this site.
 */
export function EventCard({ event, headingLevel = 3 }: { event: EventSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = `event-${event.slug}`
  return (
    <Card as="article"
      aria-labelledby={headingId}
      className="grid overflow-hidden lg:grid-cols-[1.35fr_1fr]"
      data-event={event.slug}
    >
      <EventBanner title={event.title} date={event.when?.date ?? null} imageUrl={event.bannerUrl} className="aspect-[40/21] w-full object-cover" />
      <div className="flex flex-col p-6 sm:p-8">
        {event.cancelled ? (
          <Badge variant="muted" className="mb-3 self-start">
            {eventsCopy.cancelled}
          </Badge>
        ) : event.phase === 'ongoing' ? (
          <Badge variant="cta" className="mb-3 self-start">
            {eventsCopy.happeningNow}
          </Badge>
        ) : event.phase === 'past' ? (
          <Badge variant="muted" className="mb-3 self-start">
            {eventsCopy.tookPlace}
          </Badge>
        ) : null}
        <Heading id={headingId} className="text-2xl font-bold">
          {event.title}
        </Heading>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem]">
          <div className="flex items-center gap-2">
            <dt>
              <CalendarDays aria-hidden="true" className="size-5 text-primary" />
              <span className="sr-only">{eventsCopy.dateLabel}</span>
            </dt>
            <dd className="font-semibold text-ink">{event.when?.date ?? eventsCopy.toBeAnnounced}</dd>
          </div>
          {event.when ? (
            <div className="flex items-center gap-2">
              <dt>
                <Clock aria-hidden="true" className="size-5 text-primary" />
                <span className="sr-only">{eventsCopy.timeLabel}</span>
              </dt>
              <dd className="font-semibold text-ink">{event.when.time}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-5 text-primary" />
              <span className="sr-only">{eventsCopy.formatLabel}</span>
            </dt>
            <dd className="font-semibold text-ink">{eventFormatLabels[event.format]}</dd>
          </div>
        </dl>
        {event.summary ? <p className="mt-4 text-muted-foreground">{event.summary}</p> : null}
        <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row sm:flex-wrap">
          {event.registration === 'external' && event.registrationUrl ? (
            <ExternalLink href={event.registrationUrl} className={buttonVariants({ variant: 'cta', className: 'w-full sm:w-auto' })}>
              {eventsCopy.register}
              <span className="sr-only"> {eventsCopy.registerFor(event.title, event.when?.date ?? null)}</span>
            </ExternalLink>
          ) : event.registration === 'open' ? (
            <Link to="/events/$slug" params={{ slug: event.slug }} hash="register" className={buttonVariants({ variant: 'cta', className: 'w-full sm:w-auto' })}>
              {eventsCopy.register}
              <span className="sr-only"> {eventsCopy.registerFor(event.title, event.when?.date ?? null)}</span>
            </Link>
          ) : null}
          <Link to="/events/$slug" params={{ slug: event.slug }} className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}>
            {eventsCopy.details}
            <span className="sr-only"> {eventsCopy.detailsFor(event.title)}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </Card>
  )
}
