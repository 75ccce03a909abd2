// `npm run bench`: the production server as browsers load it, against a plain
// node:http server answering the same bytes and headers from memory, in one run
// (autocannon, 50 connections).
//
// Every request carries a real browser's headers (Chrome's user agent and
// Accept-Encoding: gzip, deflate, br, zstd), so the server answers br, as it
// does to visitors. Measured for each of five pages and the largest JS asset:
//   - the production server (request logs on, written to /dev/null);
//   - the same server with request logs off: the logging cost;
//   - the reference, serving the identical precompressed bytes.
// Then the cache-miss rate: renders per second with the page cache off
// (PAGE_CACHE=off), the cost of a purge.
// Each figure is the median of BENCH_ROUNDS rounds (default 3) that take turns
// between the servers, so a change in the machine's load hits all of them alike.
// Target: >= 0.8 of the reference, 0 errors. BENCH_PORT/BENCH_MOCK_PORT move the
// ports (default 3300.. and 54380..); BENCH_SECONDS (per round) and BENCH_CONNECTIONS the load.
import { spawn } from 'node:child_process'
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises'
import autocannon from 'autocannon'
import { root, runCommand, startProductionServer } from './lib/server-process.mjs'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const duration = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const basePort = Number(process.env.BENCH_PORT ?? 3300)
const baseMockPort = Number(process.env.BENCH_MOCK_PORT ?? 54380)
const target = 0.8
const pages = ['/', '/about', '/membership', '/experts', '/events']
const missPages = ['/', '/about', '/experts']

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const navigationHeaders = {
  'user-agent': chrome,
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
}
const scriptHeaders = {
  'user-agent': chrome,
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
}

if (!process.argv.includes('--no-build')) await runCommand('npm', ['run', 'build'])

async function largestScript() {
  const dir = `${root}dist/client/assets`
  const scripts = (await readdir(dir)).filter((name) => name.endsWith('.js'))
  const sizes = await Promise.all(
    scripts.map(async (name) => ({ name, size: (await stat(`${dir}/${name}`)).size })),
  )
  return `/assets/${sizes.sort((a, b) => b.size - a.size)[0].name}`
}
const asset = await largestScript()
const routes = [
  ...pages.map((path) => ({ path, kind: 'page', headers: navigationHeaders })),
  { path: asset, kind: 'asset', headers: scriptHeaders },
]

const servers = []
function startReference(port, appUrl) {
  return new Promise((resolve, reject) => {
    const args = [
      'scripts/lib/static-reference.mjs',
      String(port),
      appUrl,
      JSON.stringify(scriptHeaders),
      ...routes.map((route) => route.path),
    ]
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
    child.stdout.once('data', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        stop: () => child.kill('SIGTERM'),
      }),
    )
    child.once('exit', (code) => reject(new Error(`reference server exited with ${code}`)))
  })
}

/** CPU time (user + system) a process has used, in clock ticks (1/100 s on Linux). */
async function cpuTicks(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/**
 * One measurement. Besides requests per second, the server's CPU time per
 * request: on a shared machine it moves much less than throughput does.
 */
async function load(server, path, headers) {
  const before = await cpuTicks(server.pid)
  const result = await new Promise((resolve, reject) => {
    autocannon({ url: server.url + path, connections, duration, headers }, (error, outcome) =>
      error ? reject(error) : resolve(outcome),
    )
  })
  result.cpuUsPerRequest = Math.round(
    (((await cpuTicks(server.pid)) - before) * 10_000) / Math.max(result.requests.total, 1),
  )
  return result
}

function summarize(result) {
  return {
    cpuUsPerRequest: result.cpuUsPerRequest,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Median figures of several rounds; errors are added up. */
function combine(results) {
  return {
    requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
    p50Ms: median(results.map((result) => result.p50Ms)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    errors: results.reduce((total, result) => total + result.errors, 0),
    non2xx: results.reduce((total, result) => total + result.non2xx, 0),
    bytesPerRequest: median(results.map((result) => result.bytesPerRequest)),
    cpuUsPerRequest: median(results.map((result) => result.cpuUsPerRequest)),
    rounds: results.map((result) => result.requestsPerSecond),
  }
}

const rows = []
const misses = []
try {
  const app = await startProductionServer({
    port: basePort,
    mockPort: baseMockPort,
    logTo: '/dev/null',
  })
  servers.push(app)
  const quiet = await startProductionServer({
    port: basePort + 2,
    mockPort: baseMockPort + 2,
    logTo: '/dev/null',
    env: { LOG_REQUESTS: 'off' },
  })
  servers.push(quiet)
  const uncached = await startProductionServer({
    port: basePort + 3,
    mockPort: baseMockPort + 4,
    logTo: '/dev/null',
    env: { PAGE_CACHE: 'off' },
  })
  servers.push(uncached)
  // Fill the page caches, then take the reference bytes from the app itself.
  for (const server of [app, quiet])
    for (const { path, headers } of routes) await fetch(server.url + path, { headers })
  const reference = await startReference(basePort + 1, app.url)
  servers.push(reference)

  for (const route of routes) {
    const measured = { reference: [], app: [], quiet: [] }
    for (let round = 0; round < rounds; round++) {
      for (const [name, server] of [
        ['reference', reference],
        ['app', app],
        ['quiet', quiet],
      ]) {
        measured[name].push(summarize(await load(server, route.path, route.headers)))
      }
    }
    const referenceResult = combine(measured.reference)
    const appResult = combine(measured.app)
    const quietResult = combine(measured.quiet)
    const ratio = appResult.requestsPerSecond / referenceResult.requestsPerSecond
    rows.push({
      route: route.path,
      kind: route.kind,
      app: appResult,
      appWithoutRequestLogs: quietResult,
      reference: referenceResult,
      ratio: Number(ratio.toFixed(2)),
      cpuRatio: Number((referenceResult.cpuUsPerRequest / appResult.cpuUsPerRequest).toFixed(2)),
      loggingCostPercent: Number(
        (100 * (1 - appResult.requestsPerSecond / quietResult.requestsPerSecond)).toFixed(1),
      ),
      loggingCpuUsPerRequest: appResult.cpuUsPerRequest - quietResult.cpuUsPerRequest,
      pass: ratio >= target && appResult.errors === 0 && appResult.non2xx === 0,
    })
  }
  for (const path of missPages) {
    const result = summarize(await load(uncached, path, navigationHeaders))
    misses.push({
      route: path,
      rendersPerSecond: result.requestsPerSecond,
      cpuMsPerRender: result.cpuUsPerRequest / 1000,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      errors: result.errors,
      non2xx: result.non2xx,
    })
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()))
}

const pad = (value, width) => String(value).padStart(width)
console.log(
  `\n${connections} connections, median of ${rounds} rounds of ${duration} s, browser headers (Accept-Encoding: gzip, deflate, br, zstd)\n`,
)
console.log(
  'route                        app req/s  p99 err  CPU µs/req | no logs req/s  CPU µs/req | reference req/s  p99  CPU µs/req | bytes  ratio  CPU ratio',
)
for (const row of rows) {
  const { app, appWithoutRequestLogs: quiet, reference } = row
  console.log(
    `${row.route.padEnd(28)} ${pad(app.requestsPerSecond, 9)} ${pad(app.p99Ms, 4)} ${pad(app.errors + app.non2xx, 3)} ${pad(app.cpuUsPerRequest, 11)} | ${pad(quiet.requestsPerSecond, 13)} ${pad(quiet.cpuUsPerRequest, 11)} | ${pad(reference.requestsPerSecond, 15)} ${pad(reference.p99Ms, 4)} ${pad(reference.cpuUsPerRequest, 11)} | ${pad(app.bytesPerRequest, 5)} ${pad(row.ratio.toFixed(2), 6)} ${pad(row.cpuRatio.toFixed(2), 10)}  ${row.pass ? 'ok' : 'FAIL'}`,
  )
}
const logging = rows.map((row) => row.loggingCpuUsPerRequest)
console.log(
  `\nrequest logs: ${median(logging)} µs of CPU per request (median; ${logging.join(', ')}), throughput change ${rows.map((row) => row.loggingCostPercent + ' %').join(', ')}`,
)
console.log('\ncache misses (PAGE_CACHE=off: every request renders and compresses)')
for (const miss of misses) {
  console.log(
    `${miss.route.padEnd(28)} ${pad(miss.rendersPerSecond, 9)} renders/s  ${miss.cpuMsPerRender} ms CPU per render  p50 ${miss.p50Ms} ms  p99 ${miss.p99Ms} ms  errors ${miss.errors + miss.non2xx}`,
  )
}
await mkdir(`${root}reports`, { recursive: true })
await writeFile(
  `${root}reports/bench.json`,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      connections,
      duration,
      rounds,
      headers: navigationHeaders,
      target,
      rows,
      misses,
    },
    null,
    2,
  ),
)
console.log('\nreport: reports/bench.json')
if (rows.some((row) => !row.pass)) {
  console.error(`bench: a route is below ${target} of the reference or had errors`)
  process.exit(1)
}
