/**
 * /admin/analytics on the server: the period's days in the site's time zone (by the one
 * clock), and the report as the signed-in staff member may read it (analytics_report()
 * checks the role itself).
 */
import type { AnalyticsDimension, AnalyticsMetric } from '~/domain/analytics'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { buildAnalyticsReport, periodDays, type AnalyticsPeriod, type AnalyticsReport } from '~/lib/analytics-report'
import { wallDateOf } from '~/lib/event-time'
import { nowMs } from './clock'
import { failWith } from './db-failure'
import type { SupabaseServerClient } from './supabase.server'

export async function selectAnalyticsReport(supabase: SupabaseServerClient, period: AnalyticsPeriod): Promise<AnalyticsReport> {
  const { from, to } = periodDays(period, wallDateOf(nowMs(), SITE_TIME_ZONE))
  const { data, error } = await supabase.rpc('analytics_report', { from_day: from, to_day: to })
  if (error) failWith('analytics-read-failed', error, 502, 'The analytics could not be loaded. Please try again.')
  const rows = (data ?? []).map((row) => ({
    day: row.day ?? null,
    dimension: row.dimension as AnalyticsDimension,
    value: row.value,
    metric: row.metric as AnalyticsMetric,
    count: Number(row.count),
  }))
  return buildAnalyticsReport(rows, from, to)
}
