import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { TeamPage } from '~/components/admin/team-page'

export const Route = createFileRoute('/admin/team')({
  loader: () => loadAdminPageMeta('team'),
  head: (context) => pageHead(context, context.loaderData),
  component: TeamPage,
})
