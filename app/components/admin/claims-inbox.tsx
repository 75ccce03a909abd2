import { claimStatusLabels, claimsCopy as copy } from '~/content/admin'
import { claimStatuses, type ClaimStatus } from '~/domain/statuses'
import type { Claim } from '~/lib/submissions'
import { claimsQuery } from '~/queries/submissions'
import { useSetClaimStatus } from '~/queries/submission-mutations'
import { NativeSelect } from '~/components/ui/native-select'
import { formatDate } from './records/list-state'
import { InboxPage } from './inbox-page'
import { CardTable } from './card-table'
import { InboxRow, InboxRowName, inboxCell as cell } from './inbox-table'

const columns = [
  { label: copy.columns.name },
  { label: copy.columns.email },
  { label: copy.columns.firm },
  { label: copy.columns.date },
  { label: copy.columns.status },
]

/** /admin/claims: every offer claim, newest first, with filter, search, status and export. */
export function ClaimsInbox() {
  return (
    <InboxPage kind="claims" copy={copy} statuses={claimStatusLabels} query={claimsQuery}>
      {(claims) => <ClaimsTable claims={claims} />}
    </InboxPage>
  )
}

function ClaimsTable({ claims }: { claims: Claim[] }) {
  const setStatus = useSetClaimStatus()
  return (
    <CardTable label={copy.tableLabel} columns={columns}>
      {claims.map((claim) => (
        <InboxRow key={claim.id} align="middle">
          <InboxRowName>{claim.full_name}</InboxRowName>
          <td className={`[overflow-wrap:anywhere] text-ink ${cell}`}>{claim.email}</td>
          <td className={`text-muted-foreground ${cell}`}>{claim.firm_name}</td>
          <td className={`whitespace-nowrap text-muted-foreground ${cell}`}>
            <time dateTime={claim.created_at}>{formatDate(claim.created_at)}</time>
          </td>
          <td className={cell}>
            <NativeSelect
              aria-label={copy.statusLabel(claim.full_name)}
              className="md:w-40"
              value={claim.status}
              disabled={setStatus.isPending && setStatus.variables?.id === claim.id}
              onChange={(event) => setStatus.mutate({ id: claim.id, status: event.target.value as ClaimStatus })}
            >
              {claimStatuses.map((value) => (
                <option key={value} value={value}>
                  {claimStatusLabels[value]}
                </option>
              ))}
            </NativeSelect>
          </td>
        </InboxRow>
      ))}
    </CardTable>
  )
}
