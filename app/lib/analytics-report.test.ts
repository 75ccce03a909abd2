import { describe, expect, it } from 'vitest'
import { addDays } from './calendar-day'
import {
  analyticsTableCells,
  buildAnalyticsReport,
  hourlyDay,
  hourSeries,
  periodDays,
  periodFromSearch,
  isRangeTooLong,
  rangeReach,
  type AnalyticsRow,
} from './analytics-report'

describe('periods', () => {
  it('ends a preset on the site’s today and spans its days', () => {
    expect(periodDays({ period: 'today' }, '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' })
    expect(periodDays({ period: '7d' }, '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' })
    expect(periodDays({ period: '90d' }, '2026-03-01')).toEqual({ from: '2025-12-02', to: '2026-03-01' })
    expect(periodDays({ from: '2026-01-01', to: '2026-01-31' }, '2026-03-01')).toEqual({ from: '2026-01-01', to: '2026-01-31' })
  })

  it('reads a preset or a range of days from the address, and anything else as today', () => {
    expect(periodFromSearch({ period: '30d' })).toEqual({ period: '30d' })
    expect(periodFromSearch({ from: '2026-01-01', to: '2026-01-31', period: '7d' })).toEqual({ from: '2026-01-01', to: '2026-01-31' })
    expect(periodFromSearch({ period: '365d' })).toEqual({ period: 'today' })
    expect(periodFromSearch({ from: '2026-01-01' })).toEqual({ period: 'today' })
    expect(periodFromSearch({ from: 'yesterday', to: '2026-01-31' })).toEqual({ period: 'today' })
    expect(periodFromSearch({ from: '2026-01-31', to: '2026-01-01' })).toEqual({ from: '2026-01-01', to: '2026-01-31' })
  })

  it('spans at most 401 days', () => {
    expect(isRangeTooLong('2025-01-01', '2026-02-05')).toBe(false)
    expect(isRangeTooLong('2025-01-01', '2026-02-06')).toBe(true)
    expect(addDays('2025-01-01', rangeReach)).toBe('2026-02-05')
  })
})

const rows: AnalyticsRow[] = [
  { day: '2026-01-10', dimension: 'total', value: '', metric: 'visitors', count: 3 },
  { day: '2026-01-10', dimension: 'total', value: '', metric: 'page_views', count: 7 },
  { day: '2026-01-10', dimension: 'total', value: '', metric: 'visits', count: 4 },
  { day: '2026-01-10', dimension: 'total', value: '', metric: 'bounces', count: 1 },
  { day: '2026-01-10', dimension: 'total', value: '', metric: 'visit_seconds', count: 600 },
  { day: '2026-01-12', dimension: 'total', value: '', metric: 'visitors', count: 1 },
  { day: '2026-01-12', dimension: 'total', value: '', metric: 'page_views', count: 1 },
  { day: '2026-01-12', dimension: 'total', value: '', metric: 'visits', count: 1 },
  { day: '2026-01-12', dimension: 'total', value: '', metric: 'bounces', count: 1 },
  { day: '2026-01-12', dimension: 'total', value: '', metric: 'application', count: 1 },
  { day: null, dimension: 'entry', value: '/', metric: 'visits', count: 4 },
  { day: null, dimension: 'entry', value: '/', metric: 'bounces', count: 1 },
  { day: null, dimension: 'entry', value: '/events', metric: 'visits', count: 1 },
  { day: null, dimension: 'entry', value: '/events', metric: 'bounces', count: 1 },
  { day: null, dimension: 'conversion_entry', value: '/', metric: 'application', count: 1 },
  { day: null, dimension: 'conversion_entry', value: '/', metric: 'application_visits', count: 1 },
  { day: null, dimension: 'conversion_entry', value: '/', metric: 'download', count: 3 },
  { day: null, dimension: 'conversion_entry', value: '/', metric: 'download_visits', count: 1 },
  { day: null, dimension: 'conversion_entry', value: '', metric: 'claim', count: 2 },
  { day: null, dimension: 'page', value: '/about', metric: 'page_views', count: 2 },
  { day: null, dimension: 'page', value: '/', metric: 'page_views', count: 6 },
]

describe('buildAnalyticsReport', () => {
  const report = buildAnalyticsReport(rows, '2026-01-10', '2026-01-12')
  const table = (id: string) => report.tables.find((candidate) => candidate.id === id)!

  it('gives every day of the period a point, days without visits at 0', () => {
    expect(report.series).toEqual([
      { day: '2026-01-10', visitors: 3, pageViews: 7 },
      { day: '2026-01-11', visitors: 0, pageViews: 0 },
      { day: '2026-01-12', visitors: 1, pageViews: 1 },
    ])
  })

  it('sums the totals and derives the bounce rate and the mean visit length', () => {
    expect(report.totals).toEqual({ visitors: 4, visits: 5, pageViews: 8, bounceRate: 2 / 5, visitSeconds: 120, clicks: 0 })
    expect(report.conversions).toEqual({ application: 1, claim: 0, registration: 0, download: 0 })
  })

  it('orders a table by its first count and gives each entry page its bounce rate', () => {
    expect(table('pages').rows.map((row) => row.value)).toEqual(['/', '/about'])
    expect(table('entries').rows).toEqual([
      { value: '/', visits: 4, bounceRate: 0.25 },
      { value: '/events', visits: 1, bounceRate: 1 },
    ])
  })

  it("gives each entry page's conversions their rate of its visits; conversions without a visit have no rate", () => {
    const [first, second] = table('conversionEntries').rows
    // Three downloads in one of the page's four visits: a rate of a quarter, not three quarters.
    expect(first).toMatchObject({ value: '/', visits: 4, application: 1, applicationRate: 0.25, download: 3, downloadRate: 0.25 })
    expect(second).toMatchObject({ value: '', visits: null, claim: 2, claimRate: null })
  })

  it('gives a kind the rate of the counted visits with one of its conversions, however many each visit made', () => {
    const converted = buildAnalyticsReport(
      [
        { day: '2026-01-10', dimension: 'total', value: '', metric: 'visits', count: 3 },
        { day: '2026-01-10', dimension: 'total', value: '', metric: 'application', count: 4 },
        { day: '2026-01-10', dimension: 'total', value: '', metric: 'application_visits', count: 1 },
        { day: '2026-01-10', dimension: 'total', value: '', metric: 'download', count: 5 },
        { day: '2026-01-10', dimension: 'total', value: '', metric: 'download_visits', count: 2 },
      ],
      '2026-01-10',
      '2026-01-10',
    )
    const [application, , , download] = converted.tables.find((candidate) => candidate.id === 'conversions')!.rows
    expect(application).toEqual({ value: 'application', count: 4, convertingVisits: 1, rate: 1 / 3 })
    expect(download).toEqual({ value: 'download', count: 5, convertingVisits: 2, rate: 2 / 3 })
  })

  it('has no rates to give without visits', () => {
    const empty = buildAnalyticsReport([], '2026-01-10', '2026-01-10')
    expect(empty.totals).toEqual({ visitors: 0, visits: 0, pageViews: 0, bounceRate: null, visitSeconds: null, clicks: 0 })
    expect(empty.tables.every((candidate) => candidate.id === 'conversions' || candidate.rows.length === 0)).toBe(true)
  })
})

describe('hourlyDay', () => {
  const now = '2026-06-10T10:42'
  it('draws today by the hour up to the current one, and a past day whole', () => {
    expect(hourlyDay('2026-06-10', '2026-06-10', now, 90)).toEqual({ day: '2026-06-10', lastHour: 10 })
    expect(hourlyDay('2026-06-09', '2026-06-09', now, 90)).toEqual({ day: '2026-06-09', lastHour: 23 })
    expect(hourlyDay('2026-06-10', '2026-06-10', '2026-06-10T00:05', 90)).toEqual({ day: '2026-06-10', lastHour: 0 })
  })

  it('draws by the day a period of several days, a day to come, and a day whose events are no longer kept', () => {
    expect(hourlyDay('2026-06-09', '2026-06-10', now, 90)).toBeNull()
    expect(hourlyDay('2026-06-11', '2026-06-11', now, 90)).toBeNull()
    // 90 days kept: March 12 is 90 days before June 10, still kept; March 11 is not.
    expect(hourlyDay('2026-03-12', '2026-03-12', now, 90)).toEqual({ day: '2026-03-12', lastHour: 23 })
    expect(hourlyDay('2026-03-11', '2026-03-11', now, 90)).toBeNull()
  })
})

describe('hourSeries', () => {
  it('gives every hour up to the last, the hours without page views at 0, and leaves the hours to come out', () => {
    const counted = [
      { hour: 9, visitors: 2, pageViews: 3 },
      { hour: 15, visitors: 1, pageViews: 1 },
    ]
    const today = hourSeries(counted, 10)
    expect(today).toHaveLength(11)
    expect(today[0]).toEqual({ hour: 0, visitors: 0, pageViews: 0 })
    expect(today[9]).toEqual({ hour: 9, visitors: 2, pageViews: 3 })
    expect(today.at(-1)).toEqual({ hour: 10, visitors: 0, pageViews: 0 })
    const wholeDay = hourSeries(counted, 23)
    expect(wholeDay.map((point) => point.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour))
    expect(wholeDay[15]).toEqual({ hour: 15, visitors: 1, pageViews: 1 })
  })
})

describe('analyticsTableCells', () => {
  it('writes rates as percentages with one decimal, counts as they are, and a missing rate as nothing', () => {
    const report = buildAnalyticsReport(rows, '2026-01-10', '2026-01-12')
    const entries = report.tables.find((table) => table.id === 'entries')!
    expect(analyticsTableCells(entries, (value) => `page ${value}`)).toEqual([
      ['page /', 4, 25],
      ['page /events', 1, 100],
    ])
    const conversions = report.tables.find((table) => table.id === 'conversionEntries')!
    expect(analyticsTableCells(conversions, String)[1]!.slice(0, 6)).toEqual(['', '', 0, '', 2, ''])
  })
})
