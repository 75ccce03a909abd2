/**
 * The development backend, as one process (mocks/backend-process.ts starts it):
 * - Postgres: the development database (PGlite, migrated and seeded: database/) served over
 *   the wire protocol on `databasePort`, or, for the real-backend lane, the Postgres at
 *   `databaseUrl`;
 * - PostgREST 12 on that database, for the data API;
 * - Supabase's HTTP API on `port`: the MSW handlers for Auth, Storage and Functions, `/rest/v1`
 *   forwarded to PostgREST, and the test controls behind the run's token.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getResponse } from 'msw'
import { serve } from 'srvx/node'
import { openDevelopmentDatabase, DevelopmentBackendError } from './database/development-database.ts'
import { freePort, startPostgrest, type RunningPostgrest } from './database/postgrest.ts'
import { createSqlPool, type SqlPool } from './database/sql.ts'
import { serveOverWire, type WireServer } from './database/wire-server.ts'
import { createAuth } from './handlers/auth.ts'
import { controlHandlers, type ClockAnnouncer } from './handlers/control.ts'
import { functionHandlers } from './handlers/functions.ts'
import { restHandlers } from './handlers/rest.ts'
import { storageHandlers } from './handlers/storage.ts'
import { MOCK_JWT_SECRET } from './jwt.ts'
import type { AdminTwoFactor } from '../app.config.ts'

export interface BackendOptions {
  /** Supabase's HTTP API. */
  port: number
  /** The development database's wire port (when `databaseUrl` is not given). */
  databasePort: number
  /** Use this Postgres instead of the development database (the real-backend lane's). */
  databaseUrl?: string
  controlToken: string
  /** Tests only: the migrations to run instead of supabase/migrations. */
  migrationsDir?: string
  /** Tells the site's server that the test clock moved (see handlers/control.ts). */
  announceClock?: ClockAnnouncer
  /**
   * The second-factor rule of the database (private.staff_security), as the site's server that
   * started this backend applies it: set at start and again after every reset.
   */
  adminTwoFactor?: AdminTwoFactor
}

export interface RunningBackend {
  url: string
  /** The database as a superuser sees it (psql, the site server in development). */
  databaseUrl: string
  close(): Promise<void>
}

function databaseUrlFor(port: number, user: string): string {
  return `postgresql://${user}@127.0.0.1:${port}/postgres`
}

/** Listening failed because the port is taken: say which setting moves it. */
function portTaken(error: unknown, port: number, setting: string): never {
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'EADDRINUSE') {
    throw new DevelopmentBackendError(
      `Port ${port} on 127.0.0.1 is already in use, perhaps by another \`npm run dev\` or \`BACKEND=mock npm start\`. ` +
        `Stop that one, or set ${setting} to a free port.`,
    )
  }
  throw error
}

export async function runBackend(options: BackendOptions): Promise<RunningBackend> {
  const closers: (() => Promise<unknown>)[] = []
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne().catch(() => {})
    closers.length = 0
  }
  try {
    let databaseUrl = options.databaseUrl
    let postgrestUrl = databaseUrl
    if (!databaseUrl) {
      const db = await openDevelopmentDatabase(options.migrationsDir)
      closers.push(() => db.close())
      const wire: WireServer = await serveOverWire(db, { port: options.databasePort }).catch((error) =>
        portTaken(error, options.databasePort, 'MOCK_DATABASE_PORT'),
      )
      closers.push(() => wire.close())
      databaseUrl = databaseUrlFor(wire.port, 'postgres')
      postgrestUrl = databaseUrlFor(wire.port, 'authenticator')
    } else {
      postgrestUrl = databaseUrl.replace(/^(postgres(?:ql)?:\/\/)[^@/]*@/, '$1authenticator@')
    }

    const logDir = mkdtempSync(join(tmpdir(), 'mock-backend-'))
    closers.push(async () => rmSync(logDir, { recursive: true, force: true }))
    const postgrest: RunningPostgrest = await startPostgrest({
      databaseUrl: postgrestUrl!,
      jwtSecret: MOCK_JWT_SECRET,
      port: await freePort(),
      logFile: join(logDir, 'postgrest.log'),
      sharedSession: !options.databaseUrl,
    })
    closers.push(() => postgrest.stop())

    const sql: SqlPool = createSqlPool(databaseUrl)
    closers.push(() => sql.end())
    const applyTwoFactorRule = async () => {
      if (options.adminTwoFactor) await sql.query('update private.staff_security set admin_two_factor = $1', [options.adminTwoFactor])
    }
    await applyTwoFactorRule()

    const auth = createAuth(sql)
    const handlers = [
      ...controlHandlers(options.controlToken, sql, options.announceClock ?? (async () => {}), applyTwoFactorRule),
      ...auth.handlers,
      ...restHandlers(postgrest.url),
      ...storageHandlers(sql),
      ...functionHandlers(postgrest.url, auth.signedInUserId),
    ]
    const server = serve({
      port: options.port,
      hostname: '127.0.0.1',
      silent: true,
      gracefulShutdown: false,
      fetch: async (request) => {
        try {
          const response = await getResponse(handlers, request)
          return response ?? Response.json({ message: `No mock for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 })
        } catch (error) {
          console.error(`[mock-backend] ${request.method} ${new URL(request.url).pathname} failed:`, error)
          return Response.json({ message: 'The mock backend failed; see its log.' }, { status: 500 })
        }
      },
    })
    await server.ready().catch((error) => portTaken(error, options.port, 'MOCK_SUPABASE_PORT'))
    closers.push(() => server.close(true))
    return { url: `http://127.0.0.1:${options.port}`, databaseUrl, close }
  } catch (error) {
    await close()
    throw error
  }
}
