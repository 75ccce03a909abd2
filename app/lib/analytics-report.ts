/**
 * /admin/analytics as data: the period asked for, and the report made from the rows of
 * `public.analytics_report()` (totals per day, every other dimension summed over the period).
 * No words: the page names the tables and columns from app/content.
 */
import {
  analyticsLongestPeriodDays,
  conversionKinds,
  type AnalyticsDimension,
  type AnalyticsMetric,
  type ConversionKind,
} from '~/domain/analytics'
import { addDays } from './calendar-day'

export const periodPresets = ['today', '7d', '30d', '90d'] as const
export type PeriodPreset = (typeof periodPresets)[number]

const presetDays: Record<PeriodPreset, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 }

/** A period: one of the presets, or a custom range of the site's days (app/server/analytics-period.ts checks it). */
export type AnalyticsPeriod = { period: PeriodPreset } | { from: string; to: string }

const isDay = /^\d{4}-\d{2}-\d{2}$/

/** The period an address asks for (`?period=7d`, `?from=…&to=…`, its days in either order); anything else is today. The server checks the range again. */
export function periodFromSearch(search: Readonly<Record<string, unknown>>): AnalyticsPeriod {
  const { period, from, to } = search
  if (typeof from === 'string' && typeof to === 'string' && isDay.test(from) && isDay.test(to))
    return from <= to ? { from, to } : { from: to, to: from }
  return { period: periodPresets.find((preset) => preset === period) ?? 'today' }
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** Whether a custom range spans more days than the report may (analytics_report refuses it). */
export function isRangeTooLong(from: string, to: string): boolean {
  return daysBetween(from, to) >= analyticsLongestPeriodDays
}

/** How many days after its first day a range may end (the date boxes' min and max keep to it). */
export const rangeReach = analyticsLongestPeriodDays - 1

/** The first and last day of a period, `today` being the site's day now. */
export function periodDays(period: AnalyticsPeriod, today: string): { from: string; to: string } {
  if ('period' in period) return { from: addDays(today, 1 - presetDays[period.period]), to: today }
  return { from: period.from, to: period.to }
}

export interface AnalyticsRow {
  day: string | null
  dimension: AnalyticsDimension
  value: string
  metric: AnalyticsMetric
  count: number
}

export interface AnalyticsTotals {
  visitors: number
  visits: number
  pageViews: number
  /** Share of visits with one page view; null without visits. */
  bounceRate: number | null
  /** Mean visit length in seconds (a one-page visit lasts 0 s); null without visits. */
  visitSeconds: number | null
  clicks: number
}

/** The kinds of table the page shows, each a dimension and its columns. */
export const analyticsTableIds = [
  'pages',
  'entries',
  'sources',
  'mediums',
  'campaigns',
  'screens',
  'links',
  'conversions',
  'conversionEntries',
  'conversionSources',
] as const
export type AnalyticsTableId = (typeof analyticsTableIds)[number]

export type AnalyticsColumnKey =
  | 'value'
  | 'visitors'
  | 'visits'
  | 'pageViews'
  | 'bounceRate'
  | 'clicks'
  | 'count'
  | 'rate'
  | 'convertingVisits'
  | ConversionKind
  | `${ConversionKind}Rate`

export type AnalyticsCell = string | number | null

export interface AnalyticsTable {
  id: AnalyticsTableId
  columns: readonly AnalyticsColumnKey[]
  rows: Record<string, AnalyticsCell>[]
}

/** One hour of a day (0 to 23, the site's wall-clock hours) and its counts. */
export interface AnalyticsHour {
  hour: number
  visitors: number
  pageViews: number
}

export interface AnalyticsReport {
  from: string
  to: string
  /** Every day of the period, in order (days without visits count 0). */
  series: { day: string; visitors: number; pageViews: number }[]
  /** A period of one day whose events are kept: each of its hours so far, in order (the chart's points); otherwise null. */
  hours: AnalyticsHour[] | null
  totals: AnalyticsTotals
  conversions: Record<ConversionKind, number>
  tables: AnalyticsTable[]
}

/** Whether a column holds a share (0 to 1) rather than a count. */
export function isRateColumn(column: AnalyticsColumnKey): boolean {
  return column === 'bounceRate' || column === 'rate' || column.endsWith('Rate')
}

function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null
}

/** value → metric → count, for one dimension. */
function byValue(rows: readonly AnalyticsRow[], dimension: AnalyticsDimension): Map<string, Map<AnalyticsMetric, number>> {
  const values = new Map<string, Map<AnalyticsMetric, number>>()
  for (const row of rows) {
    if (row.dimension !== dimension) continue
    let metrics = values.get(row.value)
    if (!metrics) values.set(row.value, (metrics = new Map()))
    metrics.set(row.metric, (metrics.get(row.metric) ?? 0) + row.count)
  }
  return values
}

function countTable(
  rows: readonly AnalyticsRow[],
  id: AnalyticsTableId,
  dimension: AnalyticsDimension,
  metrics: readonly { column: AnalyticsColumnKey; metric: AnalyticsMetric }[],
): AnalyticsTable {
  const tableRows = [...byValue(rows, dimension)].map(([value, counts]) => {
    const row: Record<string, AnalyticsCell> = { value }
    for (const { column, metric } of metrics) row[column] = counts.get(metric) ?? 0
    return row
  })
  const first = metrics[0]!.column
  tableRows.sort((a, b) => Number(b[first]) - Number(a[first]) || String(a.value).localeCompare(String(b.value)))
  return { id, columns: ['value', ...metrics.map((m) => m.column)], rows: tableRows }
}

/** Conversions by entry page or source: each kind's count, and the share of that page's or source's visits with one. */
function conversionTable(rows: readonly AnalyticsRow[], id: AnalyticsTableId, dimension: AnalyticsDimension, visitsDimension: AnalyticsDimension): AnalyticsTable {
  const visits = byValue(rows, visitsDimension)
  const converted = byValue(rows, dimension)
  const tableRows = [...converted].map(([value, counts]) => {
    const visitCount = value === '' ? null : (visits.get(value)?.get('visits') ?? 0)
    const row: Record<string, AnalyticsCell> = { value, visits: visitCount }
    for (const kind of conversionKinds) {
      row[kind] = counts.get(kind) ?? 0
      row[`${kind}Rate`] = visitCount === null ? null : share(counts.get(`${kind}_visits`) ?? 0, visitCount)
    }
    return row
  })
  const total = (row: Record<string, AnalyticsCell>) => conversionKinds.reduce((sum, kind) => sum + Number(row[kind]), 0)
  tableRows.sort((a, b) => total(b) - total(a) || String(a.value).localeCompare(String(b.value)))
  return { id, columns: ['value', 'visits', ...conversionKinds.flatMap((kind) => [kind, `${kind}Rate` as const])], rows: tableRows }
}

/**
 * Whether a period is drawn by the hour: a single day, not to come, whose raw events are still
 * kept (the events of the days more than `retentionDays` before today are deleted once rolled
 * up). Today's hours end at the current one (`now`, the site's wall time 'YYYY-MM-DDTHH:mm').
 */
export function hourlyDay(from: string, to: string, now: string, retentionDays: number): { day: string; lastHour: number } | null {
  const today = now.slice(0, 10)
  if (from !== to || from > today || from < addDays(today, -retentionDays)) return null
  return { day: from, lastHour: from === today ? Number(now.slice(11, 13)) : 23 }
}

/**
 * The hours 0 to `lastHour` of a day from the hours analytics_hours() returned (those with page
 * views): the hours between count 0, the hours to come are left out.
 */
export function hourSeries(counted: readonly AnalyticsHour[], lastHour: number): AnalyticsHour[] {
  const byHour = new Map(counted.map((hour) => [hour.hour, hour]))
  return Array.from({ length: lastHour + 1 }, (_, hour) => byHour.get(hour) ?? { hour, visitors: 0, pageViews: 0 })
}

export function buildAnalyticsReport(rows: readonly AnalyticsRow[], from: string, to: string, hours: AnalyticsHour[] | null = null): AnalyticsReport {
  const perDay = new Map<string, Map<AnalyticsMetric, number>>()
  const total = new Map<AnalyticsMetric, number>()
  for (const row of rows) {
    if (row.dimension !== 'total') continue
    total.set(row.metric, (total.get(row.metric) ?? 0) + row.count)
    if (!row.day) continue
    let day = perDay.get(row.day)
    if (!day) perDay.set(row.day, (day = new Map()))
    day.set(row.metric, (day.get(row.metric) ?? 0) + row.count)
  }
  const series = Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => {
    const day = addDays(from, index)
    const counts = perDay.get(day)
    return { day, visitors: counts?.get('visitors') ?? 0, pageViews: counts?.get('page_views') ?? 0 }
  })
  const count = (metric: AnalyticsMetric) => total.get(metric) ?? 0
  const visits = count('visits')
  const conversions = Object.fromEntries(conversionKinds.map((kind) => [kind, count(kind)])) as Record<ConversionKind, number>

  const entries = countTable(rows, 'entries', 'entry', [
    { column: 'visits', metric: 'visits' },
    { column: 'bounceRate', metric: 'bounces' },
  ])
  for (const row of entries.rows) row.bounceRate = share(Number(row.bounceRate), Number(row.visits))

  return {
    from,
    to,
    series,
    hours,
    totals: {
      visitors: count('visitors'),
      visits,
      pageViews: count('page_views'),
      bounceRate: share(count('bounces'), visits),
      visitSeconds: share(count('visit_seconds'), visits),
      clicks: count('clicks'),
    },
    conversions,
    tables: [
      countTable(rows, 'pages', 'page', [
        { column: 'pageViews', metric: 'page_views' },
        { column: 'visitors', metric: 'visitors' },
      ]),
      entries,
      countTable(rows, 'sources', 'source', [
        { column: 'visits', metric: 'visits' },
        { column: 'visitors', metric: 'visitors' },
        { column: 'pageViews', metric: 'page_views' },
      ]),
      countTable(rows, 'mediums', 'medium', [
        { column: 'visits', metric: 'visits' },
        { column: 'visitors', metric: 'visitors' },
      ]),
      countTable(rows, 'campaigns', 'campaign', [
        { column: 'visits', metric: 'visits' },
        { column: 'visitors', metric: 'visitors' },
        { column: 'pageViews', metric: 'page_views' },
      ]),
      countTable(rows, 'screens', 'screen', [
        { column: 'pageViews', metric: 'page_views' },
        { column: 'visitors', metric: 'visitors' },
      ]),
      countTable(rows, 'links', 'link', [{ column: 'clicks', metric: 'clicks' }]),
      {
        // A rate of visits counts visits, not conversions: three downloads in one visit are one
        // converting visit, and a conversion from a browser not counted (staff, automation, one
        // that asks not to be tracked) is in no visit.
        id: 'conversions',
        columns: ['value', 'count', 'convertingVisits', 'rate'],
        rows: conversionKinds.map((kind) => ({
          value: kind,
          count: conversions[kind],
          convertingVisits: count(`${kind}_visits`),
          rate: share(count(`${kind}_visits`), visits),
        })),
      },
      conversionTable(rows, 'conversionEntries', 'conversion_entry', 'entry'),
      conversionTable(rows, 'conversionSources', 'conversion_source', 'source'),
    ],
  }
}

/** A table as CSV rows: rates as percentages with one decimal, everything else as it is. */
export function analyticsTableCells(table: AnalyticsTable, valueText: (value: string) => string): (string | number)[][] {
  return table.rows.map((row) =>
    table.columns.map((column) => {
      const cell = row[column]
      if (column === 'value') return valueText(String(cell))
      if (cell === null || cell === undefined) return ''
      return isRateColumn(column) ? Math.round(Number(cell) * 1000) / 10 : Number(cell)
    }),
  )
}
