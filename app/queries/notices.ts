/** The dashboard's e-mail notices that failed for good. */
import { queryOptions } from '@tanstack/react-query'
import { listFailedNotices } from '~/server/notices-admin.functions'

export const failedNoticesQuery = queryOptions({
  queryKey: ['notices', 'failed'] as const,
  queryFn: () => listFailedNotices(),
})
