import type { QueryClient } from '@tanstack/react-query'

/** What every route's loader and beforeLoad receive (router.tsx makes it; __root.tsx declares it). */
export interface RouterContext {
  queryClient: QueryClient
}
