import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { AnalyticsPage } from '~/components/admin/analytics-page'

const day = /^\d{4}-\d{2}-\d{2}$/

export const Route = createFileRoute('/admin/analytics')({
  // `?period=7d|30d|90d` or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (the server checks the range);
  // anything else is today. A plain check: route options are in every page's first-load script.
  validateSearch: (search: Record<string, unknown>): { period?: string; from?: string; to?: string } =>
    typeof search.from === 'string' && typeof search.to === 'string' && day.test(search.from) && day.test(search.to)
      ? { from: search.from, to: search.to }
      : search.period === '7d' || search.period === '30d' || search.period === '90d'
        ? { period: search.period }
        : {},
  loader: () => loadAdminPageMeta('analytics'),
  head: (context) => pageHead(context, context.loaderData),
  component: AnalyticsPage,
})
