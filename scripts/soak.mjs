// `npm run soak`: 60 s at 100 connections over a mix of public routes against
// the production build. Passes with zero errors, zero 5xx and memory growth
// under 25 % (resident memory of the server process, after a 15 s warm-up at full load).
import { readFile, mkdir, writeFile } from 'node:fs/promises'
import autocannon from 'autocannon'
import { root, runCommand, startProductionServer } from './lib/server-process.mjs'

const routes = ['/', '/about', '/academy', '/membership', '/events', '/resources', '/experts', '/creators', '/perks', '/securityhub', '/rightnow']
const connections = Number(process.env.SOAK_CONNECTIONS ?? 100)
const duration = Number(process.env.SOAK_SECONDS ?? 60)

if (!process.argv.includes('--no-build')) await runCommand('npm', ['run', 'build'])
// A log line per request: written to /dev/null, so the soak pays for logging without filling a disk.
const server = await startProductionServer({
  port: Number(process.env.SOAK_PORT ?? 3310),
  mockPort: Number(process.env.SOAK_MOCK_PORT ?? 54386),
  logTo: '/dev/null',
})

async function residentMegabytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
}

function run(seconds, requests = routes.map((path) => ({ path }))) {
  return new Promise((resolve, reject) => {
    autocannon({ url: server.url, connections, duration: seconds, requests }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

let result, memoryStart, memoryEnd
const samples = []
try {
  await run(Number(process.env.SOAK_WARMUP_SECONDS ?? 15)) // warm-up: JIT, page cache, heap sizing
  memoryStart = await residentMegabytes(server.pid)
  const sampler = setInterval(async () => samples.push(Math.round(await residentMegabytes(server.pid))), 5000)
  result = await run(duration)
  clearInterval(sampler)
  memoryEnd = await residentMegabytes(server.pid)
} finally {
  await server.stop()
}

const fiveHundreds = result['5xx'] ?? 0
const growth = (memoryEnd - memoryStart) / memoryStart
const report = {
  date: new Date().toISOString(),
  connections,
  durationSeconds: duration,
  routes,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  fiveHundreds,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  memoryStartMb: Number(memoryStart.toFixed(1)),
  memoryEndMb: Number(memoryEnd.toFixed(1)),
  memoryGrowthPercent: Number((growth * 100).toFixed(1)),
  memorySamplesMb: samples,
}
report.pass = report.errors === 0 && fiveHundreds === 0 && report.non2xx === 0 && growth < 0.25

console.log(`\nsoak: ${connections} connections for ${duration} s over ${routes.length} routes`)
console.log(`requests ${report.requests} (${report.requestsPerSecond}/s), errors ${report.errors}, non-2xx ${report.non2xx}, 5xx ${fiveHundreds}`)
console.log(`latency p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms`)
console.log(`memory ${report.memoryStartMb} MB -> ${report.memoryEndMb} MB (${report.memoryGrowthPercent} %); every 5 s: ${samples.join(', ')} MB`)
await mkdir(`${root}reports`, { recursive: true })
await writeFile(`${root}reports/soak.json`, JSON.stringify(report, null, 2))
console.log(`${report.pass ? 'PASS' : 'FAIL'}  report: reports/soak.json`)
if (!report.pass) process.exit(1)
