/** The experts resource: its query keys, queries and route loaders. */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { adminLists } from '~/lib/admin-lists'
import type { ListCall } from '~/lib/record-list-input'
import { listActiveExperts } from '~/server/experts.functions'
import { listQuery, recordQuery } from './records'

/**
 * TanStack Query keys of the experts resource, shared by the public pages and the admin
 * area: every expert query starts with 'experts', so one invalidation can reach them all.
 */
export const expertQueryKeys = {
  root: ['experts'] as const,
  active: ['experts', 'active'] as const,
}

/**
 * The public expert list (active experts by name). The server function answers
 * [] when the backend fails, so this query never errors.
 *
 * Freshness is driven by the route loaders (`loadActiveExperts`): staleTime 0
 * makes every visit to a page that shows experts fetch the list again (cached
 * experts show meanwhile), so admin changes appear at once. refetchOnMount is
 * off so the component does not fetch a second time right after the loader, or
 * right after hydrating the server-rendered list.
 */
export function activeExpertsQuery() {
  return queryOptions({
    queryKey: expertQueryKeys.active,
    queryFn: () => listActiveExperts(),
    staleTime: 0,
    refetchOnMount: false,
  })
}

/**
 * For a route loader. On the server it waits, so the first load is rendered into
 * the HTML; in the browser it only starts the fetch, so a client-side navigation
 * shows the page at once with a spinner in place of the grid.
 */
export async function loadActiveExperts(queryClient: QueryClient): Promise<void> {
  if (import.meta.env.SSR) {
    await queryClient.ensureQueryData(activeExpertsQuery())
  } else {
    void queryClient.prefetchQuery(activeExpertsQuery())
  }
}

/**
 * For a route loader whose page is built around the list: it waits while nothing is cached;
 * otherwise the cached list shows at once and is refreshed in the background.
 */
export async function ensureActiveExperts(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData({ ...activeExpertsQuery(), revalidateIfStale: true })
}

/**
 * A page of every expert, active or not, for the admin table. The public pages share this
 * module, so the admin server function is imported when the query runs, keeping it out of their code.
 */
export function expertListQuery(call: ListCall<typeof adminLists.experts>) {
  return listQuery(expertQueryKeys.root, call, async (data) => (await import('~/server/experts-admin.functions')).listAllExperts({ data }))
}

/** One expert, for its dialog when the address opens one not on the page. */
export function expertQuery(id: string) {
  return recordQuery(expertQueryKeys.root, id, async (expertId) => (await import('~/server/experts-admin.functions')).getExpert({ data: { id: expertId } }))
}
