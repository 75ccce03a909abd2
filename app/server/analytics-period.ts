/**
 * The period /admin/analytics asks the server for, checked on the server only (the schema is
 * not imported by the page: valibot's union would join the forms chunk public pages load).
 */
import * as v from 'valibot'
import { analyticsLongestPeriodDays } from '~/domain/analytics'
import { isRangeTooLong, periodPresets, type AnalyticsPeriod } from '~/lib/analytics-report'
import { isCalendarDay } from '~/lib/calendar-day'

const isoDay = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD'),
  v.check(isCalendarDay, 'a day of the calendar'),
)

/** One of the presets, or a custom range of the site's days of at most 401 days. */
export const analyticsPeriodSchema = v.union([
  v.strictObject({ period: v.picklist(periodPresets) }),
  v.pipe(
    v.strictObject({ from: isoDay, to: isoDay }),
    v.check(({ from, to }) => from <= to, 'from: the first day comes before the last'),
    v.check(({ from, to }) => !isRangeTooLong(from, to), `to: a period is at most ${analyticsLongestPeriodDays} days`),
  ),
]) satisfies v.GenericSchema<unknown, AnalyticsPeriod>
