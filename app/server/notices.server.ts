/**
 * The outbox's mail as the admin area sees it: the mail that failed for good (after the last
 * try), read over the server's own connection (DATABASE_URL, role site_server), which is the
 * only role that may read the outbox. The worker that sends it is scripts/server/notice-worker.ts.
 */
import { appConfig } from './config.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { mailKinds } from './mail-kinds'
import { siteDatabase } from './site-database.server'

export interface FailedNotice {
  id: string
  kind: string
  /** What the mail was (its kind's label), and where its record is in the admin area. */
  label: string
  path: string
  /** To the staff (NOTIFY_TO), or to one person. */
  toStaff: boolean
  /** Who sent the submission, or whom the mail was for (from the mail's copy of it). */
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
      kind: string
      to_staff: boolean
      record_id: string | null
      details: Record<string, unknown> | null
      created_at: Date
      failed_at: Date
      attempts: number
      last_error: string | null
    }>(
      `select id, kind, recipient is null as to_staff, record_id, details, created_at, failed_at, attempts, last_error
       from site_server.notices where failed_at is not null order by failed_at desc limit 20`,
    )
    return rows.map((row) => {
      const mail = { recordId: row.record_id, details: row.details ?? {} }
      const renderer = Object.hasOwn(mailKinds, row.kind) ? mailKinds[row.kind] : undefined
      return {
        id: row.id,
        kind: row.kind,
        label: renderer?.failed.label ?? row.kind,
        path: renderer?.failed.path(mail) ?? '/admin',
        toStaff: row.to_staff,
        name: typeof mail.details.name === 'string' ? mail.details.name : '',
        createdAt: row.created_at.toISOString(),
        failedAt: row.failed_at.toISOString(),
        attempts: row.attempts,
        lastError: row.last_error ?? '',
      }
    })
  } catch (error) {
    logLine('error', 'failed-notices-read-failed', { message: error instanceof Error ? error.message : String(error) })
    throw new HttpError(502, 'The e-mail notices could not be checked. Please try again.')
  }
}
