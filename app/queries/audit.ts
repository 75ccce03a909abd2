/** The audit trail of /admin/security: its query key and the paged query (keyset: each page starts after the last entry seen). */
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { AuditCursor, AuditKind, AuditAction } from '~/lib/audit-trail'
import { listAuditEntries } from '~/server/audit-admin.functions'

export interface AuditFilters {
  who: string
  kind?: AuditKind
  action?: AuditAction
}

export const auditQueryKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => ['audit', 'list', filters.who, filters.kind ?? 'all', filters.action ?? 'all'] as const,
}

export const auditEntriesQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditQueryKeys.list(filters),
    queryFn: ({ pageParam }) => listAuditEntries({ data: { ...filters, before: pageParam ?? undefined } }),
    initialPageParam: null as AuditCursor | null,
    getNextPageParam: (page) => page.next,
  })
