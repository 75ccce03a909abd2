/** /admin/analytics: the report of a period, for staff (admins and editors). */
import { createServerFn } from '@tanstack/react-start'
import { requireStaff } from './admin.middleware'
import { analyticsPeriodSchema } from './analytics-period'
import { selectAnalyticsReport } from './analytics-report.server'
import { validateWith } from './validation'

export const getAnalyticsReport = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(analyticsPeriodSchema))
  .handler(({ context, data }) => selectAnalyticsReport(context.supabase, data))
