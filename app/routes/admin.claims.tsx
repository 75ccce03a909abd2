import { createFileRoute } from '@tanstack/react-router'
import { adminMetaFallback, loadAdminMeta } from '~/lib/admin-meta'
import { pageHead } from '~/lib/site'
import { ClaimsInbox } from '~/components/admin/claims-inbox'

export const Route = createFileRoute('/admin/claims')({
  loader: () => loadAdminMeta('claims'),
  head: ({ matches, match, loaderData }) =>
    pageHead(matches, match, { ...(loaderData ?? adminMetaFallback) }),
  component: ClaimsInbox,
})
