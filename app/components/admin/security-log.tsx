import * as React from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { ChevronDown, History } from 'lucide-react'
import { auditActionLabels, auditKindLabels, securityCopy as copy } from '~/content/admin'
import { auditActions, auditKinds, type AuditAction, type AuditEntry, type AuditKind } from '~/lib/audit-trail'
import { auditEntriesQuery } from '~/queries/audit'
import { useReportFailure } from '~/queries/report-failure'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { AdminPageHeader } from './admin-page-header'
import { SearchFilter, SelectFilter } from './list-filters'
import { ListState } from './records/list-state'
import { useDebounced } from './use-debounced'
import { useEarlyInput } from '~/components/form/use-early-input'

/** When an entry happened, to the second, in UTC (staff in several zones read the same trail). */
function formatWhen(timestamp: string): string {
  return `${new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(timestamp))} UTC`
}

const formatValue = (value: string | null) => value ?? copy.empty_value

const actionVariant = (action: AuditAction) =>
  action === 'sign_in_failed' || action === 'sign_in_refused' || action === 'deleted'
    ? 'warning'
    : action === 'signed_in' || action === 'created'
      ? 'success'
      : 'default'

/**
 * /admin/security: the audit trail, newest first, filtered by who, kind of record and action;
 * older entries a page at a time (keyset pagination); each entry opens to its changed fields.
 */
export function SecurityLog() {
  const [who, setWho] = React.useState('')
  const whoBox = React.useRef<HTMLInputElement>(null)
  useEarlyInput(whoBox, setWho)
  const [kind, setKind] = React.useState<AuditKind | undefined>(undefined)
  const [action, setAction] = React.useState<AuditAction | undefined>(undefined)
  const kindSelect = React.useRef<HTMLSelectElement>(null)
  useEarlyInput(kindSelect, (value) => setKind(value as AuditKind))
  const actionSelect = React.useRef<HTMLSelectElement>(null)
  useEarlyInput(actionSelect, (value) => setAction(value as AuditAction))
  const entries = useInfiniteQuery(auditEntriesQuery({ who: useDebounced(who.trim()), kind, action }))
  const reportFailure = useReportFailure()

  const { isError, error, errorUpdatedAt } = entries
  React.useEffect(() => {
    if (isError) reportFailure(error, copy.loadFailed)
  }, [isError, error, errorUpdatedAt, reportFailure])

  const list = entries.data?.pages.flatMap((page) => page.entries) ?? []

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={copy.title}
        intro={copy.intro}
        introClassName="max-w-3xl"
        summary={entries.data && { icon: History, counts: [copy.shown(list.length)], live: true }}
      />

      <Card className="grid gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)_minmax(0,14rem)] sm:items-end">
        <SearchFilter
          id="audit-who"
          label={copy.who}
          ref={whoBox}
          maxLength={320}
          placeholder={copy.whoPlaceholder}
          value={who}
          onChange={(event) => setWho(event.target.value)}
        />
        <SelectFilter
          id="audit-kind"
          label={copy.kind}
          allLabel={copy.allKinds}
          ref={kindSelect}
          options={auditKinds.map((value) => [value, auditKindLabels[value]] as const)}
          value={kind}
          onChange={setKind}
        />
        <SelectFilter
          id="audit-action"
          label={copy.action}
          allLabel={copy.allActions}
          ref={actionSelect}
          options={auditActions.map((value) => [value, auditActionLabels[value]] as const)}
          value={action}
          onChange={setAction}
        />
      </Card>

      {entries.isPending ? (
        <ListState state="loading" message={copy.loading} />
      ) : entries.isError && list.length === 0 ? (
        <ListState
          state="failed"
          message={copy.loadFailed}
          onRetry={() => void entries.refetch()}
          retrying={entries.isFetching}
          retryLabel={copy.retry}
        />
      ) : list.length === 0 ? (
        <ListState state="empty" message={copy.empty} />
      ) : (
        <section aria-label={copy.tableLabel} className="grid gap-3">
          <ol className="grid gap-3">
            {list.map((entry) => (
              <li key={entry.id}>
                <AuditEntryItem entry={entry} />
              </li>
            ))}
          </ol>
          <div className="flex justify-center pt-2">
            {entries.hasNextPage ? (
              <Button variant="outline" onClick={() => void entries.fetchNextPage()} disabled={entries.isFetchingNextPage}>
                {entries.isFetchingNextPage ? copy.loadingOlder : copy.showOlder}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{copy.end}</p>
            )}
          </div>
        </section>
      )}
    </div>
  )
}

function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <details className="group rounded-xl border border-border bg-white shadow-card" data-testid="audit-entry">
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-4 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[13rem_minmax(0,1fr)_10rem_auto] sm:items-center sm:gap-4">
          <time dateTime={entry.at} className="text-sm text-muted-foreground">
            {formatWhen(entry.at)}
          </time>
          <span className="[overflow-wrap:anywhere] font-semibold text-ink">{entry.actor}</span>
          <span className="text-sm text-ink">{auditKindLabels[entry.kind]}</span>
          <span>
            <Badge variant={actionVariant(entry.action)}>{auditActionLabels[entry.action]}</Badge>
          </span>
        </div>
        <ChevronDown aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
        <span className="sr-only">{copy.details}</span>
      </summary>
      <div className="grid gap-3 border-t border-border p-4 text-sm">
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
          {entry.recordId ? (
            <>
              <dt className="text-muted-foreground">{copy.record}</dt>
              <dd className="[overflow-wrap:anywhere] font-mono text-xs text-ink">{entry.recordId}</dd>
            </>
          ) : null}
          {entry.actorId ? (
            <>
              <dt className="text-muted-foreground">{copy.userId}</dt>
              <dd className="[overflow-wrap:anywhere] font-mono text-xs text-ink">{entry.actorId}</dd>
            </>
          ) : null}
          {entry.clientAddress ? (
            <>
              <dt className="text-muted-foreground">{copy.clientAddress}</dt>
              <dd className="font-mono text-xs text-ink">{entry.clientAddress}</dd>
            </>
          ) : null}
        </dl>
        <ChangedFields entry={entry} />
      </div>
    </details>
  )
}

function ChangedFields({ entry }: { entry: AuditEntry }) {
  if (!entry.changes) {
    if (entry.kind === 'sign_in') return null
    return <p className="text-muted-foreground">{entry.action === 'created' ? copy.visitorSubmission : copy.noChanges}</p>
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-ink">{copy.changesLabel}</caption>
        <thead>
          <tr className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="py-2 pr-4">
              {copy.field}
            </th>
            <th scope="col" className="py-2 pr-4">
              {copy.before}
            </th>
            <th scope="col" className="py-2">
              {copy.after}
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(entry.changes).map(([field, change]) => (
            <tr key={field} className="border-b border-border align-top last:border-b-0">
              <th scope="row" className="py-2 pr-4 font-mono text-xs font-semibold text-ink">
                {field}
              </th>
              <td className="[overflow-wrap:anywhere] py-2 pr-4 text-muted-foreground">{formatValue(change.before)}</td>
              <td className="[overflow-wrap:anywhere] py-2 text-ink">{formatValue(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
