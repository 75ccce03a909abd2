/** The dashboard's list of e-mail notices that failed for good, for admins only. */
import { createServerFn } from '@tanstack/react-start'
import { requireAdmin } from './admin.middleware'
import { selectFailedNotices } from './notices.server'

export const listFailedNotices = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .handler(() => selectFailedNotices())
