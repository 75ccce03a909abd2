/** The audit trail of /admin/security: its query key and the paged query (keyset: each page starts after the last entry seen). */
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { adminLists } from '~/lib/admin-lists'
import type { AuditCursor } from '~/lib/audit-trail'
import type { ListCall } from '~/lib/record-list-input'
import { listAuditEntries } from '~/server/audit-admin.functions'

export const auditQueryKeys = { root: ['audit'] as const }

export const auditEntriesQuery = ({ filters }: Pick<ListCall<typeof adminLists.audit>, 'filters'>) =>
  infiniteQueryOptions({
    queryKey: [...auditQueryKeys.root, 'list', filters] as const,
    queryFn: ({ pageParam }) => listAuditEntries({ data: { filters, before: pageParam ?? undefined } }),
    initialPageParam: null as AuditCursor | null,
    getNextPageParam: (page) => page.next,
  })
