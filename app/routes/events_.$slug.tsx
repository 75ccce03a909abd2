import { createFileRoute, notFound } from '@tanstack/react-router'
import { eventPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { EventDetails } from '~/components/events/event-details'
import { getEventPage } from '~/server/events.functions'

export const Route = createFileRoute('/events_/$slug')({
  loader: async ({ params }) => {
    const page = await getEventPage({ data: { slug: params.slug } })
    if (!page) throw notFound()
    return page
  },
  head: (context) => pageHead(context, context.loaderData && eventPageMeta(context.loaderData.event)),
  component: EventPage,
})

/** A published event's own page; an unknown or draft address is the 404 page. */
function EventPage() {
  return <EventDetails {...Route.useLoaderData()} />
}
