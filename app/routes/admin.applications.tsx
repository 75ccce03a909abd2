import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { ApplicationsInbox } from '~/components/admin/applications-inbox'

export const Route = createFileRoute('/admin/applications')({
  loader: () => loadAdminPageMeta('applications'),
  head: (context) => pageHead(context, context.loaderData),
  component: ApplicationsInbox,
})
