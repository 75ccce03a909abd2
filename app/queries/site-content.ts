/** The site's content in the admin area (/admin/content): query keys, each kind's list, one entry, its history. */
import { queryOptions } from '@tanstack/react-query'
import type { adminLists } from '~/lib/admin-lists'
import type { ListCall } from '~/lib/record-list-input'
import type { ContentTable } from '~/lib/site-content'
import { listQuery, recordQuery } from './records'

/** Every content query starts with 'content' and its kind, so a change reads its kind again. */
export const contentQueryKeys = {
  root: ['content'] as const,
  kind: (kind: ContentTable) => ['content', kind] as const,
  history: (kind: ContentTable, id: string) => ['content', kind, 'history', id] as const,
}

// The admin server functions are imported when a query runs, keeping them out of the public pages' code.
const functions = () => import('~/server/site-content-admin.functions')

/** A page of a kind's entries, drafts too. */
export function contentListQuery(kind: ContentTable) {
  return (call: ListCall<typeof adminLists.content>) =>
    listQuery(contentQueryKeys.kind(kind), call, async (data) => (await functions()).listContent({ data: { ...data, kind } }))
}

/** One entry, for its dialog when the address opens one not on the page. */
export function contentEntryQuery(kind: ContentTable) {
  return (id: string) => recordQuery(contentQueryKeys.kind(kind), id, async (entryId) => (await functions()).getContentEntry({ data: { kind, id: entryId } }))
}

/** An entry's versions, newest first (read afresh each time History opens). */
export function contentHistoryQuery(kind: ContentTable, id: string) {
  return queryOptions({
    queryKey: contentQueryKeys.history(kind, id),
    queryFn: async () => (await functions()).getContentHistory({ data: { kind, id } }),
    staleTime: 0,
  })
}
