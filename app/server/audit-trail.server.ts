/**
 * The audit trail on the server: reading it for /admin/security (as the signed-in admin,
 * through public.audit_entries(), which checks the role itself), and recording admin sign-ins
 * over the server's own connection (DATABASE_URL, role site_server, audit.record_sign_in()).
 * Every other entry is written by the database's triggers.
 */
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type AuditKind,
  type AuditPage,
  type ValidAuditListInput,
  auditValueText,
} from '~/lib/audit-trail'
import { appConfig } from './config.server'
import { failWith } from './db-failure'
import { logLine } from './log'
import { siteDatabase } from './site-database.server'
import type { SupabaseServerClient } from './supabase.server'

/** A page of the trail as the signed-in admin may read it (the database checks the role too): keyset, after `before`. */
export async function selectAuditPage(supabase: SupabaseServerClient, { filters, before }: ValidAuditListInput): Promise<AuditPage> {
  // One more than a page tells whether an older page exists.
  const { data, error } = await supabase.rpc('audit_entries', {
    who: filters.who || undefined,
    of_kind: filters.kind,
    of_action: filters.action,
    before_at: before?.at,
    before_id: before?.id,
    page_size: AUDIT_PAGE_SIZE + 1,
  })
  if (error) failWith('audit-read-failed', error, 502, 'The audit trail could not be loaded. Please try again.')
  const rows = data ?? []
  const shown = rows.slice(0, AUDIT_PAGE_SIZE)
  const entries: AuditEntry[] = shown.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    actorId: row.actor_id ?? null,
    kind: row.kind as AuditKind,
    recordId: row.record_id ?? null,
    label: row.label ?? null,
    action: row.action as AuditAction,
    changes: changesOf(row.changes),
    clientAddress: row.client_address ?? null,
  }))
  // The next page starts after the last entry at the database's own time, to the microsecond:
  // cut to milliseconds, it would skip the entries written in the same millisecond (a
  // transaction's entries share one time).
  const last = shown.at(-1)
  return { entries, next: rows.length > AUDIT_PAGE_SIZE && last ? { at: last.at, id: last.id } : null }
}

function changesOf(value: unknown): Record<string, AuditChange> | null {
  if (!value || typeof value !== 'object') return null
  return Object.fromEntries(
    Object.entries(value as Record<string, { before?: unknown; after?: unknown }>).map(([field, change]) => [
      field,
      { before: auditValueText(change.before), after: auditValueText(change.after) },
    ]),
  )
}

export type SignInOutcome = Extract<AuditAction, 'signed_in' | 'sign_in_failed' | 'sign_in_refused'>

/**
 * Records a sign-in attempt. Never throws: a trail that cannot be written is logged, and the
 * sign-in goes on. Without a database connection (DATABASE_URL unset on a Supabase project)
 * there is nowhere to record it; the server says so once at start.
 */
export async function recordSignIn(
  outcome: SignInOutcome,
  attempt: { email: string; clientAddress: string; userId?: string },
): Promise<void> {
  const { database } = appConfig
  if (!database) return
  try {
    await siteDatabase(database.url).pool.query('select audit.record_sign_in($1, $2, $3, $4)', [
      attempt.email,
      outcome,
      attempt.clientAddress,
      attempt.userId ?? null,
    ])
  } catch (error) {
    logLine('error', 'sign-in-not-recorded', {
      outcome,
      code: (error as { code?: string }).code,
      message: error instanceof Error ? error.message : String(error),
    })
  }
}

/** Records that a staff member changed their own password (after Auth did). Never throws, as recordSignIn. */
export async function recordPasswordChange(userId: string): Promise<void> {
  const { database } = appConfig
  if (!database) return
  try {
    await siteDatabase(database.url).pool.query('select audit.record_password_change($1)', [userId])
  } catch (error) {
    logLine('error', 'password-change-not-recorded', {
      code: (error as { code?: string }).code,
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
