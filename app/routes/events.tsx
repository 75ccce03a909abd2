import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '~/lib/site'
import { eventsCopy, eventsHero } from '~/content/events'
import { pageMeta } from '~/content/page-meta'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CtaBand } from '~/components/sections/cta-band'
import { largeButton } from '~/components/ui/button'
import { EventCard } from '~/components/events/event-card'
import type { EventSummary } from '~/server/events.functions'
import { getEventsPage } from '~/server/events.functions'

export const Route = createFileRoute('/events')({
  loader: () => getEventsPage(),
  head: (context) => pageHead(context, pageMeta.events),
  component: EventsPage,
})

function EventList({ events }: { events: EventSummary[] }) {
  return (
    <ul className="space-y-8">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  )
}

/** Upcoming events in start order, then those to be dated, then a few recent ones: drafts never. */
function EventsPage() {
  const { failed, upcoming, toBeAnnounced, recentPast } = Route.useLoaderData()
  return (
    <>
      <PageHero hero={eventsHero} />
      <Section title={eventsCopy.upcomingTitle} className="pt-4 sm:pt-6 lg:pt-8" containerClassName="max-w-6xl">
        {failed ? (
          <p className="rounded-xl border border-border bg-white px-6 py-10 text-center text-ink">{eventsCopy.loadFailed}</p>
        ) : upcoming.length ? (
          <EventList events={upcoming} />
        ) : (
          <p className="rounded-xl border border-dashed border-input bg-white px-6 py-10 text-center text-muted-foreground">{eventsCopy.noUpcoming}</p>
        )}
      </Section>
      {toBeAnnounced.length ? (
        <Section title={eventsCopy.toBeAnnouncedTitle} tone="tint" containerClassName="max-w-6xl">
          <EventList events={toBeAnnounced} />
        </Section>
      ) : null}
      {recentPast.length ? (
        <Section title={eventsCopy.recentPastTitle} containerClassName="max-w-6xl">
          <EventList events={recentPast} />
        </Section>
      ) : null}
      <CtaBand title={eventsCopy.closing.title} text={eventsCopy.closing.text}>
        <Link to="/creators" className={largeButton('cta')}>
          {eventsCopy.closing.button}
        </Link>
      </CtaBand>
    </>
  )
}
