import { createFileRoute } from '@tanstack/react-router'
import { adminMetaFallback, loadAdminMeta } from '~/lib/admin-meta'
import { pageHead } from '~/lib/site'
import { ApplicationsInbox } from '~/components/admin/applications-inbox'

export const Route = createFileRoute('/admin/applications')({
  loader: () => loadAdminMeta('applications'),
  head: ({ matches, match, loaderData }) =>
    pageHead(matches, match, { ...(loaderData ?? adminMetaFallback) }),
  component: ApplicationsInbox,
})
