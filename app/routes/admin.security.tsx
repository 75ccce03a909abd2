import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { SecurityLog } from '~/components/admin/security-log'

export const Route = createFileRoute('/admin/security')({
  loader: () => loadAdminPageMeta('security'),
  head: (context) => pageHead(context, context.loaderData),
  component: SecurityLog,
})
