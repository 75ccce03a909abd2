/** The submissions resource (partnership applications, offer claims): its query keys and queries. */
import { queryOptions } from '@tanstack/react-query'
import type { adminLists } from '~/lib/admin-lists'
import type { ListCall } from '~/lib/record-list-input'
import { countSubmissions, getApplication, listApplications, listClaims } from '~/server/submissions-admin.functions'
import { listQuery, recordQuery } from './records'

/**
 * TanStack Query keys of the submissions resource: every submission query starts with
 * 'submissions', and each list with its kind, so one invalidation reaches a kind's lists.
 */
export const submissionQueryKeys = {
  applications: ['submissions', 'applications'] as const,
  claims: ['submissions', 'claims'] as const,
  counts: ['submissions', 'counts'] as const,
}

export const applicationListQuery = (call: ListCall<typeof adminLists.applications>) =>
  listQuery(submissionQueryKeys.applications, call, (data) => listApplications({ data }))

export const applicationQuery = (id: string) => recordQuery(submissionQueryKeys.applications, id, (applicationId) => getApplication({ data: { id: applicationId } }))

export const claimListQuery = (call: ListCall<typeof adminLists.claims>) => listQuery(submissionQueryKeys.claims, call, (data) => listClaims({ data }))

/** How many applications and claims are new, for the dashboard. */
export const submissionCountsQuery = queryOptions({
  queryKey: submissionQueryKeys.counts,
  queryFn: () => countSubmissions(),
})
