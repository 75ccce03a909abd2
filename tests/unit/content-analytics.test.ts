import { describe, expect, it } from 'vitest'
import { analyticsCopy } from '~/content/admin-analytics'

describe("the analytics page's words", () => {
  it("says an hour of the site's day as a clock does", () => {
    expect([0, 1, 11, 12, 13, 23].map(analyticsCopy.hourLabel)).toEqual(['12 AM', '1 AM', '11 AM', '12 PM', '1 PM', '11 PM'])
  })

  it('names the chart by what it draws: days from one to another, or the hours of one day', () => {
    expect(analyticsCopy.chartLabel('2026-06-04', '2026-06-10', 1, 3)).toBe(
      'Chart of visitors and page views per day from 2026-06-04 to 2026-06-10: 1 visitors and 3 page views in all.',
    )
    expect(analyticsCopy.hourChartLabel('2026-06-10', 1, 3)).toBe('Chart of visitors and page views per hour on 2026-06-10: 1 visitors and 3 page views in all.')
  })
})
