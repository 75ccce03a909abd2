import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { ManageEvents } from '~/components/admin/events/manage-events'

export const Route = createFileRoute('/admin/events/')({
  loader: () => loadAdminPageMeta('events'),
  head: (context) => pageHead(context, context.loaderData),
  component: ManageEvents,
})
