/**
 * The admin inbox's changes to submissions and its CSV export, as TanStack Query mutations:
 * each refreshes the lists and counts it affects and shows its success or failure toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationStatusLabels, applicationsCopy, claimStatusLabels, inboxCopy } from '~/content/admin'
import type { ApplicationStatus, ClaimStatus } from '~/domain/statuses'
import type { Application, Claim } from '~/lib/submissions'
import { notify } from '~/lib/notify'
import {
  exportApplications,
  exportClaims,
  saveApplicationNote,
  setApplicationStatus,
  setClaimStatus,
} from '~/server/submissions-admin.functions'
import { downloadText } from './download'
import { useReportFailure } from './report-failure'
import { submissionQueryKeys, type InboxFilter } from './submissions'

/** After a change: every list and the dashboard counts are read again. */
function useRefreshInbox() {
  const queryClient = useQueryClient()
  return (kind: 'applications' | 'claims') =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: kind === 'applications' ? submissionQueryKeys.applications : submissionQueryKeys.claims }),
      queryClient.invalidateQueries({ queryKey: submissionQueryKeys.counts }),
    ])
}

export function useSetApplicationStatus() {
  const refresh = useRefreshInbox()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (input: { id: string; status: ApplicationStatus }) => setApplicationStatus({ data: input }),
    onSuccess: async (saved: Application) => {
      notify.success(inboxCopy.successTitle, inboxCopy.statusSaved(applicationStatusLabels[saved.status]))
      await refresh('applications')
    },
    onError: (error) => reportFailure(error, inboxCopy.statusFailed),
  })
}

export function useSaveApplicationNote() {
  const refresh = useRefreshInbox()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (input: { id: string; note: string }) => saveApplicationNote({ data: input }),
    onSuccess: async () => {
      notify.success(inboxCopy.successTitle, applicationsCopy.noteSaved)
      await refresh('applications')
    },
    onError: (error) => reportFailure(error, applicationsCopy.noteFailed),
  })
}

export function useSetClaimStatus() {
  const refresh = useRefreshInbox()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (input: { id: string; status: ClaimStatus }) => setClaimStatus({ data: input }),
    onSuccess: async (saved: Claim) => {
      notify.success(inboxCopy.successTitle, inboxCopy.statusSaved(claimStatusLabels[saved.status]))
      await refresh('claims')
    },
    onError: (error) => reportFailure(error, inboxCopy.statusFailed),
  })
}

export function useExportCsv(kind: 'applications' | 'claims') {
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (filter: InboxFilter<string>) =>
      kind === 'applications'
        ? exportApplications({ data: filter as InboxFilter<ApplicationStatus> })
        : exportClaims({ data: filter as InboxFilter<ClaimStatus> }),
    onSuccess: ({ fileName, csv, rows }) => {
      downloadText(fileName, csv)
      notify.success(inboxCopy.successTitle, inboxCopy.exported(rows))
    },
    onError: (error) => reportFailure(error, inboxCopy.exportFailed),
  })
}
