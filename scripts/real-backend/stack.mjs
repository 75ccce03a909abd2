// A private PostgreSQL 15 cluster (and optionally PostgREST 12) on loopback ports,
// with the Supabase-compatible base of mocks/database/supabase-base.sql and
// the project's migrations and seed applied through the Supabase CLI (`db push`).
// Used by the real-backend lane (scripts/real-backend/run.mjs) and `npm run db:types`.
//
// Everything lives in one temporary folder; stop() ends both servers and removes it,
// and an exit/signal hook does the same when the caller dies first.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { supabaseCliPath } from '../supabase-cli.mjs'
import { startPostgrest } from '../../mocks/database/postgrest.ts'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const BASE_SQL = join(ROOT, 'mocks/database/supabase-base.sql')
const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin'
const isRoot = process.getuid?.() === 0

export class StackError extends Error {}

function log(message) {
  console.log(`[real-backend] ${message}`)
}

export function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

/** `apt-get install` of Debian packages, with no prompt and no recommended extras. */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env })
}

/**
 * initdb and friends: found, installed with apt (as root on Debian), or a StackError that
 * says how to get them. The options exist for tests.
 */
export function ensurePostgres({ pgBin = PG_BIN, root = isRoot, apt = hasAptGet() } = {}) {
  if (existsSync(join(pgBin, 'initdb'))) return
  if (!root || !apt) {
    throw new StackError(
      `PostgreSQL 15 server binaries are missing (${pgBin}/initdb) and cannot be installed here ` +
        `(${root ? 'no apt-get' : 'not running as root'}). Install them, for example ` +
        '`sudo apt-get install -y postgresql-15` on Debian/Ubuntu, or point PG_BIN at a folder with ' +
        'initdb, pg_ctl and psql of PostgreSQL 15, then run `npm run test:real-backend` again.',
    )
  }
  log('installing Debian postgresql-15 (apt-get)')
  // Only the binaries: no system-wide "main" cluster started on port 5432 behind our back.
  const createClusterConf = '/etc/postgresql-common/createcluster.conf'
  if (!existsSync(createClusterConf)) {
    mkdirSync(dirname(createClusterConf), { recursive: true })
    writeFileSync(createClusterConf, 'create_main_cluster = false\n')
  }
  aptInstall(['postgresql-15'])
  if (!existsSync(join(pgBin, 'initdb'))) throw new StackError(`postgresql-15 installed but ${pgBin}/initdb is still missing`)
}

/** Runs a PostgreSQL tool, as the postgres user when we are root (initdb refuses root). */
function pgTool(tool, args, options = {}) {
  const command = isRoot ? 'runuser' : join(PG_BIN, tool)
  const fullArgs = isRoot ? ['-u', 'postgres', '--', join(PG_BIN, tool), ...args] : args
  return execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
}

/**
 * Starts the stack. Options: pgPort, restPort, jwtSecret (HS256 secret PostgREST verifies),
 * postgrest (default true), seed (default true), extraSchemas (exposed besides public).
 * The stack's Postgres can be stopped (`pg_ctl stop -m fast`, as an outage) and started again
 * on the same data (`stopPostgres`, `startPostgres`).
 */
export async function startStack(options) {
  const { pgPort, restPort, jwtSecret, postgrest = true, seed = true, extraSql = '', extraSchemas = [] } = options
  ensurePostgres()
  const dir = mkdtempSync(join(tmpdir(), 'llrb-'))
  const dataDir = join(dir, 'data')
  const state = { pgStarted: false, rest: undefined, stopped: false }

  const stop = () => {
    if (state.stopped) return
    state.stopped = true
    void state.rest?.stop()
    if (state.pgStarted) {
      try {
        pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } catch (error) {
        console.error(`[real-backend] pg_ctl stop failed: ${error.stderr ?? error.message}`)
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const onExit = () => stop()
  const onSignal = (signal) => {
    stop()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('exit', onExit)
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  // No autovacuum, as on the development backend (PGlite runs none): a planned count is then
  // the same estimate on both, not one that changes when autovacuum happens to analyse a table
  // the policy matrix has written to.
  function startPostgres() {
    pgTool('pg_ctl', [
      '-D', dataDir, '-l', join(dir, 'postgres.log'), '-w', '-t', '30',
      '-o', `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c autovacuum=off`,
      'start',
    ])
  }

  const dbUrl = `postgresql://postgres@127.0.0.1:${pgPort}/postgres?sslmode=disable`
  const psql = (sql) =>
    execFileSync(join(PG_BIN, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', dbUrl, '-f', '-'], {
      input: sql,
      stdio: ['pipe', 'pipe', 'pipe'],
    }).toString()

  try {
    if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()))
    const started = Date.now()
    pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'])
    startPostgres()
    state.pgStarted = true
    log(`PostgreSQL 15 on 127.0.0.1:${pgPort} (${Date.now() - started} ms)`)

    psql(readFileSync(BASE_SQL, 'utf8'))
    const pushArgs = ['db', 'push', `--remote=${dbUrl}`, '--yes', ...(seed ? ['--include-seed'] : [])]
    const push = spawnSync(supabaseCliPath(), pushArgs, { cwd: ROOT, encoding: 'utf8' })
    if (push.status !== 0) throw new StackError(`supabase ${pushArgs.join(' ')} failed:\n${push.stdout}${push.stderr}`)
    log(`supabase db push${seed ? ' --include-seed' : ''}: migrations applied`)
    if (extraSql) psql(extraSql)

    let rest
    if (postgrest) {
      rest = await startPostgrest({
        databaseUrl: `postgresql://authenticator@127.0.0.1:${pgPort}/postgres`,
        jwtSecret,
        port: restPort,
        logFile: join(dir, 'postgrest.log'),
        extraSchemas,
      })
      state.rest = rest
      log(`PostgREST 12 on ${rest.url}`)
    }

    return {
      dbUrl,
      restUrl: rest?.url,
      psql,
      restLogTail: (lines = 40) => rest?.logTail(lines) ?? '',
      /** As an outage: the server ends every connection and stops (`pg_ctl stop -m fast`). */
      stopPostgres: () => pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
      /** Starts it again on the same data. */
      startPostgres,
      stop: () => {
        stop()
        process.removeListener('exit', onExit)
        process.removeListener('SIGINT', onSignal)
        process.removeListener('SIGTERM', onSignal)
      },
    }
  } catch (error) {
    stop()
    throw error
  }
}
