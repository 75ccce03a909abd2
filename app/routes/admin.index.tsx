import { createFileRoute } from '@tanstack/react-router'
import { adminMetaFallback, loadAdminMeta } from '~/lib/admin-meta'
import { pageHead } from '~/lib/site'
import { AdminDashboard } from '~/components/admin/admin-dashboard'

export const Route = createFileRoute('/admin/')({
  loader: () => loadAdminMeta('dashboard'),
  head: ({ matches, match, loaderData }) =>
    pageHead(matches, match, { ...(loaderData ?? adminMetaFallback), path: '/admin' }),
  component: AdminDashboard,
})
