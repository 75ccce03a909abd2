import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { EventPreview } from '~/components/admin/events/event-preview'

export const Route = createFileRoute('/admin/events/$id/preview')({
  loader: () => loadAdminPageMeta('eventPreview'),
  head: (context) => pageHead(context, context.loaderData),
  component: function PreviewPage() {
    return <EventPreview eventId={Route.useParams().id} />
  },
})
