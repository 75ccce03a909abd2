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
      const axis = { stroke: themeColor('--color-muted-foreground'), grid: { stroke: themeColor('--color-muted') }, ticks: { stroke: themeColor('--color-border') } }
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
            { ...axis, incrs: [1, 2, 7, 14, 30, 61, 91].map((d) => d * DAY_SECONDS) },
            { ...axis, size: 48 },
          ],
          series: [
            {},
            { label: copy.chartSeries.visitors, stroke: themeColor(seriesColors.visitors.token), width: 2, fill: `${themeColor(seriesColors.visitors.token)}14` /* its colour at 8 % opacity (#rrggbbaa) */, points: { show: series.length <= 31 } },
            { label: copy.chartSeries.pageViews, stroke: themeColor(seriesColors.pageViews.token), width: 2, points: { show: series.length <= 31 } },
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
            <span aria-hidden="true" className={`inline-block h-1 w-5 rounded-full ${seriesColors[key].swatch}`} />
            {copy.chartSeries[key]}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
