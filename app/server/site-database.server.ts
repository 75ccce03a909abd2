/**
 * The site server's own connection to the site's Postgres (DATABASE_URL), for what every
 * instance shares: the abuse limits (rate-limit.ts), the page-cache purges
 * (site-changes.server.ts), and whatever else needs the database directly. It connects as
 * the least-privilege role `site_server` (supabase/migrations), which can reach only the
 * private schema `site_server`.
 *
 * One pool per process, on globalThis: the production server (scripts/start.mjs, which checks
 * it at start) and the app bundle share it. Plain TypeScript importing only packages and
 * log.ts: Node loads it directly in scripts/start.mjs.
 */
import pg from 'pg'
import { logger } from './log.ts'

/** Short queries answer within this, or count as a failure (the limits then fall back to memory). */
const QUERY_TIMEOUT_MS = 2000
const CONNECT_TIMEOUT_MS = 2000

export interface SiteDatabase {
  /** For short queries: a few connections, each query bounded in time. */
  pool: pg.Pool
  /** A session connection of its own (LISTEN needs one that stays open); the caller ends it. */
  connectSession(): Promise<pg.Client>
  close(): Promise<void>
}

const sharedKey = Symbol.for('ledgerline.site-database')

interface Shared {
  url: string
  database: SiteDatabase
}

function connectionOptions(url: string): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    application_name: 'ledgerline-site',
  }
}

function openSiteDatabase(url: string): SiteDatabase {
  const pool = new pg.Pool({ ...connectionOptions(url), max: 4, idleTimeoutMillis: 30_000 })
  // An idle connection ended by Postgres (a restart) is dropped from the pool; without a
  // listener its error would end the process. The next query opens a new connection.
  pool.on('error', (error) =>
    logger().warn(
      { code: (error as { code?: string }).code, message: error.message },
      'site-database-connection-lost',
    ),
  )
  return {
    pool,
    async connectSession() {
      // A session connection waits for notices indefinitely: no query timeout of its own.
      const client = new pg.Client({ ...connectionOptions(url), query_timeout: undefined })
      await client.connect()
      return client
    },
    close: () => pool.end(),
  }
}

/** The process's connection to `url` (made on first use). */
export function siteDatabase(url: string): SiteDatabase {
  const holder = globalThis as unknown as Record<symbol, Shared | undefined>
  const current = holder[sharedKey]
  if (current?.url === url) return current.database
  if (current) throw new Error('the site database is already open with another URL')
  const database = openSiteDatabase(url)
  holder[sharedKey] = { url, database }
  return database
}

/** Ends the pool (at shutdown); a later `siteDatabase()` opens a new one. */
export async function closeSiteDatabase(): Promise<void> {
  const holder = globalThis as unknown as Record<symbol, Shared | undefined>
  const current = holder[sharedKey]
  holder[sharedKey] = undefined
  await current?.database.close()
}

/** A database that cannot serve the site's server, with what to do about it. */
export class SiteDatabaseError extends Error {
  override name = 'SiteDatabaseError'
}

const ROLE_FIX =
  'Connect as the role `site_server` that the migrations create (`npm run db:push`), after giving it a password: ' +
  "`alter role site_server with password '<a long random password>';` in the SQL editor."

/**
 * What went wrong when connecting, in words that say what to change. `timedOut`: the attempt
 * lasted the whole connect timeout (pg's timeout errors carry no code).
 */
export function explainConnectionError(error: unknown, where: string, timedOut = false): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined
  const message = error instanceof Error ? error.message : String(error)
  switch (code) {
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return (
        `DATABASE_URL: cannot reach ${where} (${code}). Check the host and port; on Supabase use the direct connection ` +
        '(db.<project-ref>.supabase.co:5432) or the session-mode pooler (port 5432).'
      )
    case '28P01':
    case '28000':
      return `DATABASE_URL: ${where} refused the login (${message}). ${ROLE_FIX}`
    case '3D000':
      return `DATABASE_URL: ${message} on ${where}. On Supabase the database is \`postgres\`.`
    default:
      if (timedOut)
        return `DATABASE_URL: ${where} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s (${message}). Check the host, port and firewall.`
      return `DATABASE_URL: connecting to ${where} failed: ${message}`
  }
}

export interface SiteDatabaseRole {
  role: string
  /** A superuser, or a role that bypasses row-level security: more than the server needs. */
  overPrivileged: boolean
}

/**
 * Connects once and checks that the role may use the limits' table. Throws a SiteDatabaseError
 * that says what is wrong and how to fix it.
 */
export async function checkSiteDatabase(
  database: SiteDatabase,
  where: string,
): Promise<SiteDatabaseRole> {
  let client: pg.PoolClient
  const started = Date.now()
  try {
    client = await database.pool.connect()
  } catch (error) {
    throw new SiteDatabaseError(explainConnectionError(error, where, Date.now() - started >= CONNECT_TIMEOUT_MS))
  }
  try {
    const { rows } = await client.query<{
      role: string
      exists: boolean
      rights: boolean
      over: boolean
    }>(
      `with target as (
         select c.oid from pg_catalog.pg_class as c join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
         where n.nspname = 'site_server' and c.relname = 'rate_limits'
       )
       select current_user as role,
              exists (select 1 from target) as exists,
              coalesce((select has_schema_privilege('site_server', 'usage')
                               and has_table_privilege(oid, 'select, insert, update, delete') from target), false) as rights,
              (select rolsuper or rolbypassrls from pg_catalog.pg_roles where rolname = current_user) as over`,
    )
    const row = rows[0]!
    if (!row.exists) {
      throw new SiteDatabaseError(
        `DATABASE_URL: ${where} has no table site_server.rate_limits: apply the migrations first (\`npm run db:push\`).`,
      )
    }
    if (!row.rights) {
      throw new SiteDatabaseError(
        `DATABASE_URL: the role ${row.role} may not use site_server.rate_limits. ${ROLE_FIX}`,
      )
    }
    return { role: row.role, overPrivileged: row.over }
  } catch (error) {
    if (error instanceof SiteDatabaseError) throw error
    throw new SiteDatabaseError(explainConnectionError(error, where))
  } finally {
    client.release()
  }
}
