/** /admin/analytics: the report of a period, for admins. */
import { createServerFn } from '@tanstack/react-start'
import { analyticsPeriodSchema } from '~/lib/analytics-report'
import { requireAdmin } from './admin.middleware'
import { selectAnalyticsReport } from './analytics-report.server'
import { validateWith } from './validation'

export const getAnalyticsReport = createServerFn({ method: 'GET' })
  // staff (admins and editors) once requireStaff exists
  .middleware([requireAdmin])
  .validator(validateWith(analyticsPeriodSchema))
  .handler(({ context, data }) => selectAnalyticsReport(context.supabase, data))
