// `npm run bench`: the production server against a plain Node static server
// that serves the identical HTML bytes, with autocannon (50 connections, 10 s).
// Targets: static routes >= 0.8 of the static server, expert routes >= 0.3, no errors.
import { createServer } from 'node:http'
import { mkdir, writeFile } from 'node:fs/promises'
import autocannon from 'autocannon'
import { root, runCommand, startProductionServer } from './lib/server-process.mjs'

const routes = [
  { path: '/', kind: 'experts' },
  { path: '/about', kind: 'static' },
  { path: '/membership', kind: 'static' },
  { path: '/experts', kind: 'experts' },
]
const targets = { static: 0.8, experts: 0.3 }
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const duration = Number(process.env.BENCH_SECONDS ?? 10)

if (!process.argv.includes('--no-build')) await runCommand('npm', ['run', 'build'])

const app = await startProductionServer({ port: 3300, mockPort: 54380 })
const pages = new Map()
for (const { path } of routes) pages.set(path, Buffer.from(await (await fetch(app.url + path)).arrayBuffer()))

const staticServer = createServer((request, response) => {
  const body = pages.get(new URL(request.url, 'http://x').pathname)
  if (!body) return response.writeHead(404).end()
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }).end(body)
})
await new Promise((resolve) => staticServer.listen(3301, '127.0.0.1', resolve))

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

const rows = []
try {
  for (const route of routes) {
    const appResult = await load(app.url + route.path)
    const staticResult = await load(`http://127.0.0.1:3301${route.path}`)
    const ratio = appResult.requests.average / staticResult.requests.average
    rows.push({
      route: route.path,
      kind: route.kind,
      app: summarize(appResult),
      static: summarize(staticResult),
      ratio: Number(ratio.toFixed(2)),
      target: targets[route.kind],
      pass: ratio >= targets[route.kind] && appResult.errors === 0 && appResult.non2xx === 0,
    })
  }
} finally {
  await app.stop()
  staticServer.close()
}

function summarize(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

console.log(`\n${connections} connections, ${duration} s per run\n`)
console.log('route        kind     app req/s  p50  p99  err | static req/s  p50  p99 | ratio  target')
for (const row of rows) {
  console.log(
    `${row.route.padEnd(12)} ${row.kind.padEnd(8)} ${String(row.app.requestsPerSecond).padStart(9)} ${String(row.app.p50Ms).padStart(4)} ${String(row.app.p99Ms).padStart(4)} ${String(row.app.errors + row.app.non2xx).padStart(4)} | ${String(row.static.requestsPerSecond).padStart(12)} ${String(row.static.p50Ms).padStart(4)} ${String(row.static.p99Ms).padStart(4)} | ${row.ratio.toFixed(2).padStart(5)}  ${row.target}  ${row.pass ? 'ok' : 'FAIL'}`,
  )
}
await mkdir(`${root}reports`, { recursive: true })
await writeFile(`${root}reports/bench.json`, JSON.stringify({ date: new Date().toISOString(), connections, duration, rows }, null, 2))
console.log('\nreport: reports/bench.json')
if (rows.some((row) => !row.pass)) {
  console.error('bench: a route missed its target')
  process.exit(1)
}
