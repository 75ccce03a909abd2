import { createFileRoute } from '@tanstack/react-router'
import { adminMetaFallback, loadAdminMeta } from '~/lib/admin-meta'
import { pageHead } from '~/lib/site'
import { ManageExperts } from '~/components/admin/manage-experts'

export const Route = createFileRoute('/admin/experts')({
  loader: () => loadAdminMeta('experts'),
  head: ({ matches, match, loaderData }) =>
    pageHead(matches, match, { ...(loaderData ?? adminMetaFallback) }),
  component: ManageExperts,
})
