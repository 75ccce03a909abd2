// The cluster lane (`npm run test:cluster`): two instances of the production build behind the
// shipped nginx configuration, configured as against one Supabase project, proving what several
// instances share and that restarts drop nothing.
//
//   PostgreSQL 15 with the migrations and seed (scripts/real-backend/stack.mjs); the built-in
//   backend as the project's Auth, Storage and Functions, its data API PostgREST 12 on that
//   PostgreSQL (one process both instances use, so a session works on either); instances A and
//   B (scripts/start.mjs) with DATABASE_URL as the least-privilege role site_server and
//   TRUST_PROXY=1; nginx with deploy/nginx/site.conf in front. Then:
//     1. limits: sign-in attempts alternating between the instances are refused at the 6th on
//        either; parallel attempts over both let exactly 5 through; the right password from
//        another address signs in; through nginx a forged X-Forwarded-For changes nothing;
//     2. purges: an admin change through A shows through B within 2 s, a change made with SQL
//        on both, while their page caches hold the old page;
//     3. rolling restart under load: autocannon through nginx at a fixed rate for 36 s while A,
//        then B, is stopped (SIGTERM), exits and starts again: 0 errors, 0 non-2xx, every
//        request answered;
//     4. SIGKILL of one instance under load: later requests succeed through the other; the
//        lane reports what was in flight;
//     5. Postgres stopped for 10 s: pages keep answering, limits fall back to each instance's
//        memory (logged), sign-in says it cannot check passwords now (Auth's accounts are in the
//        same Postgres, as in a Supabase project), and when it returns the
//        notices resume, purges work, limits are shared again and pages show experts again.
//
//     6. e-mail notices to a local SMTP sink (scripts/cluster/notices.mjs): an application
//        arrives within 10 s with its fields and a working admin link, HTML in a name escaped,
//        each notice once with both instances sending, and after the sink was down for 30 s;
//     7. visitors' mail (scripts/cluster/visitor-mail.mjs): a confirmation within 10 s with an
//        .ics of the right instants and UID, the cancel link freeing the seat for the first
//        waiting, one reminder each 24 h before the start, an update with a higher SEQUENCE, an
//        application's receipt with its reference, the fourth mail to one address held;
//     8. analytics (scripts/cluster/analytics.mjs): beacons through A, B and nginx at once are
//        each stored once, one visitor key per visitor on either instance, and beacons queued
//        when an instance is stopped are written before it exits.
//
// Ports (loopback, default 25700-25706): CLUSTER_NGINX_PORT, CLUSTER_A_PORT, CLUSTER_B_PORT,
// CLUSTER_MOCK_PORT (and the port after it), CLUSTER_PG_PORT, CLUSTER_SMTP_PORT. `--no-build` reuses dist/.
// Report: reports/cluster.json.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { MOCK_ANON_KEY, MOCK_SECRET_KEY, SITE_SERVER_ROLE } from '../../app.config.ts'
import { demoAccountsSql } from '../../mocks/demo-users.ts'
import { startMockBackend } from '../../mocks/start-backend.ts'
import { ROOT, StackError, ensurePostgres, startStack } from '../real-backend/stack.mjs'
import { createInstance } from './instances.mjs'
import { ensureNginx, startNginx } from './nginx.mjs'
import { checkNotices, noticeSettings, startNoticeSink } from './notices.mjs'
import { checkVisitorMail } from './visitor-mail.mjs'
import { checkAnalytics } from './analytics.mjs'
import { authErrorMessages } from '../../app/server/auth-errors.ts'
import { adminSession, callServerFn, freshAddress, signIn } from './site-client.mjs'

const port = (name, fallback) => Number(process.env[name] || fallback)
const ports = {
  nginx: port('CLUSTER_NGINX_PORT', 25700),
  a: port('CLUSTER_A_PORT', 25701),
  b: port('CLUSTER_B_PORT', 25702),
  mock: port('CLUSTER_MOCK_PORT', 25703),
  pg: port('CLUSTER_PG_PORT', 25705),
  smtp: port('CLUSTER_SMTP_PORT', 25706),
}
const build = !process.argv.includes('--no-build')

/** The purge bound the issue sets: a change shows on every instance within this. */
const PURGE_BOUND_MS = 2000
/** nginx's fail_timeout in deploy/nginx/site.conf: an instance marked failed gets live requests again after it. */
const NGINX_FAIL_TIMEOUT_MS = 5000
const LOAD_RATE = Number(process.env.CLUSTER_LOAD_RATE || 100)
const ROLLING_SECONDS = 36

const figures = {}
const checks = []
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function step(title) {
  console.log(`\n\x1b[1m== cluster: ${title}\x1b[0m`)
}

/** Records a check; a failed one fails the lane (after the others of its step ran). */
function check(name, ok, detail = '') {
  checks.push({ name, ok, detail })
  console.log(`  ${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`)
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
}

/** Polls `fetchBody` until `predicate` holds; answers the milliseconds it took, or undefined after `limitMs`. */
async function timeUntil(predicate, limitMs, everyMs = 25) {
  const started = performance.now()
  while (performance.now() - started < limitMs) {
    if (await predicate()) return Math.round(performance.now() - started)
    await sleep(everyMs)
  }
  return undefined
}

const pageHas = (url, text) => async () => (await (await fetch(url)).text()).includes(text)

/** GETs a page twice: the second answer must come from the page cache. */
async function primeCache(url) {
  await fetch(url).then((response) => response.arrayBuffer())
  const second = await fetch(url)
  await second.arrayBuffer()
  return second.headers.get('x-cache')
}

/** The browser's headers, so pages and assets answer in the encodings browsers get. */
const browserHeaders = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
}

function loadPaths() {
  const assets = readdirSync(join(ROOT, 'dist/client/assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .sort(
      (a, b) =>
        statSync(join(ROOT, 'dist/client/assets', b)).size -
        statSync(join(ROOT, 'dist/client/assets', a)).size,
    )
    .slice(0, 2)
    .map((name) => `/assets/${name}`)
  return ['/', '/about', '/experts', '/membership', '/events', '/claim-offer', ...assets]
}

/**
 * autocannon through nginx: `seconds` × LOAD_RATE requests at that fixed overall rate, so the
 * run is bounded in count and time, and ends when every request has its answer (or error).
 */
function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 10,
        overallRate: LOAD_RATE,
        amount: LOAD_RATE * seconds,
        timeout: 15,
        headers: browserHeaders,
        requests: loadPaths().map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

/** What autocannon saw. (Its own `requests.sent` counts rate-limiter ticks too, so the number sent is the amount asked for, and nginx's log says how many arrived.) */
function summarizeLoad(result, amount) {
  return {
    seconds: result.duration,
    rate: LOAD_RATE,
    sent: amount,
    answered: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
  }
}

/** nginx's attempts in a time window: requests it tried on a second instance, and answers per instance. */
function nginxAttempts(lines, fromSeconds, toSeconds) {
  const inWindow = lines
    .map((line) => {
      const [time, status] = line.split(' ')
      const upstream = /upstream=(.*) statuses=/.exec(line)?.[1] ?? ''
      const statuses = /statuses=(.*)$/.exec(line)?.[1] ?? ''
      return { time: Number(time), status: Number(status), upstream, statuses }
    })
    .filter((entry) => entry.time >= fromSeconds && entry.time <= toSeconds)
  const servedBy = {}
  for (const entry of inWindow) {
    const last = entry.upstream.split(', ').at(-1)
    servedBy[last] = (servedBy[last] ?? 0) + 1
  }
  return {
    requests: inWindow.length,
    triedTwice: inWindow.filter((entry) => entry.upstream.includes(',')).length,
    non2xx: inWindow.filter((entry) => entry.status < 200 || entry.status > 299).length,
    servedBy,
  }
}

/**
 * Waits (at most 15 s) until nginx's access log shows 20 requests since `fromSeconds` that
 * `instance` answered with 2xx, so nginx holds it as live before the other one stops.
 */
async function servingAgainThroughNginx(instance, fromSeconds) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const served = nginx
      .accessLog()
      .filter((line) => Number(line.split(' ')[0]) >= fromSeconds && /^\S+ 2\d\d /.test(line))
      .filter((line) => (/upstream=(.*) statuses=/.exec(line)?.[1] ?? '').split(', ').at(-1) === instance.address).length
    if (served >= 20) return
    await sleep(250)
  }
  throw new Error(`nginx sent instance ${instance.name} no live requests within 15 s of its restart`)
}

const started = Date.now()
const dir = mkdtempSync(join(tmpdir(), 'llcluster-'))
let stack
let mock
let nginx
let sink
const instances = []
let failed = false
try {
  step(
    'PostgreSQL 15 with the migrations and seed; the built-in backend as Auth, Storage, Functions and PostgREST 12',
  )
  ensurePostgres()
  ensureNginx()
  stack = await startStack({ pgPort: ports.pg, postgrest: false, extraSql: demoAccountsSql() })
  mock = await startMockBackend({
    port: ports.mock,
    databaseUrl: stack.dbUrl,
    controlToken: randomBytes(24).toString('base64url'),
  })

  if (build || !existsSync(join(ROOT, 'dist/server/server.js'))) {
    step('production build')
    run('npm', ['run', '--silent', 'build'])
  }

  step('instances A and B (DATABASE_URL as site_server, TRUST_PROXY=1, notices to a local SMTP sink), nginx in front')
  sink = await startNoticeSink(ports.smtp)
  const databaseUrl = `postgresql://${SITE_SERVER_ROLE}@127.0.0.1:${ports.pg}/postgres`
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SUPABASE_URL: mock.url,
    SUPABASE_PUBLISHABLE_KEY: MOCK_ANON_KEY,
    SUPABASE_SECRET_KEY: MOCK_SECRET_KEY,
    // The lane signs the demo admin in with a password alone (the second factor is the browser suite's).
    ADMIN_TWO_FACTOR: 'optional',
    SITE_URL: 'https://community.example.com',
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '1',
    LOG_REQUESTS: 'off',
    ...noticeSettings(ports.smtp),
  }
  const a = createInstance({ name: 'a', port: ports.a, env, dir })
  const b = createInstance({ name: 'b', port: ports.b, env, dir })
  instances.push(a, b)
  await Promise.all([a.start(), b.start()])
  for (const instance of instances) {
    const line = instance.log().find((entry) => entry.mode === 'shared')
    check(
      `instance ${instance.name} shares its state through Postgres as ${SITE_SERVER_ROLE}`,
      line?.role === SITE_SERVER_ROLE,
      line?.database,
    )
  }
  nginx = await startNginx({
    dir: join(dir, 'nginx'),
    listenPort: ports.nginx,
    instances: instances.map((instance) => instance.address),
  })
  console.log(
    `  nginx on ${nginx.url} in front of ${instances.map((instance) => instance.url).join(' and ')}`,
  )

  // ------------------------------------------------------------------------------------------
  step('1. limits shared by both instances')
  {
    const stranger = freshAddress()
    const tries = []
    for (let index = 0; index < 7; index++) {
      const instance = instances[index % 2]
      tries.push({
        instance: instance.name,
        ...(await signIn(instance.url, { address: stranger, password: 'wrong-password' })),
      })
    }
    const outcomes = tries.map((attempt) => `${attempt.instance}:${attempt.outcome}`)
    check(
      'wrong passwords alternating A, B, A, B, A are checked; the 6th (B) and the 7th (A) are refused with 429',
      tries.slice(0, 5).every((attempt) => attempt.outcome === 'wrong-password') &&
        tries.slice(5).every((attempt) => attempt.status === 429),
      outcomes.join(' '),
    )
    const retryAfter = Number(tries[5].retryAfter)
    check(
      'the refusal says when to try again (Retry-After about 15 minutes)',
      retryAfter > 840 && retryAfter <= 900,
      `Retry-After: ${retryAfter}`,
    )
    const stillRefused = await signIn(b.url, { address: stranger, password: 'admin-demo-password' })
    check(
      "the stranger's address stays refused even with the right password",
      stillRefused.status === 429,
      `B: ${stillRefused.status}`,
    )
    const owner = await signIn(b.url, { address: freshAddress(), password: 'admin-demo-password' })
    check(
      'the right password from another address signs in',
      owner.outcome === 'signed-in',
      `B: ${owner.outcome}`,
    )

    const parallelAddress = freshAddress()
    const parallel = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        signIn(instances[index % 2].url, { address: parallelAddress, password: 'wrong-password' }),
      ),
    )
    const checked = parallel.filter((attempt) => attempt.outcome === 'wrong-password').length
    const refused = parallel.filter((attempt) => attempt.status === 429).length
    check(
      '10 parallel wrong tries over both instances: exactly 5 password checks, 5 refusals',
      checked === 5 && refused === 5,
      `${checked} checked, ${refused} refused`,
    )

    // Through nginx every request comes from nginx's own client (127.0.0.1 here): a forged first hop changes nothing.
    const viaNginx = []
    for (let index = 0; index < 6; index++) {
      viaNginx.push(
        await signIn(nginx.url, {
          address: freshAddress(),
          password: 'wrong-password',
          email: 'nobody@example.com',
        }),
      )
    }
    check(
      'through nginx, a forged X-Forwarded-For per try still counts as one client: the 6th is refused',
      viaNginx.slice(0, 5).every((attempt) => attempt.outcome === 'wrong-password') &&
        viaNginx[5].status === 429,
      viaNginx.map((attempt) => attempt.status).join(' '),
    )
    figures.limits = {
      alternating: outcomes,
      retryAfterSeconds: retryAfter,
      parallel: { checked, refused },
      viaNginx: viaNginx.map((attempt) => attempt.status),
    }
  }

  // ------------------------------------------------------------------------------------------
  step('2. purges reach every instance')
  const [expert] = JSON.parse(
    stack
      .psql(
        `select json_agg(e) from (select id, name, coalesce(role, '') as role, coalesce(description, '') as description,
           coalesce(image_url, '') as image_url from public.experts where is_active order by name limit 1) as e;`,
      )
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.startsWith('[')),
  )
  {
    const cookie = await adminSession(a.url, freshAddress())
    const hits = await Promise.all(
      instances.map((instance) => primeCache(`${instance.url}/experts`)),
    )
    check(
      'both instances hold /experts in their page cache before the change',
      hits.every((hit) => hit === 'HIT'),
      hits.join(', '),
    )
    const viaAdmin = `${expert.name.split(',')[0]} (edited on A)`
    const change = await callServerFn(
      a.url,
      'experts-admin--updateExpert',
      { ...expert, name: viaAdmin, is_active: true },
      { cookie },
    )
    const adminToB = await timeUntil(pageHas(`${b.url}/experts`, viaAdmin), 10_000)
    check(
      `an admin change through A shows through B within ${PURGE_BOUND_MS} ms`,
      change.status === 200 && adminToB !== undefined && adminToB < PURGE_BOUND_MS,
      `${adminToB ?? 'never (10 s)'} ms`,
    )

    await Promise.all(instances.map((instance) => primeCache(`${instance.url}/experts`)))
    const viaSql = `${expert.name.split(',')[0]} (edited with SQL)`
    stack.psql(`update public.experts set name = '${viaSql}' where id = '${expert.id}';`)
    const [sqlToA, sqlToB] = await Promise.all(
      instances.map((instance) => timeUntil(pageHas(`${instance.url}/experts`, viaSql), 10_000)),
    )
    check(
      `a change made with SQL shows on both instances within ${PURGE_BOUND_MS} ms`,
      [sqlToA, sqlToB].every((ms) => ms !== undefined && ms < PURGE_BOUND_MS),
      `A ${sqlToA ?? 'never'} ms, B ${sqlToB ?? 'never'} ms`,
    )
    figures.purges = { adminChangeOnAToB: adminToB, sqlChangeToA: sqlToA, sqlChangeToB: sqlToB }
  }

  // ------------------------------------------------------------------------------------------
  step(
    `3. rolling restart under load: ${LOAD_RATE} requests/s through nginx for ${ROLLING_SECONDS} s`,
  )
  {
    const windowStart = Date.now() / 1000
    const running = load(nginx.url, ROLLING_SECONDS)
    const restarts = []
    await sleep(3000)
    for (const instance of instances) {
      const stopAt = performance.now()
      const exitCode = await instance.stop('SIGTERM')
      const stoppedMs = Math.round(performance.now() - stopAt)
      await instance.start()
      restarts.push({
        instance: instance.name,
        exitCode,
        drainMs: stoppedMs,
        downMs: Math.round(performance.now() - stopAt),
      })
      // nginx sends live requests to an instance it marked failed again after fail_timeout; the
      // next instance stops only once nginx is seen sending this one requests again that it answers.
      await sleep(NGINX_FAIL_TIMEOUT_MS + 1000)
      await servingAgainThroughNginx(instance, Date.now() / 1000)
    }
    const result = summarizeLoad(await running, LOAD_RATE * ROLLING_SECONDS)
    const attempts = nginxAttempts(nginx.accessLog(), windowStart, Date.now() / 1000)
    console.log(`  load: ${JSON.stringify(result)}`)
    console.log(`  restarts: ${JSON.stringify(restarts)}`)
    console.log(`  nginx: ${JSON.stringify(attempts)}`)
    check(
      `the load ran at least 30 s at a fixed rate`,
      result.seconds >= 30 && result.sent >= 30 * LOAD_RATE * 0.9,
      `${result.sent} requests in ${result.seconds} s`,
    )
    check(
      '0 errors, 0 timeouts, 0 non-2xx: every request answered 2xx',
      result.errors === 0 &&
        result.timeouts === 0 &&
        result.non2xx === 0 &&
        result.ok2xx === result.sent &&
        result.answered === result.sent &&
        attempts.requests === result.sent,
      `${result.sent} sent, ${attempts.requests} reached nginx, ${result.answered} answered, ${result.ok2xx} 2xx`,
    )
    check(
      'each instance drained and exited 0 on SIGTERM',
      restarts.every((restart) => restart.exitCode === 0),
      restarts.map((restart) => `${restart.instance}: exit ${restart.exitCode}`).join(', '),
    )
    figures.rollingRestart = { load: result, restarts, nginx: attempts }
  }

  // ------------------------------------------------------------------------------------------
  step('4. one instance killed with SIGKILL under load')
  {
    const windowStart = Date.now() / 1000
    const running = load(nginx.url, 8)
    await sleep(3000)
    const killedAt = Date.now() / 1000
    await b.stop('SIGKILL')
    await sleep(500)
    const after = []
    for (let index = 0; index < 40; index++)
      after.push((await fetch(`${nginx.url}/experts?after-kill=${index}`)).status)
    const result = summarizeLoad(await running, LOAD_RATE * 8)
    const attempts = nginxAttempts(nginx.accessLog(), windowStart, Date.now() / 1000)
    const afterKill = nginxAttempts(nginx.accessLog(), killedAt, Date.now() / 1000)
    console.log(`  load: ${JSON.stringify(result)}`)
    console.log(
      `  nginx during the load: ${JSON.stringify(attempts)}; after the kill: ${JSON.stringify(afterKill)}`,
    )
    check(
      'every request sent after the kill succeeds through A',
      after.every((status) => status === 200),
      `${after.filter((status) => status === 200).length}/${after.length} 200`,
    )
    const inFlightFailed = result.errors + result.timeouts + result.non2xx
    console.log(
      `  in flight when B died: ${inFlightFailed} of ${result.sent} requests failed; nginx sent ${attempts.triedTwice} to A after B failed them`,
    )
    figures.sigkill = {
      load: result,
      inFlightFailed,
      afterKill: { requests: after.length, ok: after.filter((status) => status === 200).length },
      nginx: attempts,
    }
    await b.start()
    await sleep(NGINX_FAIL_TIMEOUT_MS + 1000)
  }

  // ------------------------------------------------------------------------------------------
  step('5. Postgres stopped for 10 s')
  {
    await Promise.all(instances.map((instance) => primeCache(`${instance.url}/experts`)))
    const logMark = instances.map((instance) => instance.log().length)
    const newLines = (instance) => instance.log().slice(logMark[instances.indexOf(instance)])
    const stoppedAt = performance.now()
    stack.stopPostgres()
    console.log(`  pg_ctl stop -m fast took ${Math.round(performance.now() - stoppedAt)} ms`)

    const pageStatuses = []
    let slowestPageMs = 0
    const pagesLoop = (async () => {
      while (performance.now() - stoppedAt < 10_000) {
        for (const path of ['/experts', '/', '/about', '/membership']) {
          const before = performance.now()
          pageStatuses.push((await fetch(`${nginx.url}${path}`)).status)
          slowestPageMs = Math.max(slowestPageMs, Math.round(performance.now() - before))
        }
        await sleep(250)
      }
    })()

    // Auth keeps its accounts in the same Postgres (as in a Supabase project), so while it is
    // away no password can be checked: each try is answered at once that signing in is not
    // possible now, and none counts as a failure. The limits themselves fall back to each
    // instance's memory (the 6th try refused is proven in tests/integration/shared-state.test.ts).
    const outageAddress = freshAddress()
    const perInstance = {}
    for (const instance of instances) {
      const answers = []
      for (let index = 0; index < 6; index++)
        answers.push(await signIn(instance.url, { address: outageAddress, password: 'wrong-password' }))
      perInstance[instance.name] = answers
    }
    for (const instance of instances) {
      const events = newLines(instance).map((line) => line.event)
      const answers = perInstance[instance.name]
      check(
        `instance ${instance.name}: limits fall back to its memory and say so; sign-in answers that it cannot check passwords now`,
        events.includes('shared-limits-unavailable') &&
          answers.every((answer) => answer.status === 200 && answer.result?.error?.message === authErrorMessages.unavailable),
        `statuses ${answers.map((answer) => answer.status).join(' ')}; ${answers.at(-1)?.result?.error?.message}`,
      )
    }
    await pagesLoop
    check(
      'pages keep answering while Postgres is away',
      pageStatuses.length > 0 && pageStatuses.every((status) => status === 200),
      `${pageStatuses.length} pages, all ${[...new Set(pageStatuses)].join('/')}, slowest ${slowestPageMs} ms`,
    )
    for (const instance of instances) {
      check(
        `instance ${instance.name} saw its notice connection drop`,
        newLines(instance).some((line) => line.event === 'site-changes-connection-lost'),
      )
    }

    const downMs = Math.round(performance.now() - stoppedAt)
    const restartedAt = performance.now()
    stack.startPostgres()
    console.log(
      `  Postgres was away ${downMs} ms; pg_ctl start took ${Math.round(performance.now() - restartedAt)} ms`,
    )

    const resumedMs = await timeUntil(
      async () =>
        instances.every((instance) =>
          newLines(instance).some((line) => line.event === 'site-changes-listening-again'),
        ),
      15_000,
      50,
    )
    check(
      'both instances listen again (and purge everything) once Postgres is back',
      resumedMs !== undefined,
      `${resumedMs ?? 'not within 15000'} ms after the start`,
    )

    await Promise.all(instances.map((instance) => primeCache(`${instance.url}/about`)))
    await Promise.all(instances.map((instance) => primeCache(`${instance.url}/experts`)))
    const recovered = `${expert.name.split(',')[0]} (edited after the outage)`
    stack.psql(`update public.experts set name = '${recovered}' where id = '${expert.id}';`)
    const [toA, toB] = await Promise.all(
      instances.map((instance) => timeUntil(pageHas(`${instance.url}/experts`, recovered), 15_000)),
    )
    check(
      `purges work again: a SQL change shows on both within ${PURGE_BOUND_MS} ms`,
      [toA, toB].every((ms) => ms !== undefined && ms < PURGE_BOUND_MS),
      `A ${toA ?? 'never'} ms, B ${toB ?? 'never'} ms`,
    )

    const sharedAgain = freshAddress()
    const alternating = []
    for (let index = 0; index < 6; index++)
      alternating.push(
        (
          await signIn(instances[index % 2].url, {
            address: sharedAgain,
            password: 'wrong-password',
          })
        ).status,
      )
    check(
      'limits are shared again: alternating tries are refused at the 6th',
      alternating.slice(0, 5).every((status) => status === 200) && alternating[5] === 429,
      alternating.join(' '),
    )
    const restored = instances
      .filter((instance) =>
        newLines(instance).some((line) => line.event === 'shared-limits-restored'),
      )
      .map((instance) => instance.name)
    check(
      'the instances logged that the shared limits are back',
      restored.length === 2,
      restored.join(', '),
    )

    const pagesBackMs = await timeUntil(
      async () => {
        const body = await (await fetch(`${nginx.url}/experts?after-outage=${Date.now()}`)).text()
        return body.includes(recovered)
      },
      40_000,
      250,
    )
    check(
      'pages show the experts again (the data API reconnected)',
      pagesBackMs !== undefined,
      `${pagesBackMs ?? 'not within 40000'} ms after the purge check`,
    )
    figures.postgresOutage = {
      downMs,
      pages: {
        answered: pageStatuses.length,
        statuses: [...new Set(pageStatuses)],
        slowestMs: slowestPageMs,
      },
      signInDuringOutage: perInstance,
      listeningAgainMs: resumedMs,
      purgeAfterOutage: { toA, toB },
      sharedLimitsAfterOutage: alternating,
      pagesWithExpertsAgainMs: pagesBackMs,
    }
  }

  // ------------------------------------------------------------------------------------------
  step('6. e-mail notices: each sent once, by one instance, also after the mailbox was down')
  figures.notices = await checkNotices({ sink, instances, nginx, check })

  // ------------------------------------------------------------------------------------------
  step("7. visitors' mail: confirmation with its .ics, the cancel link and the waitlist, reminders, updates, receipts, the daily limit")
  figures.visitorMail = await checkVisitorMail({ sink, instances, nginx, databaseUrl: stack.dbUrl, check })

  // ------------------------------------------------------------------------------------------
  step('8. analytics: beacons through both instances counted exactly, also across a stop')
  figures.analytics = await checkAnalytics({ instances, nginx, databaseUrl: stack.dbUrl, check })
} catch (error) {
  failed = true
  console.error(
    `\n[cluster] ${error instanceof StackError ? 'cannot run: ' : 'FAILED: '}${error instanceof Error ? (error.stack ?? error.message) : error}`,
  )
} finally {
  for (const instance of instances) await instance.stop('SIGTERM').catch(() => {})
  await nginx?.stop()
  await sink?.close().catch(() => {})
  await mock?.close()
  stack?.stop()
  const failures = checks.filter((entry) => !entry.ok)
  if (failures.length > 0 || failed) {
    failed = true
    for (const instance of instances) {
      const tail = instance
        .log()
        .filter((line) => line.level !== 'info')
        .slice(-15)
      if (tail.length)
        console.error(
          `\n[cluster] instance ${instance.name}'s last warnings and errors:\n${tail.map((line) => JSON.stringify(line)).join('\n')}`,
        )
    }
  }
  rmSync(dir, { recursive: true, force: true })
  const seconds = Math.round((Date.now() - started) / 1000)
  mkdirSync(join(ROOT, 'reports'), { recursive: true })
  writeFileSync(
    join(ROOT, 'reports/cluster.json'),
    JSON.stringify(
      { date: new Date().toISOString(), passed: !failed, seconds, ports, checks, figures },
      null,
      2,
    ),
  )
  console.log(
    `\n[cluster] ${failed ? 'FAILED' : 'passed'} in ${seconds} s: ${checks.filter((entry) => entry.ok).length}/${checks.length} checks (report: reports/cluster.json)`,
  )
}
process.exit(failed ? 1 : 0)
