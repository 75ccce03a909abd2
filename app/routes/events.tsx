import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '~/lib/site'
import { eventBanners, eventsCopy, eventsHero } from '~/content/events'
import { pageMeta } from '~/content/page-meta'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CtaBand } from '~/components/sections/cta-band'
import { buttonVariants } from '~/components/ui/button'
import { EventBannerCard } from '~/components/events/event-banner-card'

export const Route = createFileRoute('/events')({
  head: (context) => pageHead(context, pageMeta.events),
  component: EventsPage,
})

function EventsPage() {
  return (
    <>
      <PageHero eyebrow={eventsHero.eyebrow} title={eventsHero.title} lead={eventsHero.lead} />
      <Section title={eventsCopy.listTitle} className="pt-4 sm:pt-6 lg:pt-8" containerClassName="max-w-6xl">
        <ul className="space-y-8">
          {eventBanners.map((event) => (
            <li key={event.id}>
              <EventBannerCard event={event} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title={eventsCopy.closing.title}
        text={eventsCopy.closing.text}
        actions={
          <Link to="/creators" className={buttonVariants({ variant: 'cta', size: 'lg' })}>
            {eventsCopy.closing.button}
          </Link>
        }
      />
    </>
  )
}
