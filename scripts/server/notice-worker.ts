/**
 * Sends the e-mail notices the database queued (site_server.notices, filled by a trigger in the
 * same transaction as each new application, claim and registration), over the server's own
 * connection (DATABASE_URL). Every instance runs one; each notice is taken inside a transaction
 * with FOR UPDATE SKIP LOCKED and marked sent before the lock is let go, so one instance sends
 * it. A failed send is tried again after a growing pause; after the last try the notice is
 * marked failed, and the admin dashboard lists it. An instance that dies mid-send leaves its
 * notice to the next try (the same Message-ID, so a mail that did go out is the same message).
 */
import type { Logger } from 'pino'
import type pg from 'pg'
import { createTransport, type Transporter } from 'nodemailer'
import type { NoticesConfig } from '../../app.config.ts'
import { noticeMail, type Notice } from '../../app/server/notice-mail.ts'

/** How often an instance looks for due notices. */
const POLL_MS = 1000
/** Tries before a notice is marked failed: about an hour of a mail server failing. */
export const MAX_ATTEMPTS = 20

/** The pause after `attempts` failed tries: 2 s, doubling, at most 5 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(2 ** attempts, 300)
}

export interface NoticeWorker {
  /** Sends every due notice now; resolves to how many were taken (sent or not). */
  drain(): Promise<number>
  stop(): Promise<void>
}

export interface NoticeWorkerOptions {
  pool: pg.Pool
  notices: NoticesConfig
  siteUrl: string
  log: Logger
  pollMs?: number
}

interface NoticeRow {
  id: string
  kind: Notice['kind']
  record_id: string
  details: Record<string, unknown> | null
  attempts: number
}

export function startNoticeWorker({ pool, notices, siteUrl, log, pollMs = POLL_MS }: NoticeWorkerOptions): NoticeWorker {
  const transport: Transporter = createTransport({
    url: notices.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })

  /** Takes one due notice and sends it; false when none is due (or another instance holds it). */
  const sendNext = async (): Promise<boolean> => {
    const client = await pool.connect()
    try {
      await client.query('begin')
      const { rows } = await client.query<NoticeRow>(
        `select id, kind, record_id, details, attempts from site_server.notices
         where sent_at is null and failed_at is null and next_attempt_at <= private.clock_now()
         order by next_attempt_at, created_at
         limit 1
         for update skip locked`,
      )
      const row = rows[0]
      if (!row) {
        await client.query('commit')
        return false
      }
      const mail = noticeMail({ id: row.id, kind: row.kind, recordId: row.record_id, details: row.details ?? {} }, siteUrl)
      try {
        await transport.sendMail({
          from: notices.mailFrom,
          to: notices.notifyTo,
          messageId: mail.messageId,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
        await client.query(
          `update site_server.notices set sent_at = private.clock_now(), attempts = attempts + 1, details = null, last_error = null
           where id = $1`,
          [row.id],
        )
        log.info({ notice: row.id, kind: row.kind }, 'notice-sent')
      } catch (error) {
        const attempts = row.attempts + 1
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
        const givingUp = attempts >= MAX_ATTEMPTS
        await client.query(
          `update site_server.notices
           set attempts = $2, last_error = $3,
               next_attempt_at = private.clock_now() + make_interval(secs => $4),
               failed_at = case when $5 then private.clock_now() end
           where id = $1`,
          [row.id, attempts, message, retryDelaySeconds(attempts), givingUp],
        )
        log[givingUp ? 'error' : 'warn'](
          { notice: row.id, kind: row.kind, attempts, retryInSeconds: givingUp ? undefined : retryDelaySeconds(attempts), message },
          givingUp ? 'notice-failed' : 'notice-send-failed',
        )
      }
      await client.query('commit')
      return true
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  const drain = async () => {
    let taken = 0
    while (await sendNext()) taken++
    return taken
  }

  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const tick = () => {
    running = drain()
      .catch((error: unknown) =>
        log.warn({ message: error instanceof Error ? error.message : String(error) }, 'notice-worker-database-error'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs)
      })
  }
  let timer: NodeJS.Timeout = setTimeout(tick, 0)

  return {
    drain,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      transport.close()
    },
  }
}
