/** /admin/claims as a record kind: every offer claim, newest first, with filter, search, each row's status and export. */
import { Inbox } from 'lucide-react'
import { claimStatusLabels, claimsCopy as copy, inboxCopy, recordListCopy } from '~/content/admin'
import { claimStatuses, type ClaimStatus } from '~/domain/statuses'
import { adminLists } from '~/lib/admin-lists'
import type { Claim } from '~/lib/submissions'
import { useClaimMutations } from '~/queries/submission-mutations'
import { claimListQuery } from '~/queries/submissions'
import { NativeSelect } from '~/components/ui/native-select'
import { formatDate } from '../records/list-state'
import { ExportButton } from '../kit/export-button'
import type { RecordKind } from '../kit/record-kind'

type State = ReturnType<typeof useClaimMutations>

export const claimsKind: RecordKind<Claim, State> = {
  spec: adminLists.claims,
  copy: { title: copy.title, intro: copy.intro, tableLabel: copy.tableLabel, loading: inboxCopy.loadingLabel, loadFailed: copy.loadFailed, empty: copy.empty, retry: inboxCopy.retry },
  rows: { paging: 'pages', query: claimListQuery },
  useKindState: useClaimMutations,
  summary: ({ total }) => ({ icon: Inbox, counts: [copy.count(total)], live: true }),
  filters: [
    { name: 'status', type: 'select', label: recordListCopy.statusFilter, allLabel: recordListCopy.allStatuses, options: Object.entries(claimStatusLabels) },
    { name: 'search', type: 'search', label: inboxCopy.search, placeholder: inboxCopy.searchPlaceholder },
  ],
  sort: { label: recordListCopy.sortBy, options: inboxCopy.sorts },
  toolbarAction: ({ state, call }) => <ExportButton onExport={() => state.exportCsv.mutate({ sort: call.sort, filters: call.filters })} exporting={state.exportCsv.isPending} />,
  table: {
    name: { label: copy.columns.name, cell: (claim) => <span className="font-semibold text-ink">{claim.full_name}</span> },
    columns: ({ state }) => [
      { label: copy.columns.email, phone: 'full', className: 'text-sm [overflow-wrap:anywhere] text-ink', cell: (claim) => claim.email },
      { label: copy.columns.firm, phone: 'full', className: 'text-sm text-muted-foreground', cell: (claim) => claim.firm_name },
      { label: copy.columns.date, phone: 'cell', className: 'whitespace-nowrap text-sm text-muted-foreground', cell: (claim) => <time dateTime={claim.created_at}>{formatDate(claim.created_at)}</time> },
      {
        label: copy.columns.status,
        phone: 'cell',
        cell: (claim) => (
          <NativeSelect
            aria-label={copy.statusLabel(claim.full_name)}
            className="md:w-40"
            value={claim.status}
            held={state.setStatus.isPending && state.setStatus.variables?.id === claim.id}
            onChange={(event) => state.setStatus.mutate({ id: claim.id, status: event.target.value as ClaimStatus })}
          >
            {claimStatuses.map((value) => (
              <option key={value} value={value}>
                {claimStatusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        ),
      },
    ],
  },
}
