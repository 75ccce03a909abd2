/**
 * The audit trail as the admin area reads it: the kinds of record and actions the database
 * records (app/domain/audit.ts), what a page of it is asked with (a valibot schema of the
 * server function), and one entry's shape.
 */
import * as v from 'valibot'
import { auditActions, auditKinds, type AuditAction, type AuditKind } from '~/domain/audit'
import { adminLists } from './admin-lists'
import { listFiltersSchema, type ListCall } from './record-list-input'

export { auditActions, auditKinds, type AuditAction, type AuditKind }

/** How many entries one page of /admin/security shows. */
export const AUDIT_PAGE_SIZE = 25

/** A field's value before and after, as text (strings as they are, other JSON values as JSON); null when empty. */
export interface AuditChange {
  before: string | null
  after: string | null
}

/** A value of a row as the trigger copied it (JSON), as the page shows it. */
export function auditValueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  return typeof value === 'string' ? value : JSON.stringify(value)
}

export interface AuditEntry {
  id: string
  /** ISO 8601. */
  at: string
  /** The user's e-mail, 'visitor', 'service role' or 'database'; for a sign-in, the e-mail tried. */
  actor: string
  actorId: string | null
  kind: AuditKind
  recordId: string | null
  /** The record in words (an expert's name, a title, an application's reference, a registration's event); null when it has none. */
  label: string | null
  action: AuditAction
  /** The fields that changed, before and after; null when nothing was copied (a visitor's submission, a sign-in). */
  changes: Record<string, AuditChange> | null
  clientAddress: string | null
}

export interface AuditPage {
  entries: AuditEntry[]
  /** Where the next (older) page starts; null on the last page. */
  next: AuditCursor | null
}

export const auditCursorSchema = v.object({
  at: v.pipe(v.string('must be a time'), v.isoTimestamp('must be a time')),
  id: v.pipe(v.string('must be an entry id'), v.uuid('must be an entry id')),
})
export type AuditCursor = v.InferOutput<typeof auditCursorSchema>

/**
 * A page of the trail: its filters (admin-lists.ts, the same as the address of
 * /admin/security), and where it starts (after the last entry of the page before).
 */
export const auditListSchema = v.optional(
  v.object({
    filters: listFiltersSchema(adminLists.audit),
    before: v.optional(auditCursorSchema),
  }),
  {} as never,
)
/** The filters and cursor as a caller sends them. */
export interface AuditListInput {
  filters?: ListCall<typeof adminLists.audit>['filters']
  before?: AuditCursor
}
/** The same, validated: what the server reads the trail with. */
export type ValidAuditListInput = v.InferOutput<typeof auditListSchema>
