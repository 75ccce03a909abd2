import { CalendarDays, Clock } from 'lucide-react'
import { eventsCopy, type EventBanner } from '~/content/events'
import { ExternalLink } from '~/components/layout/external-link'
import { buttonVariants } from '~/components/ui/button'
import { useSite } from '~/lib/site'

/** One event: its drawn banner, title, optional date and time, and Register Now in a new tab. */
export function EventBannerCard({ event }: { event: EventBanner }) {
  const { links } = useSite()
  return (
    <article
      aria-labelledby={`event-${event.id}`}
      className="grid overflow-hidden rounded-xl border border-border bg-white shadow-card lg:grid-cols-[1.35fr_1fr]"
      data-event={event.id}
    >
      <img src={event.banner} alt={event.alt} width={1200} height={630} className="aspect-[40/21] w-full object-cover" />
      <div className="flex flex-col p-6 sm:p-8">
        <h3 id={`event-${event.id}`} className="text-2xl font-bold">
          {event.title}
        </h3>
        {event.date || event.time ? (
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem]">
            {event.date ? (
              <div className="flex items-center gap-2">
                <dt>
                  <CalendarDays aria-hidden="true" className="size-5 text-primary" />
                  <span className="sr-only">{eventsCopy.dateLabel}</span>
                </dt>
                <dd className="font-semibold text-ink">{event.date}</dd>
              </div>
            ) : null}
            {event.time ? (
              <div className="flex items-center gap-2">
                <dt>
                  <Clock aria-hidden="true" className="size-5 text-primary" />
                  <span className="sr-only">{eventsCopy.timeLabel}</span>
                </dt>
                <dd className="font-semibold text-ink">{event.time}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <p className="mt-4 text-muted-foreground">{event.description}</p>
        <div className="mt-auto pt-6">
          <ExternalLink href={links[event.registrationUrl]} className={buttonVariants({ variant: 'cta', className: 'w-full sm:w-auto' })}>
            {eventsCopy.register}
            <span className="sr-only"> {eventsCopy.registerFor(event)}</span>
          </ExternalLink>
        </div>
      </div>
    </article>
  )
}
