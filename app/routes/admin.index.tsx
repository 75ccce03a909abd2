import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { AdminDashboard } from '~/components/admin/admin-dashboard'

export const Route = createFileRoute('/admin/')({
  loader: () => loadAdminPageMeta('dashboard'),
  head: (context) => pageHead(context, context.loaderData),
  component: AdminDashboard,
})
