/**
 * The audit trail as the admin area reads it: the kinds of record and actions the database
 * records (supabase/migrations, audit.entries), the filters of /admin/security as a valibot
 * schema shared by the page and its server function, and one entry's shape.
 */
import * as v from 'valibot'
import { auditActions, auditKinds, type AuditAction, type AuditKind } from '~/domain/audit'
import { textLimits } from '~/domain/text-limits'

// Their home is app/domain/audit.ts; said again here for the modules that read them with the rest of the trail.
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

export const auditFilterSchema = v.object({
  who: v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(textLimits['audit.entries'].actor, `must be at most ${textLimits['audit.entries'].actor} characters`)), ''),
  kind: v.optional(v.picklist(auditKinds, 'is not a kind of record the trail keeps')),
  action: v.optional(v.picklist(auditActions, 'is not an action the trail records')),
  before: v.optional(auditCursorSchema),
})
/** The filters as a caller sends them. */
export type AuditFilter = v.InferInput<typeof auditFilterSchema>
/** The same, validated: what the server reads the trail with. */
export type ValidAuditFilter = v.InferOutput<typeof auditFilterSchema>
