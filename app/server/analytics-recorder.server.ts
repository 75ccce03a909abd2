/**
 * Where the site's analytics meet its Postgres (the server's own connection, DATABASE_URL,
 * role site_server; supabase/migrations/*_analytics.sql):
 *   - events are queued in memory and written in batches, one statement per batch
 *     (analytics.record_events), at most every BATCH_DELAY_MS or BATCH_SIZE events: one
 *     instance takes thousands of beacons a second with a few statements. While Postgres
 *     fails the batch is kept and tried again (up to MAX_PENDING events), and the server says
 *     so once; on shutdown what is queued is written before the pool closes;
 *   - the visitor key: a hash of the day's salt (made and kept by Postgres, the same for every
 *     instance, read again each minute), the site, the truncated address and the user agent. Neither
 *     the address nor the user agent leaves this process;
 *   - conversions: the visitor key of a stored submission, and downloads of the library's files.
 *
 * One recorder per process, on globalThis: the production server (scripts/start.mjs, which
 * answers beacons itself) and the app bundle share it. Plain TypeScript with relative imports.
 */
import { createHash } from 'node:crypto'
import type pg from 'pg'
import { SITE_TIME_ZONE } from '../domain/site-time-zone.ts'
import { truncatedAddress } from '../lib/analytics-beacon.ts'
import type { BeaconEvent } from '../lib/analytics-beacon.ts'
import type { ConversionKind } from '../domain/analytics.ts'
import { nowMs } from './clock.ts'
import { logLine } from './log.ts'
import { siteDatabase } from './site-database.server.ts'

const BATCH_SIZE = 500
const BATCH_DELAY_MS = 200
const MAX_PENDING = 50_000
const RETRY_FIRST_MS = 500
const RETRY_LONGEST_MS = 30_000
/**
 * How long a day's salt is used before it is asked for again: a salt Postgres no longer has
 * (a test backend's reset) is not used for long, and every instance ends up with the same one.
 */
const SALT_KEPT_MS = 60_000

/** What identifies a visitor for one day, never stored: it only goes into the hash. */
export interface VisitorSignals {
  address: string
  userAgent: string
}

export interface AnalyticsRecorder {
  /** Queues an event seen at `atMs` (the site's clock); `visitorKey` null for a visitor who declined tracking. */
  record(event: BeaconEvent, atMs: number, visitorKey: string | null): void
  /** The visitor key of these signals at `atMs`: 32 hex digits. */
  visitorKey(signals: VisitorSignals, atMs?: number): Promise<string>
  /** Adds the visitor key to the conversion the database counted for a stored submission. */
  attributeSubmission(kind: Exclude<ConversionKind, 'download'>, idempotencyKey: string, visitorKey: string | null): Promise<void>
  /** Counts a download of a resource's file. */
  recordDownload(resourceId: string, visitorKey: string | null): Promise<void>
  /** Writes what is queued now. */
  flush(): Promise<void>
  /** How many events wait to be written. */
  readonly pending: number
  close(): Promise<void>
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The site's day (YYYY-MM-DD) of an instant. Days change on whole minutes in every zone the site could use, so a minute's answer is kept. */
export function siteDayOf(atMs: number): string {
  const minute = Math.floor(atMs / 60_000)
  if (minute !== lastMinute) {
    lastMinute = minute
    lastDay = dayFormat.format(new Date(atMs))
  }
  return lastDay
}
let lastMinute = Number.NaN
let lastDay = ''

/** The hash that stands for a visitor on one day: the first 16 bytes of SHA-256, as hex. */
export function hashVisitor(salt: Buffer, site: string, signals: VisitorSignals): string {
  return createHash('sha256')
    .update(salt)
    .update(site)
    .update('\u0000')
    .update(truncatedAddress(signals.address))
    .update('\u0000')
    .update(signals.userAgent)
    .digest()
    .subarray(0, 16)
    .toString('hex')
}

interface QueuedEvent {
  at: string
  kind: BeaconEvent['kind']
  visitor_key: string | null
  path: string
  referrer_host?: string | null
  utm_source?: string | null
  utm_medium?: string | null
  utm_campaign?: string | null
  screen_class?: string
  link?: string
}

export function createAnalyticsRecorder(pool: pg.Pool, site: string): AnalyticsRecorder {
  let queue: QueuedEvent[] = []
  let timer: NodeJS.Timeout | undefined
  let writing: Promise<void> | undefined
  let failing = false
  let retryMs = RETRY_FIRST_MS
  let salt: { day: string; value: Promise<Buffer>; askedAt: number } | undefined

  const saltOf = (day: string): Promise<Buffer> => {
    const askedAt = performance.now()
    if (salt?.day === day && askedAt - salt.askedAt < SALT_KEPT_MS) return salt.value
    const value = pool
      .query<{ salt: Buffer }>('select analytics.day_salt($1::date) as salt', [day])
      .then(({ rows }) => rows[0]!.salt)
    salt = { day, value, askedAt }
    // A failure is not kept: the next beacon asks again.
    value.catch(() => {
      if (salt?.value === value) salt = undefined
    })
    return value
  }

  const schedule = (delayMs: number) => {
    if (timer || writing) return
    timer = setTimeout(() => {
      timer = undefined
      void write()
    }, delayMs)
    timer.unref()
  }

  const write = (): Promise<void> => {
    if (writing) return writing
    if (queue.length === 0) return Promise.resolve()
    const batch = queue.length > BATCH_SIZE * 4 ? queue.splice(0, BATCH_SIZE * 4) : queue
    if (batch === queue) queue = []
    writing = pool
      .query('select analytics.record_events($1::jsonb)', [JSON.stringify(batch)])
      .then(
        () => {
          if (failing) {
            failing = false
            logLine('info', 'analytics-writes-restored', { pending: queue.length })
          }
          retryMs = RETRY_FIRST_MS
        },
        (error: unknown) => {
          const kept = Math.max(0, MAX_PENDING - queue.length)
          const dropped = batch.length - Math.min(kept, batch.length)
          queue = [...batch.slice(0, kept), ...queue]
          if (!failing || dropped > 0) {
            logLine('warn', 'analytics-writes-failing', {
              code: (error as { code?: string }).code,
              message: error instanceof Error ? error.message : String(error),
              pending: queue.length,
              dropped,
            })
          }
          failing = true
          retryMs = Math.min(retryMs * 2, RETRY_LONGEST_MS)
        },
      )
      .finally(() => {
        writing = undefined
        if (queue.length > 0) schedule(failing ? retryMs : queue.length >= BATCH_SIZE ? 0 : BATCH_DELAY_MS)
      })
    return writing
  }

  return {
    record(event, atMs, visitorKey) {
      const at = new Date(atMs).toISOString()
      queue.push(
        event.kind === 'view'
          ? {
              at,
              kind: 'view',
              visitor_key: visitorKey,
              path: event.path,
              referrer_host: event.referrerHost,
              utm_source: event.utmSource,
              utm_medium: event.utmMedium,
              utm_campaign: event.utmCampaign,
              screen_class: event.screenClass,
            }
          : { at, kind: 'click', visitor_key: visitorKey, path: event.path, link: event.link },
      )
      if (queue.length >= BATCH_SIZE && !writing) {
        clearTimeout(timer)
        timer = undefined
        void write()
      } else {
        schedule(BATCH_DELAY_MS)
      }
    },
    async visitorKey(signals, atMs = nowMs()) {
      return hashVisitor(await saltOf(siteDayOf(atMs)), site, signals)
    },
    async attributeSubmission(kind, idempotencyKey, visitorKey) {
      if (!visitorKey) return
      await pool.query('select analytics.attribute_conversion($1, $2::uuid, $3)', [kind, idempotencyKey, visitorKey])
    },
    async recordDownload(resourceId, visitorKey) {
      await pool.query('select analytics.record_download($1::uuid, $2)', [resourceId, visitorKey])
    },
    async flush() {
      clearTimeout(timer)
      timer = undefined
      while (queue.length > 0 || writing) {
        await write()
        if (failing) return
      }
    },
    get pending() {
      return queue.length
    },
    async close() {
      await this.flush()
    },
  }
}

const sharedKey = Symbol.for('ledgerline.site-analytics')

/** The process's recorder, writing over the site database at `url` (made on first use). */
export function siteAnalytics(url: string, site: string): AnalyticsRecorder {
  const holder = globalThis as unknown as Record<symbol, AnalyticsRecorder | undefined>
  holder[sharedKey] ??= createAnalyticsRecorder(siteDatabase(url).pool, site)
  return holder[sharedKey]
}

/** Writes what is queued and forgets the recorder (at shutdown, before the pool closes). */
export async function closeSiteAnalytics(): Promise<void> {
  const holder = globalThis as unknown as Record<symbol, AnalyticsRecorder | undefined>
  const current = holder[sharedKey]
  holder[sharedKey] = undefined
  await current?.close()
}
