/**
 * /admin/security as a record kind: the audit trail, newest first, filtered by who, kind of
 * record and action; older entries a page at a time (keyset); each entry names its record
 * and opens to its changed fields.
 */
import { ChevronDown, History } from 'lucide-react'
import { auditActionLabels, auditKindLabels, securityCopy as copy } from '~/content/admin'
import { auditActions, auditKinds, type AuditAction } from '~/domain/audit'
import { adminLists } from '~/lib/admin-lists'
import type { AuditEntry } from '~/lib/audit-trail'
import { auditEntriesQuery } from '~/queries/audit'
import { Badge } from '~/components/ui/badge'
import type { RecordKind } from '../kit/record-kind'

/** When an entry happened, to the second, in UTC (staff in several zones read the same trail). */
function formatWhen(timestamp: string): string {
  const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })
  return `${when.format(new Date(timestamp))} UTC`
}

const formatValue = (value: string | null) => value ?? copy.empty_value

const actionVariant = (action: AuditAction) =>
  action === 'sign_in_failed' || action === 'sign_in_refused' || action === 'deleted' ? 'warning' : action === 'signed_in' || action === 'created' ? 'success' : 'default'

export const auditKind: RecordKind<AuditEntry, null> = {
  spec: adminLists.audit,
  copy: { title: copy.title, intro: copy.intro, introClassName: 'max-w-3xl', tableLabel: copy.tableLabel, loading: copy.loading, loadFailed: copy.loadFailed, empty: copy.empty, retry: copy.retry },
  rows: { paging: 'keyset', query: auditEntriesQuery, copy },
  useKindState: () => null,
  summary: ({ rows }) => ({ icon: History, counts: [copy.shown(rows.length)], live: true }),
  filters: [
    { name: 'who', type: 'search', label: copy.who, placeholder: copy.whoPlaceholder },
    { name: 'kind', type: 'select', label: copy.kind, allLabel: copy.allKinds, options: auditKinds.map((value) => [value, auditKindLabels[value]] as const) },
    { name: 'action', type: 'select', label: copy.action, allLabel: copy.allActions, options: auditActions.map((value) => [value, auditActionLabels[value]] as const) },
  ],
  item: (entry) => (
    <details className="group rounded-xl border border-border bg-white shadow-card" data-testid="audit-entry">
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-4 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[13rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
          <time dateTime={entry.at} className="text-sm text-muted-foreground">
            {formatWhen(entry.at)}
          </time>
          <span className="[overflow-wrap:anywhere] font-semibold text-ink">{entry.actor}</span>
          <span className="[overflow-wrap:anywhere] text-sm text-ink">
            {auditKindLabels[entry.kind]}
            {entry.label ? <span className="font-semibold">{copy.labelled(entry.label)}</span> : null}
          </span>
          <span>
            <Badge variant={actionVariant(entry.action)}>{auditActionLabels[entry.action]}</Badge>
          </span>
        </div>
        <ChevronDown aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
        <span className="sr-only">{copy.details}</span>
      </summary>
      <div className="grid gap-3 border-t border-border p-4 text-sm">
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
          {[
            [copy.record, entry.recordId],
            [copy.userId, entry.actorId],
            [copy.clientAddress, entry.clientAddress],
          ].map(([term, value]) =>
            value ? (
              <div key={term} className="contents">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="[overflow-wrap:anywhere] font-mono text-xs text-ink">{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        <ChangedFields entry={entry} />
      </div>
    </details>
  ),
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
            {[copy.field, copy.before, copy.after].map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4">
                {heading}
              </th>
            ))}
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
