/** /admin/security: the audit trail, a page at a time (`{ filters: { who, kind, action }, before }`), for admins only. */
import { createServerFn } from '@tanstack/react-start'
import { auditListSchema } from '~/lib/audit-trail'
import { requireAdmin } from './admin.middleware'
import { selectAuditPage } from './audit-trail.server'
import { validateWith } from './validation'

export const listAuditEntries = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(auditListSchema))
  .handler(({ context, data }) => selectAuditPage(context.supabase, data))
