import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { EventRegistrations } from '~/components/admin/events/event-registrations'

export const Route = createFileRoute('/admin/events/$id/registrations')({
  loader: () => loadAdminPageMeta('eventRegistrations'),
  head: (context) => pageHead(context, context.loaderData),
  component: function RegistrationsPage() {
    return <EventRegistrations eventId={Route.useParams().id} />
  },
})
