/**
 * Retention of the audit trail: entries older than AUDIT_RETENTION_DAYS are deleted by the
 * database (audit.prune_entries, by its own clock) when the server starts and every six hours.
 * Each instance does it; a second prune in the same moment finds nothing left to delete.
 */
import type { Logger } from 'pino'
import type pg from 'pg'

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000

export interface AuditRetention {
  /** Prunes now; resolves to how many entries went. */
  prune(): Promise<number>
  stop(): void
}

export function startAuditRetention(pool: pg.Pool, keepDays: number, log: Logger): AuditRetention {
  const prune = async () => {
    const { rows } = await pool.query<{ removed: number }>('select audit.prune_entries($1) as removed', [keepDays])
    const removed = rows[0]?.removed ?? 0
    if (removed > 0) log.info({ removed, keepDays }, 'audit-entries-pruned')
    return removed
  }
  const pruneLogged = () =>
    prune().catch((error: unknown) =>
      log.warn({ message: error instanceof Error ? error.message : String(error) }, 'audit-prune-failed'),
    )
  void pruneLogged()
  const timer = setInterval(() => void pruneLogged(), PRUNE_EVERY_MS)
  timer.unref()
  return { prune, stop: () => clearInterval(timer) }
}
