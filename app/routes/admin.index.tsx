import { createFileRoute } from '@tanstack/react-router'
import { adminMeta } from '~/content/admin-meta'
import { pageHead } from '~/lib/site'
import { AdminDashboard } from '~/components/admin/admin-dashboard'

export const Route = createFileRoute('/admin/')({
  head: ({ matches, match }) =>
    pageHead(matches, match, { ...adminMeta.dashboard, path: '/admin', noindex: true }),
  component: AdminDashboard,
})
