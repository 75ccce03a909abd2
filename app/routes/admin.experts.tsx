import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { ManageExperts } from '~/components/admin/manage-experts'

export const Route = createFileRoute('/admin/experts')({
  loader: () => loadAdminPageMeta('experts'),
  head: (context) => pageHead(context, context.loaderData),
  component: ManageExperts,
})
