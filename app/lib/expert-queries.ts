import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { expertQueryKeys } from '~/lib/experts'
import { listActiveExperts } from '~/server/experts.functions'

/**
 * The public expert list (active experts by name). The server function answers
 * [] when the backend fails, so this query never errors. staleTime 0: a page that
 * mounts it again refetches in the background, so admin changes show at once.
 */
export function activeExpertsQuery() {
  return queryOptions({
    queryKey: expertQueryKeys.active,
    queryFn: () => listActiveExperts(),
    staleTime: 0,
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
