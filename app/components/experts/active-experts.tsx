import { useQuery } from '@tanstack/react-query'
import { activeExpertsQuery } from '~/queries/experts'
import { ExpertGrid, ExpertGridLoading } from './expert-grid'

/**
 * The active experts, from the query the route loader started. Server-rendered on
 * a first load; a spinner while it loads after a client-side navigation. A backend
 * failure leaves the grid empty (the server function answers []).
 */
export function ActiveExperts({ loadingLabel, headingLevel }: { loadingLabel: string; headingLevel?: 2 | 3 | 4 }) {
  const { data, isPending } = useQuery(activeExpertsQuery())
  if (isPending) return <ExpertGridLoading label={loadingLabel} />
  return <ExpertGrid experts={data ?? []} headingLevel={headingLevel} />
}
