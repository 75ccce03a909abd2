import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { ManageResources } from '~/components/admin/manage-resources'

export const Route = createFileRoute('/admin/resources')({
  loader: () => loadAdminPageMeta('resources'),
  head: (context) => pageHead(context, context.loaderData),
  component: ManageResources,
})
