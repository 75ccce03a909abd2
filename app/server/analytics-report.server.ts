/**
 * /admin/analytics on the server: the period's days in the site's time zone (by the one
 * clock), and the report as the signed-in staff member may read it (analytics_report() and
 * analytics_hours() check the role themselves).
 */
import type { AnalyticsDimension, AnalyticsMetric } from '~/domain/analytics'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { buildAnalyticsReport, hourlyDay, hourSeries, periodDays, type AnalyticsHour, type AnalyticsPeriod, type AnalyticsReport } from '~/lib/analytics-report'
import { wallTimeOf } from '~/lib/event-time'
import { nowMs } from './clock'
import { appConfig } from './config.server'
import { failWith } from './db-failure'
import type { SupabaseServerClient } from './supabase.server'

const readFailed = 'The analytics could not be loaded. Please try again.'

export async function selectAnalyticsReport(supabase: SupabaseServerClient, period: AnalyticsPeriod): Promise<AnalyticsReport> {
  const now = wallTimeOf(nowMs(), SITE_TIME_ZONE)
  const { from, to } = periodDays(period, now.slice(0, 10))
  const hourly = hourlyDay(from, to, now, appConfig.analyticsRetentionDays)
  const [report, hours] = await Promise.all([
    supabase.rpc('analytics_report', { from_day: from, to_day: to }),
    hourly ? supabase.rpc('analytics_hours', { for_day: hourly.day }) : null,
  ])
  if (report.error) failWith('analytics-read-failed', report.error, 502, readFailed)
  if (hours?.error) failWith('analytics-read-failed', hours.error, 502, readFailed)
  const rows = (report.data ?? []).map((row) => ({
    day: row.day ?? null,
    dimension: row.dimension as AnalyticsDimension,
    value: row.value,
    metric: row.metric as AnalyticsMetric,
    count: Number(row.count),
  }))
  const counted: AnalyticsHour[] = (hours?.data ?? []).map((row) => ({ hour: row.hour, visitors: Number(row.visitors), pageViews: Number(row.page_views) }))
  return buildAnalyticsReport(rows, from, to, hourly && hourSeries(counted, hourly.lastHour))
}
