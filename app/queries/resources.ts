/** The resources resource: its query keys, queries and route loaders. */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { adminLists } from '~/lib/admin-lists'
import type { ListCall } from '~/lib/record-list-input'
import type { ResourceCollection } from '~/lib/resources'
import { listPublishedResources } from '~/server/resources.functions'
import { listQuery, recordQuery } from './records'

/** Every resource query starts with 'resources', so one invalidation reaches them all. */
export const resourceQueryKeys = {
  root: ['resources'] as const,
  published: (collection: ResourceCollection) => ['resources', 'published', collection] as const,
  newDefaults: ['resources', 'new-defaults'] as const,
}

/**
 * The published resources of the library or of the Security Hub's cards. The server function
 * answers an empty list with `failed` when the backend fails, so this query never errors.
 * Loaders drive freshness, as for experts (see experts.ts): every visit fetches again.
 */
export function publishedResourcesQuery(collection: ResourceCollection) {
  return queryOptions({
    queryKey: resourceQueryKeys.published(collection),
    queryFn: () => listPublishedResources({ data: { collection } }),
    staleTime: 0,
    refetchOnMount: false,
  })
}

/**
 * For a route loader: on the server it waits, so the list is in the HTML; in the browser it
 * only starts the fetch, so a client-side navigation shows the page at once with a spinner.
 */
export async function loadPublishedResources(queryClient: QueryClient, collection: ResourceCollection): Promise<void> {
  if (import.meta.env.SSR) await queryClient.ensureQueryData(publishedResourcesQuery(collection))
  else void queryClient.prefetchQuery(publishedResourcesQuery(collection))
}

/**
 * A page of every resource, drafts too, for the admin table. The admin server function is
 * imported when the query runs, keeping it out of the public pages' code.
 */
export function resourceListQuery(call: ListCall<typeof adminLists.resources>) {
  return listQuery(resourceQueryKeys.root, call, async (data) => (await import('~/server/resources-admin.functions')).listAllResources({ data }))
}

/** The values a new resource starts with (its date by the server's clock), fetched with the admin table. */
export function newResourceDefaultsQuery() {
  return queryOptions({
    queryKey: resourceQueryKeys.newDefaults,
    queryFn: async () => (await import('~/server/resources-admin.functions')).getNewResourceDefaults(),
    staleTime: 0,
  })
}

/** One resource, for its dialog when the address opens one not on the page. */
export function resourceQuery(id: string) {
  return recordQuery(resourceQueryKeys.root, id, async (resourceId) => (await import('~/server/resources-admin.functions')).getResource({ data: { id: resourceId } }))
}
