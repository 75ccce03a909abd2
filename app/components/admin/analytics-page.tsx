import * as React from 'react'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { BarChart3, Download } from 'lucide-react'
import { analyticsCopy as copy } from '~/content/admin-analytics'
import { analyticsLongestPeriodDays, type CommunityLinkKind, type ConversionKind, type ScreenClass } from '~/domain/analytics'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { toCsv } from '~/lib/csv'
import { addDays } from '~/lib/calendar-day'
import {
  analyticsTableCells,
  isRangeTooLong,
  isRateColumn,
  periodFromSearch,
  periodPresets,
  rangeReach,
  type AnalyticsCell,
  type AnalyticsColumnKey,
  type AnalyticsPeriod,
  type AnalyticsReport,
  type AnalyticsTable,
} from '~/lib/analytics-report'
import { analyticsReportQuery } from '~/queries/analytics'
import { downloadText } from '~/queries/download'
import { useReportLoadFailure } from '~/queries/report-failure'
import { Button, buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { cn } from '~/lib/cn'
import { AdminPageHeader } from './admin-page-header'
import { ListState } from './records/list-state'
import { RecordTable } from './records/record-table'
import { AnalyticsChart } from './analytics-chart'

const numberFormat = new Intl.NumberFormat('en-US')
const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

function formatCell(column: AnalyticsColumnKey, cell: AnalyticsCell): string {
  if (cell === null || cell === undefined) return copy.notAvailable
  return isRateColumn(column) ? percentFormat.format(Number(cell)) : numberFormat.format(Number(cell))
}

function formatSeconds(seconds: number | null): string {
  if (seconds === null) return copy.notAvailable
  const whole = Math.round(seconds)
  const minutes = Math.floor(whole / 60)
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`
}

/** How a table's first column reads: paths as they are, vocabularies in words, '' as what it means. */
function valueText(table: AnalyticsTable['id'], value: string): string {
  switch (table) {
    case 'screens':
      return copy.screenClasses[value as ScreenClass] ?? value
    case 'links':
      return copy.links[value as CommunityLinkKind] ?? value
    case 'conversions':
      return copy.conversionKinds[value as ConversionKind] ?? value
    case 'sources':
    case 'conversionSources':
      return value === '' ? copy.direct : value
    case 'conversionEntries':
      return value === '' ? copy.noVisit : value
    default:
      return value
  }
}

/**
 * /admin/analytics: a period (today, 7, 30 or 90 days, or a custom range of the site's days),
 * the chart of visitors and page views, the totals, and each table with its CSV export.
 */
export function AnalyticsPage() {
  const period = periodFromSearch(useSearch({ from: '/admin/analytics' }))
  // A range the report cannot span is not asked for: the page says why instead.
  const tooLong = 'from' in period && isRangeTooLong(period.from, period.to)
  const report = useQuery({ ...analyticsReportQuery(period), enabled: !tooLong })
  useReportLoadFailure(report, copy.loadFailed)

  return (
    <div className="grid gap-8">
      <AdminPageHeader
        title={copy.title}
        intro={copy.intro}
        summary={report.data ? { icon: BarChart3, counts: [copy.showing(report.data.from, report.data.to, SITE_TIME_ZONE)] } : false}
      />
      <PeriodPicker period={period} />
      {tooLong ? (
        <ListState state="failed" message={copy.rangeTooLong(analyticsLongestPeriodDays)} />
      ) : report.data ? (
        <ReportBody report={report.data} />
      ) : report.isError ? (
        <ListState state="failed" message={copy.loadFailed} onRetry={() => void report.refetch()} retrying={report.isFetching} retryLabel={copy.retry} />
      ) : (
        <ListState state="loading" message={copy.loading} />
      )}
      <p className="max-w-3xl text-sm text-muted-foreground">{copy.privacyNote}</p>
    </div>
  )
}

function PeriodPicker({ period }: { period: AnalyticsPeriod }) {
  const navigate = useNavigate()
  const fromId = React.useId()
  const toId = React.useId()
  const [from, setFrom] = React.useState('from' in period ? period.from : '')
  const [to, setTo] = React.useState('to' in period ? period.to : '')
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-[1fr_auto] md:items-end">
      <nav aria-label={copy.periodLabel}>
        <ul className="flex flex-wrap gap-2">
          {periodPresets.map((preset) => {
            const current = 'period' in period && period.period === preset
            return (
              <li key={preset}>
                <Link
                  to="/admin/analytics"
                  search={preset === 'today' ? {} : { period: preset }}
                  aria-current={current ? 'page' : undefined}
                  className={buttonVariants({ variant: current ? 'default' : 'outline', size: 'sm' })}
                >
                  {copy.presets[preset]}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <form
        aria-label={copy.customHeading}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (from && to) void navigate({ to: '/admin/analytics', search: { from, to } })
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={fromId}>{copy.from}</Label>
          <Input
            id={fromId}
            type="date"
            required
            value={from}
            min={to ? addDays(to, -rangeReach) : undefined}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
            className="w-40"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={toId}>{copy.to}</Label>
          <Input
            id={toId}
            type="date"
            required
            value={to}
            min={from || undefined}
            max={from ? addDays(from, rangeReach) : undefined}
            onChange={(event) => setTo(event.target.value)}
            className="w-40"
          />
        </div>
        <Button type="submit" variant={'from' in period ? 'default' : 'outline'}>
          {copy.show}
        </Button>
      </form>
    </Card>
  )
}

function ReportBody({ report }: { report: AnalyticsReport }) {
  const { totals } = report
  const figures = [
    { label: copy.totals.visitors, value: numberFormat.format(totals.visitors) },
    { label: copy.totals.visits, value: numberFormat.format(totals.visits) },
    { label: copy.totals.pageViews, value: numberFormat.format(totals.pageViews) },
    { label: copy.totals.bounceRate, value: formatCell('bounceRate', totals.bounceRate) },
    { label: copy.totals.visitLength, value: formatSeconds(totals.visitSeconds) },
    { label: copy.totals.clicks, value: numberFormat.format(totals.clicks) },
  ]
  return (
    <>
      <section aria-labelledby="analytics-totals">
        <h2 id="analytics-totals" className="sr-only">
          {copy.totalsHeading}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" data-testid="analytics-totals">
          {figures.map((figure) => (
            <Card key={figure.label} className="grid gap-1 p-4">
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-2xl font-bold text-ink">{figure.value}</dd>
            </Card>
          ))}
        </dl>
      </section>
      <section aria-labelledby="analytics-chart" className="grid gap-3">
        <h2 id="analytics-chart" className="text-xl font-semibold">
          {copy.chartHeading}
        </h2>
        <Card className="p-4">
          <AnalyticsChart report={report} />
        </Card>
      </section>
      <div className="grid gap-8 xl:grid-cols-2">
        {report.tables.map((table) => (
          <ReportTable key={table.id} table={table} report={report} wide={table.id.startsWith('conversion') && table.id !== 'conversions'} />
        ))}
      </div>
    </>
  )
}

function ReportTable({ table, report, wide }: { table: AnalyticsTable; report: AnalyticsReport; wide: boolean }) {
  const title = copy.tables[table.id]
  const headingId = `analytics-${table.id}`
  const labels = table.columns.map((column) => (column === 'value' ? copy.valueColumns[table.id] : copy.columns[column]))
  const exportCsv = () =>
    downloadText(
      `analytics-${table.id}-${report.from}-to-${report.to}.csv`,
      toCsv(labels, analyticsTableCells(table, (value) => valueText(table.id, value))),
    )
  return (
    <section aria-labelledby={headingId} className={cn('grid content-start gap-3', wide && 'xl:col-span-2')} data-testid={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <Button variant="outline" size="sm" onClick={exportCsv} disabled={table.rows.length === 0} aria-label={copy.exportLabel(title)}>
          <Download aria-hidden="true" />
          {copy.exportCsv}
        </Button>
      </div>
      {table.rows.length === 0 ? (
        <ListState state="empty" message={copy.empty} />
      ) : (
        <RecordTable<Record<string, AnalyticsCell>>
          label={title}
          rows={table.rows}
          rowKey={(row) => String(row.value)}
          name={{
            label: labels[0]!,
            // Paths break between words only, so a short one stays whole in the wide conversion tables.
            className: 'font-semibold text-ink break-words',
            cell: (row) => valueText(table.id, String(row.value)),
          }}
          columns={table.columns.slice(1).map((column, index) => ({
            label: labels[index + 1]!,
            alignEnd: true,
            className: 'tabular-nums',
            cell: (row) => (
              <span className="flex w-full justify-between gap-3 md:justify-end">
                {/* Below 768 px the header row is for screen readers only: each figure says what it is. */}
                <span aria-hidden="true" className="text-muted-foreground md:hidden">
                  {labels[index + 1]}
                </span>
                {formatCell(column, row[column] ?? null)}
              </span>
            ),
          }))}
        />
      )}
    </section>
  )
}
