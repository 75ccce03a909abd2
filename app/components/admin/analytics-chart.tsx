import * as React from 'react'
import type uPlot from 'uplot'
import { analyticsCopy as copy } from '~/content/admin-analytics'
import type { AnalyticsReport } from '~/lib/analytics-report'

const colors = { visitors: '#0f766e', pageViews: '#e39211' } as const
const HEIGHT = 260
const DAY_SECONDS = 86_400

/**
 * Visitors and page views per day, drawn by uPlot (docs/decisions/038-first-party-analytics.md),
 * which is fetched with this page only, in the browser. The canvas is an image with a text
 * alternative; the numbers themselves are in the tables and their CSV files.
 */
export function AnalyticsChart({ report }: { report: AnalyticsReport }) {
  const box = React.useRef<HTMLDivElement>(null)
  const { series, from, to, totals } = report

  React.useEffect(() => {
    const container = box.current
    if (!container) return
    let chart: uPlot | undefined
    let cancelled = false
    const observer = new ResizeObserver(() => chart?.setSize({ width: container.clientWidth, height: HEIGHT }))
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return
      const days = series.map((point) => Date.parse(`${point.day}T00:00:00Z`) / 1000)
      const edge = days.length === 1 ? DAY_SECONDS : DAY_SECONDS / 2
      chart = new UPlot(
        {
          width: container.clientWidth,
          height: HEIGHT,
          // Days are the site's calendar days: drawn as they are, whatever the staff member's zone.
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
          legend: { show: false },
          cursor: { show: false },
          select: { show: false, left: 0, top: 0, width: 0, height: 0 },
          scales: {
            // The period's days, half a day either side (a whole day around a single one) so no point sits on the
            // edge; set, not found from the data (uPlot widens a single time point by 86,400 of its milliseconds).
            x: { time: true, auto: false, min: days[0]! - edge, max: days.at(-1)! + edge },
            y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
          },
          axes: [
            // Ticks on whole days (or weeks, months): the points are days.
            { stroke: '#4a5568', grid: { stroke: '#eef1f5' }, ticks: { stroke: '#dde3ea' }, incrs: [1, 2, 7, 14, 30, 61, 91].map((d) => d * DAY_SECONDS) },
            { stroke: '#4a5568', grid: { stroke: '#eef1f5' }, ticks: { stroke: '#dde3ea' }, size: 48 },
          ],
          series: [
            {},
            { label: copy.chartSeries.visitors, stroke: colors.visitors, width: 2, fill: 'rgba(15, 118, 110, 0.08)', points: { show: series.length <= 31 } },
            { label: copy.chartSeries.pageViews, stroke: colors.pageViews, width: 2, points: { show: series.length <= 31 } },
          ],
        },
        [days, series.map((point) => point.visitors), series.map((point) => point.pageViews)],
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
  }, [series])

  return (
    <figure className="grid gap-3">
      <div
        ref={box}
        role="img"
        aria-label={copy.chartLabel(from, to, totals.visitors, totals.pageViews)}
        className="min-h-[260px] w-full overflow-hidden"
        data-testid="analytics-chart"
      />
      <figcaption className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        {(['visitors', 'pageViews'] as const).map((key) => (
          <span key={key} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-1 w-5 rounded-full" style={{ backgroundColor: colors[key] }} />
            {copy.chartSeries[key]}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
