/** The admin inbox's changes to submissions and its CSV exports (see record-mutation.ts): each refreshes its lists and the dashboard's counts. */
import { applicationStatusLabels, applicationsCopy, claimStatusLabels, claimsCopy, inboxCopy } from '~/content/admin'
import type { ApplicationStatus, ClaimStatus } from '~/domain/statuses'
import type { adminLists } from '~/lib/admin-lists'
import type { ListCall } from '~/lib/record-list-input'
import {
  exportApplications,
  exportClaims,
  saveApplicationNote,
  setApplicationStatus,
  setClaimStatus,
} from '~/server/submissions-admin.functions'
import { downloadText } from './download'
import { useRecordMutation } from './record-mutation'
import { submissionQueryKeys } from './submissions'

/** The filtered list as a CSV file (every page). */
function useExport<TCall>(fetch: (call: TCall) => Promise<{ fileName: string; csv: string; rows: number }>) {
  return useRecordMutation({
    mutationFn: fetch,
    success: ({ rows }) => inboxCopy.exported(rows),
    failure: inboxCopy.exportFailed,
    then: ({ fileName, csv }) => downloadText(fileName, csv),
  })
}

type ExportCall<S extends typeof adminLists.applications | typeof adminLists.claims> = Omit<ListCall<S>, 'page' | 'pageSize'>

export function useApplicationMutations() {
  const invalidates = [submissionQueryKeys.applications, submissionQueryKeys.counts]
  return {
    setStatus: useRecordMutation({
      mutationFn: (input: { id: string; status: ApplicationStatus }) => setApplicationStatus({ data: input }),
      invalidates,
      success: (saved) => inboxCopy.statusSaved(applicationStatusLabels[saved.status]),
      failure: inboxCopy.statusFailed,
    }),
    saveNote: useRecordMutation({
      mutationFn: (input: { id: string; note: string }) => saveApplicationNote({ data: input }),
      invalidates,
      success: () => applicationsCopy.noteSaved,
      failure: applicationsCopy.noteFailed,
    }),
    exportCsv: useExport((call: ExportCall<typeof adminLists.applications>) => exportApplications({ data: call })),
  }
}

export function useClaimMutations() {
  return {
    setStatus: useRecordMutation({
      mutationFn: (input: { id: string; status: ClaimStatus }) => setClaimStatus({ data: input }),
      invalidates: [submissionQueryKeys.claims, submissionQueryKeys.counts],
      success: (saved) =>
        saved.status === 'confirmed' && !saved.mailSent ? claimsCopy.confirmedNoMail(saved.full_name) : inboxCopy.statusSaved(claimStatusLabels[saved.status]),
      failure: inboxCopy.statusFailed,
    }),
    exportCsv: useExport((call: ExportCall<typeof adminLists.claims>) => exportClaims({ data: call })),
  }
}
