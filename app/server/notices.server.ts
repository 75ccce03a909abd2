/**
 * The e-mail notices as the admin area sees them: those that failed for good (after the last
 * try), read over the server's own connection (DATABASE_URL, role site_server), which is the
 * only role that may read the outbox. The worker that sends them is scripts/server/notice-worker.ts.
 */
import type { SubmissionKind } from '~/domain/submission-kinds'
import { appConfig } from './config.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { siteDatabase } from './site-database.server'

export interface FailedNotice {
  id: string
  kind: SubmissionKind
  /** Who sent the submission (from the notice's copy of it). */
  name: string
  createdAt: string
  failedAt: string
  attempts: number
  lastError: string
}

/** The most recent failures; none without a database connection (no notices are sent then). */
export async function selectFailedNotices(): Promise<FailedNotice[]> {
  const { database } = appConfig
  if (!database) return []
  try {
    const { rows } = await siteDatabase(database.url).pool.query<{
      id: string
      kind: FailedNotice['kind']
      name: string | null
      created_at: Date
      failed_at: Date
      attempts: number
      last_error: string | null
    }>(
      `select id, kind, details ->> 'name' as name, created_at, failed_at, attempts, last_error
       from site_server.notices where failed_at is not null order by failed_at desc limit 20`,
    )
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name ?? '',
      createdAt: row.created_at.toISOString(),
      failedAt: row.failed_at.toISOString(),
      attempts: row.attempts,
      lastError: row.last_error ?? '',
    }))
  } catch (error) {
    logLine('error', 'failed-notices-read-failed', { message: error instanceof Error ? error.message : String(error) })
    throw new HttpError(502, 'The e-mail notices could not be checked. Please try again.')
  }
}
