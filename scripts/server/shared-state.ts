/**
 * What the production server shares with its other instances, set up at start:
 *   - without a database (DATABASE_URL unset on a Supabase project): nothing; the server says
 *     once that it runs as one instance;
 *   - with one: the site database is checked (reachable, the least-privilege role may use the
 *     limits' table), then a session connection LISTENs for change notices and purges the
 *     page cache for each (page-purges.ts), everything after a break. A check notice sent
 *     through the pool must come back to that LISTEN, which proves notices reach every
 *     instance (Supabase's transaction-mode pooler would swallow them).
 * Anything wrong throws a SiteDatabaseError that says what and how to fix it: the server then
 * refuses to start rather than run alone while looking shared.
 */
import type { Logger } from 'pino'
import { describeDatabaseUrl, type AdminTwoFactor, type DatabaseConfig, type NoticesConfig } from '../../app.config.ts'
import { purgePageCache } from '../../app/server/page-cache.ts'
import { purgePagesShowingTable } from '../../app/server/page-purges.ts'
import { listenForSiteChanges } from '../../app/server/site-changes.server.ts'
import { startAuditRetention } from './audit-retention.ts'
import { startAnalyticsMaintenance } from './analytics-maintenance.ts'
import { closeSiteAnalytics } from '../../app/server/analytics-recorder.server.ts'
import { startNoticeWorker, type NoticeWorker } from './notice-worker.ts'
import {
  checkSiteDatabase,
  closeSiteDatabase,
  explainConnectionError,
  siteDatabase,
  SiteDatabaseError,
} from '../../app/server/site-database.server.ts'

export interface SharedState {
  close(): Promise<void>
}

const LISTEN_TIMEOUT_MS = 5000

export interface BackgroundWork {
  /** Days the audit trail keeps (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number
  /** Days the analytics keep raw events (ANALYTICS_RETENTION_DAYS). */
  analyticsRetentionDays: number
  /** Where e-mail notices go; unset: they stay queued. */
  notices: NoticesConfig | undefined
  /** The site's public address, for the links in the mail. */
  siteUrl: string
  /** SITE_NAME, as mails sign. */
  siteName?: string
  /** Where replies to the site's mail go: the community mailbox. */
  replyTo?: string
  /** ADMIN_TWO_FACTOR: the second-factor rule the database applies to staff sessions. */
  adminTwoFactor: AdminTwoFactor
}

export async function startSharedState(
  database: DatabaseConfig | undefined,
  log: Logger,
  work: BackgroundWork = { auditRetentionDays: 365, analyticsRetentionDays: 90, notices: undefined, siteUrl: 'http://localhost', adminTwoFactor: 'required' },
): Promise<SharedState> {
  if (!database) {
    log.info(
      { mode: 'single-instance' },
      'shared-state: DATABASE_URL is not set, so this server runs as the only instance: its sign-in and submission ' +
        'limits and its page cache are its own, a change purges only its own pages, admin sign-ins are not ' +
        'recorded in the audit trail, visits are not counted (analytics need the database), e-mail notices of new submissions stay queued in the database, unsent, staff ' +
        "invitations and password recovery are not available, and the database keeps its own second-factor rule " +
        `('required' unless changed with SQL) whatever ADMIN_TWO_FACTOR=${work.adminTwoFactor} says`,
    )
    return { close: async () => {} }
  }
  const where = describeDatabaseUrl(database.url)
  const db = siteDatabase(database.url)
  try {
    const { role, overPrivileged } = await checkSiteDatabase(db, where)
    await db.pool.query('select site_server.apply_admin_two_factor($1)', [work.adminTwoFactor])
    log.info({ adminTwoFactor: work.adminTwoFactor }, `staff: the database gives staff rights ${work.adminTwoFactor === 'required' ? 'only to sessions signed in with a second factor' : 'to password sessions of staff who have not enrolled a second factor'} (ADMIN_TWO_FACTOR)`)
    const changes = listenForSiteChanges({
      connect: () => db.connectSession(),
      onChange: (table) => purgePagesShowingTable(table),
      onResumed: () => purgePageCache(),
      log: (level, event, fields) => log[level](fields ?? {}, event),
    })
    const retention = startAuditRetention(db.pool, work.auditRetentionDays, log)
    const analytics = startAnalyticsMaintenance(db.pool, work.analyticsRetentionDays, log)
    let noticeWorker: NoticeWorker | undefined
    if (work.notices) {
      noticeWorker = startNoticeWorker({ pool: db.pool, notices: work.notices, siteUrl: work.siteUrl, siteName: work.siteName, replyTo: work.replyTo, log })
      log.info(
        { to: work.notices.notifyTo.length },
        'notices: new applications, claims and registrations are e-mailed to NOTIFY_TO; visitors get their confirmations, waitlist places, reminders, event updates and receipts',
      )
    } else {
      log.info(
        {},
        'notices: SMTP_URL is not set, so e-mail notices of new submissions are queued in the database but not sent, ' +
          'and so is the mail to visitors (confirmations, waitlist places, event updates, receipts); reminders are queued only while mail is sent',
      )
    }
    const closeAll = async () => {
      retention.stop()
      analytics.stop()
      await noticeWorker?.stop()
      await changes.close()
      // What beacons are still queued is written before the pool closes.
      await closeSiteAnalytics()
      await closeSiteDatabase()
    }
    try {
      await withTimeout(
        changes.listening(),
        LISTEN_TIMEOUT_MS,
        `DATABASE_URL: LISTEN on ${where} did not start within ${LISTEN_TIMEOUT_MS / 1000} s.`,
      )
      const roundTripMs = await changes.check(db.pool).catch((error: unknown) => {
        throw new SiteDatabaseError(
          `DATABASE_URL: a notice sent on ${where} never came back to this server's LISTEN (${error instanceof Error ? error.message : error}). ` +
            'Use a session connection: on Supabase the direct connection or the session-mode pooler (port 5432), not the transaction-mode pooler.',
        )
      })
      if (overPrivileged) {
        log.warn(
          { role },
          `shared-state: DATABASE_URL connects as ${role}, a superuser or a role that bypasses row-level security; the server needs only the role site_server`,
        )
      }
      log.info(
        {
          mode: 'shared',
          database: where,
          role,
          source: database.source,
          noticeRoundTripMs: Math.round(roundTripMs * 10) / 10,
        },
        "shared-state: sign-in and submission limits are counted in Postgres for every instance, and changes purge every instance's page cache",
      )
    } catch (error) {
      await closeAll()
      throw error
    }
    return { close: closeAll }
  } catch (error) {
    await closeSiteDatabase()
    throw error instanceof SiteDatabaseError
      ? error
      : new SiteDatabaseError(explainConnectionError(error, where))
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SiteDatabaseError(message)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
