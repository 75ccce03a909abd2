/**
 * Notices of changes to the tables the public pages show, heard from Postgres on the site's
 * own connection (site-database.server.ts): the trigger `site_server.announce_change` of
 * supabase/migrations sends the table's name on channel `site_changes` at every commit that
 * changes it, whoever changed it (an admin through any instance, the dashboard, plain SQL).
 *
 * LISTEN needs a session connection that stays open, so this keeps one of its own and opens a
 * new one whenever it drops (quickly at first, then every 2 s). Notices sent while it was away
 * are lost, so listening again reports `onResumed`, and the caller purges everything. A ping
 * every 15 s finds a connection that died without a word.
 *
 * Plain TypeScript with type-only imports: Node loads it directly in scripts/start.mjs.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'

export const SITE_CHANGES_CHANNEL = 'site_changes'

/** The start check's own notices carry this prefix: every instance hears them and ignores them. */
const CHECK_PREFIX = 'check:'

type LogFields = Record<string, string | number | boolean | undefined>

export interface SiteChangesOptions {
  /** Opens a new session connection. */
  connect: () => Promise<pg.Client>
  /** A table changed: its schema-qualified name (`public.experts`). */
  onChange: (table: string) => void
  /** Listening again after a break, during which notices may have been lost. */
  onResumed: () => void
  log: (level: 'info' | 'warn', event: string, fields?: LogFields) => void
  /** Waits before reconnecting: from `minMs`, doubling, at most `maxMs`. */
  retry?: { minMs: number; maxMs: number }
  pingEveryMs?: number
}

export interface SiteChanges {
  /** Resolves once the first LISTEN is in place. */
  listening(): Promise<void>
  /**
   * Sends a check notice through `pool` and waits until this connection hears it: proof that
   * notices reach every instance (a transaction-mode pooler would swallow them). Answers the
   * round trip in milliseconds.
   */
  check(pool: pg.Pool, timeoutMs?: number): Promise<number>
  close(): Promise<void>
}

export function listenForSiteChanges(options: SiteChangesOptions): SiteChanges {
  const { minMs, maxMs } = options.retry ?? { minMs: 200, maxMs: 2000 }
  const pingEveryMs = options.pingEveryMs ?? 15_000
  let client: pg.Client | undefined
  let closed = false
  let everListened = false
  let failedAttempts = 0
  let lostAt: number | undefined
  let retryTimer: NodeJS.Timeout | undefined
  let pingTimer: NodeJS.Timeout | undefined
  let listened: () => void = () => {}
  const firstListen = new Promise<void>((resolve) => (listened = resolve))
  const pendingChecks = new Map<string, () => void>()

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== SITE_CHANGES_CHANNEL) return
    const payload = message.payload ?? ''
    if (payload.startsWith(CHECK_PREFIX)) {
      pendingChecks.get(payload.slice(CHECK_PREFIX.length))?.()
      return
    }
    options.onChange(payload)
  }

  /** The current connection failed: drop it, and listen again on a new one. */
  const lose = (which: pg.Client, reason: string) => {
    if (which !== client) return
    client = undefined
    clearTimeout(pingTimer)
    which.end().catch(() => {})
    if (closed) return
    lostAt = Date.now()
    options.log('warn', 'site-changes-connection-lost', { reason })
    scheduleConnect()
  }

  const scheduleConnect = () => {
    const delay = Math.min(maxMs, minMs * 2 ** failedAttempts)
    retryTimer = setTimeout(() => void connect(), delay)
    retryTimer.unref()
  }

  const schedulePing = (which: pg.Client) => {
    pingTimer = setTimeout(() => {
      const timeout = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('ping timed out')), 5000).unref(),
      )
      Promise.race([which.query('select 1'), timeout]).then(
        () => which === client && schedulePing(which),
        (error: unknown) => lose(which, error instanceof Error ? error.message : String(error)),
      )
    }, pingEveryMs)
    pingTimer.unref()
  }

  const connect = async () => {
    if (closed) return
    let next: pg.Client | undefined
    try {
      next = await options.connect()
      const opened = next
      opened.on('error', (error) => lose(opened, error.message))
      opened.on('end', () => lose(opened, 'the connection ended'))
      opened.on('notification', onNotification)
      await opened.query(`listen ${SITE_CHANGES_CHANNEL}`)
    } catch (error) {
      next?.end().catch(() => {})
      if (failedAttempts === 0 && !everListened) {
        options.log('warn', 'site-changes-connect-failed', {
          reason: error instanceof Error ? error.message : String(error),
        })
      }
      failedAttempts++
      scheduleConnect()
      return
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    failedAttempts = 0
    const resumed = everListened
    everListened = true
    if (resumed) {
      options.log('info', 'site-changes-listening-again', {
        awayMs: lostAt === undefined ? undefined : Date.now() - lostAt,
      })
      options.onResumed()
    } else {
      options.log('info', 'site-changes-listening', { channel: SITE_CHANGES_CHANNEL })
      listened()
    }
    schedulePing(next)
  }

  void connect()

  return {
    listening: () => firstListen,
    async check(pool, timeoutMs = 3000) {
      await firstListen
      const token = randomUUID()
      const heard = new Promise<void>((resolve) => pendingChecks.set(token, resolve))
      const started = performance.now()
      let timer: NodeJS.Timeout | undefined
      try {
        await pool.query('select pg_notify($1, $2)', [SITE_CHANGES_CHANNEL, CHECK_PREFIX + token])
        const timedOut = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no notice came back within ${timeoutMs} ms`)),
            timeoutMs,
          )
        })
        await Promise.race([heard, timedOut])
        return performance.now() - started
      } finally {
        clearTimeout(timer)
        pendingChecks.delete(token)
      }
    },
    async close() {
      closed = true
      clearTimeout(retryTimer)
      clearTimeout(pingTimer)
      const last = client
      client = undefined
      await last?.end().catch(() => {})
    },
  }
}
