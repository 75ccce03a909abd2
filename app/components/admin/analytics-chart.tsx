import * as React from 'react'
import type uPlot from 'uplot'
import { analyticsCopy as copy } from '~/content/admin-analytics'
import type { AnalyticsReport } from '~/lib/analytics-report'

/** Each series' colour: a theme token, as a class for the legend and as a CSS variable for the canvas. */
const seriesColors = {
  visitors: { token: '--color-primary', swatch: 'bg-primary' },
  pageViews: { token: '--color-cta-hover', swatch: 'bg-cta-hover' },
} as const

/** A theme token's colour: uPlot draws on a canvas, which takes colours, not classes. */
function themeColor(token: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(token).trim()
}
const HEIGHT = 260
const DAY_SECONDS = 86_400
const HOUR_SECONDS = 3_600

/**
 * The chart's points, by the hour or by the day: where each sits (seconds, the site's wall-clock
 * time read as UTC) and what the table under the chart calls it, the scale around them, and the axis' steps.
 */
function chartPoints({ series, hours, from }: AnalyticsReport) {
  const start = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000
  if (hours) {
    // The whole day, half an hour either side, also while today's hours end at this one.
    const day = start(from)
    const points = hours.map((point) => ({ ...point, x: day + point.hour * HOUR_SECONDS, label: copy.hourLabel(point.hour) }))
    // Ticks say the hour as the table does ('10 AM'); the day is the period's, shown above.
    return { unit: 'hour' as const, points, min: day - HOUR_SECONDS / 2, max: day + 23.5 * HOUR_SECONDS, incrs: [1, 2, 3, 4, 6, 12].map((h) => h * HOUR_SECONDS), values: '{h} {AA}' }
  }
  // The period's days, half a day either side (a whole day around a single one) so no point sits on the
  // edge; set, not found from the data (uPlot widens a single time point by 86,400 of its milliseconds).
  const points = series.map((point) => ({ ...point, x: start(point.day), label: point.day }))
  const edge = points.length === 1 ? DAY_SECONDS : DAY_SECONDS / 2
  // Ticks on whole days (or weeks, months): the points are days.
  return { unit: 'day' as const, points, min: points[0]!.x - edge, max: points.at(-1)!.x + edge, incrs: [1, 2, 7, 14, 30, 61, 91].map((d) => d * DAY_SECONDS), values: undefined }
}

/**
 * Visitors and page views per day (per hour for a single day whose events are kept), drawn by uPlot (docs/decisions/038-first-party-analytics.md),
 * which is fetched with this page only, in the browser. The canvas is an image with a text
 * alternative; its points are in the table folded under it.
 */
export function AnalyticsChart({ report }: { report: AnalyticsReport }) {
  const box = React.useRef<HTMLDivElement>(null)
  const { from, to, totals } = report
  const drawn = React.useMemo(() => chartPoints(report), [report])

  React.useEffect(() => {
    const container = box.current
    if (!container) return
    let chart: uPlot | undefined
    let cancelled = false
    const observer = new ResizeObserver(() => chart?.setSize({ width: container.clientWidth, height: HEIGHT }))
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return
      const axis = { stroke: themeColor('--color-muted-foreground'), grid: { stroke: themeColor('--color-muted') }, ticks: { stroke: themeColor('--color-border') } }
      const { points, min, max, incrs, values } = drawn
      chart = new UPlot(
        {
          width: container.clientWidth,
          height: HEIGHT,
          // Days and hours are the site's: drawn as they are, whatever the staff member's zone.
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
          legend: { show: false },
          cursor: { show: false },
          select: { show: false, left: 0, top: 0, width: 0, height: 0 },
          scales: {
            x: { time: true, auto: false, min, max },
            y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
          },
          axes: [
            { ...axis, incrs, values },
            { ...axis, size: 48 },
          ],
          series: [
            {},
            { label: copy.chartSeries.visitors, stroke: themeColor(seriesColors.visitors.token), width: 2, fill: `${themeColor(seriesColors.visitors.token)}14` /* its colour at 8 % opacity (#rrggbbaa) */, points: { show: points.length <= 31 } },
            { label: copy.chartSeries.pageViews, stroke: themeColor(seriesColors.pageViews.token), width: 2, points: { show: points.length <= 31 } },
          ],
        },
        [points.map((point) => point.x), points.map((point) => point.visitors), points.map((point) => point.pageViews)],
        container,
      )
      // uPlot's layers sit on top of each other (its stylesheet says so; this page loads none).
      chart.root.querySelector<HTMLElement>('.u-wrap')?.style.setProperty('position', 'relative')
      for (const layer of chart.root.querySelectorAll<HTMLElement>('.u-over, .u-under')) layer.style.setProperty('position', 'absolute')
      observer.observe(container)
    })
    return () => {
      cancelled = true
      observer.disconnect()
      chart?.destroy()
    }
  }, [drawn])

  return (
    <figure className="grid gap-3">
      <div
        ref={box}
        role="img"
        aria-label={drawn.unit === 'hour' ? copy.hourChartLabel(from, totals.visitors, totals.pageViews) : copy.chartLabel(from, to, totals.visitors, totals.pageViews)}
        className="min-h-[260px] w-full overflow-hidden"
        data-testid="analytics-chart"
      />
      <figcaption className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        {(['visitors', 'pageViews'] as const).map((key) => (
          <span key={key} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block h-1 w-5 rounded-full ${seriesColors[key].swatch}`} />
            {copy.chartSeries[key]}
          </span>
        ))}
      </figcaption>
      <ChartNumbers drawn={drawn} />
    </figure>
  )
}

/** The chart's points as a table, folded under it: what the canvas shows, for whoever cannot see it or wants the figures. */
function ChartNumbers({ drawn: { unit, points } }: { drawn: ReturnType<typeof chartPoints> }) {
  return (
    <details className="text-sm">
      <summary className="w-fit cursor-pointer font-medium text-ink underline-offset-4 hover:underline">{copy.chartNumbers}</summary>
      <table className="mt-3 w-full max-w-md tabular-nums">
        <caption className="sr-only">{copy.chartHeading}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-1.5 pr-4 font-medium">
              {copy.chartPoint[unit]}
            </th>
            <th scope="col" className="py-1.5 pr-4 text-right font-medium">
              {copy.chartSeries.visitors}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {copy.chartSeries.pageViews}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.x} className="border-b border-border/60">
              <th scope="row" className="py-1.5 pr-4 text-left font-normal text-ink">
                {point.label}
              </th>
              <td className="py-1.5 pr-4 text-right">{point.visitors}</td>
              <td className="py-1.5 text-right">{point.pageViews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
