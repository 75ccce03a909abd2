/** The submissions resource (partnership applications, offer claims): its query keys and queries. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApplicationStatus, ClaimStatus } from '~/domain/statuses'
import { countSubmissions, listApplications, listClaims } from '~/server/submissions-admin.functions'

/** What an admin inbox shows: one status (or all) and a search text. */
export interface InboxFilter<TStatus extends string> {
  status?: TStatus
  search: string
}

/**
 * TanStack Query keys of the submissions resource: every submission query starts with
 * 'submissions', and each list with its kind, so one invalidation reaches a kind's lists.
 */
export const submissionQueryKeys = {
  applications: ['submissions', 'applications'] as const,
  applicationList: (filter: InboxFilter<string>) =>
    ['submissions', 'applications', 'list', filter.status ?? 'all', filter.search] as const,
  claims: ['submissions', 'claims'] as const,
  claimList: (filter: InboxFilter<string>) =>
    ['submissions', 'claims', 'list', filter.status ?? 'all', filter.search] as const,
  counts: ['submissions', 'counts'] as const,
}

export const applicationsQuery = (filter: InboxFilter<ApplicationStatus>) =>
  queryOptions({
    queryKey: submissionQueryKeys.applicationList(filter),
    queryFn: () => listApplications({ data: filter }),
    // Typing in the search keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  })

export const claimsQuery = (filter: InboxFilter<ClaimStatus>) =>
  queryOptions({
    queryKey: submissionQueryKeys.claimList(filter),
    queryFn: () => listClaims({ data: filter }),
    placeholderData: keepPreviousData,
  })

/** How many applications and claims are new, for the dashboard. */
export const submissionCountsQuery = queryOptions({
  queryKey: submissionQueryKeys.counts,
  queryFn: () => countSubmissions(),
})
