// `npm run bench:beacons`: the analytics beacon endpoint (POST /api/event) of one production
// server instance, on the development backend's database:
//   1. beacons alone, as fast as BENCH_CONNECTIONS connections send them: beacons per second
//      answered 204, and the rows stored once the batches are written (every beacon answered 204
//      is a row; those still on their way when the run ends may be too, none beyond those sent);
//   2. a page's serving ratio while BENCH_BEACON_RATE beacons a second (default 2,000) arrive:
//      the app's req/s for `/` against a plain node:http server answering the same bytes
//      (scripts/lib/static-reference.mjs), median of BENCH_ROUNDS alternating rounds.
// Beacons come from many addresses (X-Forwarded-For behind one trusted proxy, TRUST_PROXY=1),
// as from many visitors, so the per-address limit does not answer 429. Targets: >= 2,000
// beacons/s, every one stored, ratio >= 0.9. Report: reports/bench-beacons.json.
// BENCH_PORT/BENCH_MOCK_PORT move the ports (default 3300.. and 54380..).
import { spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import autocannon from 'autocannon'
import pg from 'pg'
import { root, runCommand, startProductionServer } from './lib/server-process.mjs'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const duration = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const beaconRate = Number(process.env.BENCH_BEACON_RATE ?? 2000)
const basePort = Number(process.env.BENCH_PORT ?? 3300)
const baseMockPort = Number(process.env.BENCH_MOCK_PORT ?? 54380)
const targets = { beaconsPerSecond: 2000, ratio: 0.9 }

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const pageHeaders = {
  'user-agent': chrome,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
}
const paths = ['/', '/about', '/membership', '/events', '/experts', '/resources']
const sources = [null, 'newsletter', 'linkedin', 'partner-site']

if (!process.argv.includes('--no-build')) await runCommand('npm', ['run', 'build'])

let sent = 0
/** One beacon as a browser sends it, from one of 50,000 addresses (each far below its limit a minute). */
function nextBeacon(request) {
  sent++
  const address = `10.${(sent >> 16) & 3}.${(sent >> 8) & 255}.${sent & 255}`
  const body = JSON.stringify({
    kind: 'view',
    path: paths[sent % paths.length],
    referrer: sent % 5 === 0 ? 'www.google.com' : '',
    utm_source: sources[sent % sources.length],
    utm_medium: null,
    utm_campaign: sent % 7 === 0 ? 'spring' : null,
    screen: sent % 3 === 0 ? 'phone' : 'desktop',
  })
  return { ...request, body, headers: { ...request.headers, 'x-forwarded-for': address } }
}

function beacons(url, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/event`,
        method: 'POST',
        connections,
        duration,
        headers: { 'user-agent': chrome, 'content-type': 'text/plain;charset=UTF-8', origin: url },
        requests: [{ setupRequest: nextBeacon }],
        ...options,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

function pageLoad(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${url}/`, connections, duration, headers: pageHeaders }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

function startReference(port, appUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/lib/static-reference.mjs', String(port), appUrl, JSON.stringify(pageHeaders), '/'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout.once('data', () => resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }))
    child.once('exit', (code) => reject(new Error(`reference server exited with ${code}`)))
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const servers = []
const report = { date: new Date().toISOString(), connections, duration, rounds, beaconRate, targets }
try {
  const app = await startProductionServer({ port: basePort, mockPort: baseMockPort, logTo: '/dev/null', env: { TRUST_PROXY: '1' } })
  servers.push(app)
  const database = new pg.Pool({ connectionString: `postgresql://postgres@127.0.0.1:${baseMockPort + 1}/postgres`, max: 1 })
  const storedViews = async () => Number((await database.query(`select count(*) from analytics.events where kind = 'view'`)).rows[0].count)

  // 1. Beacons alone.
  await fetch(`${app.url}/`, { headers: pageHeaders })
  const before = await storedViews()
  const sentBefore = sent
  const alone = await beacons(app.url, {})
  const sentAlone = sent - sentBefore
  await new Promise((resolve) => setTimeout(resolve, 2000)) // the last batches are written
  const stored = (await storedViews()) - before
  report.beaconsAlone = {
    beaconsPerSecond: Math.round(alone.requests.average),
    // Requests still on their way when the run ends are stored but not counted as answered.
    sent: sentAlone,
    answered204: alone['2xx'],
    non2xx: alone.non2xx,
    errors: alone.errors + alone.timeouts,
    p50Ms: alone.latency.p50,
    p99Ms: alone.latency.p99,
    stored,
  }

  // 2. The page's serving ratio while beacons arrive at beaconRate a second.
  const reference = await startReference(basePort + 1, app.url)
  servers.push(reference)
  const measured = { app: [], reference: [] }
  const under = []
  for (let round = 0; round < rounds; round++) {
    for (const [name, server] of [
      ['reference', reference],
      ['app', app],
    ]) {
      const background = beacons(app.url, { connections: 20, overallRate: beaconRate, duration: duration + 1 })
      const page = await pageLoad(server.url)
      const stream = await background
      measured[name].push({ rps: page.requests.average, errors: page.errors + page.timeouts + page.non2xx })
      under.push({ beaconsPerSecond: stream.requests.average, beaconErrors: stream.errors + stream.timeouts + stream.non2xx })
    }
  }
  const appRps = median(measured.app.map((m) => m.rps))
  const referenceRps = median(measured.reference.map((m) => m.rps))
  report.pageUnderBeacons = {
    page: '/',
    appRequestsPerSecond: Math.round(appRps),
    referenceRequestsPerSecond: Math.round(referenceRps),
    ratio: Number((appRps / referenceRps).toFixed(2)),
    pageErrors: [...measured.app, ...measured.reference].reduce((total, m) => total + m.errors, 0),
    beaconsPerSecond: Math.round(median(under.map((u) => u.beaconsPerSecond))),
    beaconErrors: under.reduce((total, u) => total + u.beaconErrors, 0),
    rounds: { app: measured.app.map((m) => Math.round(m.rps)), reference: measured.reference.map((m) => Math.round(m.rps)) },
  }
  await database.end()
} finally {
  await Promise.all(servers.map((server) => server.stop()))
}

const { beaconsAlone: a, pageUnderBeacons: p } = report
console.log(`\nbeacons alone (${connections} connections, ${duration} s): ${a.beaconsPerSecond} beacons/s, p50 ${a.p50Ms} ms, p99 ${a.p99Ms} ms, ${a.sent} sent, ${a.answered204} answered 204 in time, ${a.stored} stored, ${a.non2xx} non-2xx, ${a.errors} errors`)
console.log(
  `/ while ${p.beaconsPerSecond} beacons/s arrive: app ${p.appRequestsPerSecond} req/s, reference ${p.referenceRequestsPerSecond} req/s, ratio ${p.ratio} (rounds ${p.rounds.app.join(', ')} vs ${p.rounds.reference.join(', ')}), page errors ${p.pageErrors}, beacon errors ${p.beaconErrors}`,
)
report.pass =
  a.beaconsPerSecond >= targets.beaconsPerSecond && a.stored >= a.answered204 && a.stored <= a.sent && a.errors + a.non2xx === 0 &&
  p.ratio >= targets.ratio && p.pageErrors === 0 && p.beaconErrors === 0 && p.beaconsPerSecond >= beaconRate * 0.95
await mkdir(`${root}reports`, { recursive: true })
await writeFile(`${root}reports/bench-beacons.json`, JSON.stringify(report, null, 2))
console.log('\nreport: reports/bench-beacons.json')
if (!report.pass) {
  console.error(`bench:beacons: below a target (${targets.beaconsPerSecond} beacons/s all stored, ratio ${targets.ratio}) or errors`)
  process.exit(1)
}
