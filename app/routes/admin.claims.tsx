import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { ClaimsInbox } from '~/components/admin/claims-inbox'

export const Route = createFileRoute('/admin/claims')({
  loader: () => loadAdminPageMeta('claims'),
  head: (context) => pageHead(context, context.loaderData),
  component: ClaimsInbox,
})
