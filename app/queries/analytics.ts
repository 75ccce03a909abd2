/** /admin/analytics: the report of a period, by its query key. */
import { queryOptions } from '@tanstack/react-query'
import type { AnalyticsPeriod } from '~/lib/analytics-report'
import { getAnalyticsReport } from '~/server/analytics-admin.functions'

export const analyticsQueryKeys = {
  all: ['analytics'] as const,
  report: (period: AnalyticsPeriod) =>
    ['analytics', 'report', 'period' in period ? period.period : `${period.from}..${period.to}`] as const,
}

export const analyticsReportQuery = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsQueryKeys.report(period),
    queryFn: () => getAnalyticsReport({ data: period }),
  })
