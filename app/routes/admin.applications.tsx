import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { ApplicationsInbox } from '~/components/admin/applications-inbox'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const Route = createFileRoute('/admin/applications')({
  // `?open=<id>` opens that application's details (the e-mail notices link there); anything else
  // is ignored. A plain check rather than a valibot schema: route options are in every page's
  // first-load script, which must stay small.
  validateSearch: (search: Record<string, unknown>): { open?: string } =>
    typeof search.open === 'string' && uuid.test(search.open) ? { open: search.open } : {},
  loader: () => loadAdminPageMeta('applications'),
  head: (context) => pageHead(context, context.loaderData),
  component: ApplicationsInbox,
})
