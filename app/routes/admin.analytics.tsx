import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { AnalyticsPage } from '~/components/admin/analytics-page'

/** `?period=7d|30d|90d` or `?from=YYYY-MM-DD&to=YYYY-MM-DD`, read by the page (periodFromSearch) and checked by the server. */
export type AnalyticsSearch = { period?: string; from?: string; to?: string }

export const Route = createFileRoute('/admin/analytics')({
  // Taken as it is: route options are in every page's first-load script, so the page reads them.
  validateSearch: (search: Record<string, unknown>) => search as AnalyticsSearch,
  loader: () => loadAdminPageMeta('analytics'),
  head: (context) => pageHead(context, context.loaderData),
  component: AnalyticsPage,
})
