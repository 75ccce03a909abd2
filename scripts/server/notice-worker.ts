/**
 * Sends the mail the database queued in the site's outbox (site_server.notices, filled in the
 * same transaction as each change a mail tells of: site_server.queue_mail()), over the server's
 * own connection (DATABASE_URL). Every instance runs one. A mail is claimed in one statement
 * (`for update skip locked`, then a lease in `claimed_until`), so one instance sends it; no
 * transaction stays open while the mail goes out. Its kind's renderer writes it
 * (app/server/mail-kinds.ts); it goes to its one recipient, or to the staff (NOTIFY_TO), from
 * MAIL_FROM with Reply-To the community mailbox. A failed send is tried again after a growing
 * pause; after the last try the mail is marked failed, and the admin dashboard lists it; a kind
 * without a renderer is marked failed at once. An instance that dies mid-send leaves its mail to
 * another once the lease ends (the same Message-ID, so a mail that did go out is the same message).
 */
import type { Logger } from 'pino'
import type pg from 'pg'
import { createTransport, type Transporter } from 'nodemailer'
import type { NoticesConfig } from '../../app.config.ts'
import { renderQueuedMail, UnknownMailKindError } from '../../app/server/mail-kinds.ts'

/** How often an instance looks for due notices. */
const POLL_MS = 1000
/** How long a claim holds: longer than any send can take (nodemailer's timeouts below). */
const LEASE_SECONDS = 300
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
  /** SITE_NAME, as mails sign. */
  siteName?: string
  /** Where replies go: the community mailbox (MAIL_COMMUNITY). */
  replyTo?: string
  log: Logger
  pollMs?: number
}

interface NoticeRow {
  id: string
  kind: string
  recipient: string | null
  record_id: string | null
  details: Record<string, unknown> | null
  attempts: number
}

export function startNoticeWorker({ pool, notices, siteUrl, siteName, replyTo, log, pollMs = POLL_MS }: NoticeWorkerOptions): NoticeWorker {
  const transport: Transporter = createTransport({
    url: notices.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })

  /** Claims one due notice and sends it; false when none is due (or every due one is another instance's). */
  const sendNext = async (): Promise<boolean> => {
    const { rows } = await pool.query<NoticeRow>(
      `update site_server.notices as n set claimed_until = private.clock_now() + make_interval(secs => $1)
       where n.id = (
         select d.id from site_server.notices as d
         where d.sent_at is null and d.failed_at is null and d.next_attempt_at <= private.clock_now()
           and (d.claimed_until is null or d.claimed_until <= private.clock_now())
         order by d.next_attempt_at, d.created_at
         limit 1
         for update skip locked
       )
       returning n.id, n.kind, n.recipient, n.record_id, n.details, n.attempts`,
      [LEASE_SECONDS],
    )
    const row = rows[0]
    if (!row) return false
    try {
      const mail = renderQueuedMail({ id: row.id, kind: row.kind, recordId: row.record_id, details: row.details ?? {} }, { siteUrl, siteName })
      await transport.sendMail({
        from: notices.mailFrom,
        to: row.recipient ?? notices.notifyTo,
        ...(replyTo ? { replyTo } : {}),
        messageId: mail.messageId,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      })
    } catch (error) {
      const attempts = row.attempts + 1
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      // A kind without a renderer will not render on a later try either.
      const givingUp = attempts >= MAX_ATTEMPTS || error instanceof UnknownMailKindError
      await pool.query(
        `update site_server.notices
         set attempts = $2, last_error = $3, claimed_until = null,
             next_attempt_at = private.clock_now() + make_interval(secs => $4),
             failed_at = case when $5 then private.clock_now() end
         where id = $1`,
        [row.id, attempts, message, retryDelaySeconds(attempts), givingUp],
      )
      log[givingUp ? 'error' : 'warn'](
        { notice: row.id, kind: row.kind, attempts, retryInSeconds: givingUp ? undefined : retryDelaySeconds(attempts), message },
        givingUp ? 'notice-failed' : 'notice-send-failed',
      )
      return true
    }
    await pool.query(
      `update site_server.notices
       set sent_at = private.clock_now(), attempts = attempts + 1, claimed_until = null, details = null, last_error = null
       where id = $1`,
      [row.id],
    )
    log.info({ notice: row.id, kind: row.kind }, 'notice-sent')
    return true
  }

  let stopped = false
  const drain = async () => {
    let taken = 0
    // A stopping server finishes the notice in hand and takes no other.
    while (!stopped && (await sendNext())) taken++
    return taken
  }

  let running: Promise<unknown> = Promise.resolve()
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
