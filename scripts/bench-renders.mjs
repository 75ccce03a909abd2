// `npm run bench:renders -- --base <checkout>`: what the first, uncached render of the pages
// that show site content costs, against another checkout (main before a change) in one run.
// Both production servers run with PAGE_CACHE=off, so every request renders; requests carry a
// browser's headers, one at a time, and the servers take turns each round so a change in the
// machine's load hits both alike. Reported: the median time to the last byte per page, and
// this checkout's over the base's. Both checkouts must be built (`npm run build` in each).
// Target: at most 2x. BENCH_ROUNDS (default 5) rounds of BENCH_REQUESTS (default 10) per page.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { root, startProductionServer } from './lib/server-process.mjs'

const baseIndex = process.argv.indexOf('--base')
const base = baseIndex > 0 ? resolve(process.argv[baseIndex + 1]) : undefined
if (!base || !existsSync(`${base}/dist/server/server.js`) || !existsSync(`${root}dist/server/server.js`)) {
  console.error('usage: npm run bench:renders -- --base <a built checkout>  (run `npm run build` in both first)')
  process.exit(2)
}
const pages = ['/', '/academy', '/membership', '/rightnow']
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const requests = Number(process.env.BENCH_REQUESTS ?? 10)
const limit = 2
const headers = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
}

async function render(url) {
  const started = performance.now()
  const response = await fetch(url, { headers })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const servers = {
  base: await startProductionServer({ port: 3390, mockPort: 54390, checkout: base, env: { PAGE_CACHE: 'off', LOG_REQUESTS: 'off' } }),
  this: await startProductionServer({ port: 3391, mockPort: 54400, env: { PAGE_CACHE: 'off', LOG_REQUESTS: 'off' } }),
}
const times = { base: {}, this: {} }
try {
  for (const server of Object.values(servers)) for (const path of pages) for (let i = 0; i < 3; i++) await render(server.url + path)
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? ['this', 'base'] : ['base', 'this']
    for (const name of order) {
      for (const path of pages) {
        for (let i = 0; i < requests; i++) (times[name][path] ??= []).push(await render(servers[name].url + path))
      }
    }
  }
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()))
}

let worst = 0
console.log(`first render, median of ${rounds * requests} (ms)   base   this   ratio`)
for (const path of pages) {
  const [was, now] = [median(times.base[path]), median(times.this[path])]
  worst = Math.max(worst, now / was)
  console.log(`${path.padEnd(34)} ${was.toFixed(1).padStart(6)} ${now.toFixed(1).padStart(6)}  ${(now / was).toFixed(2)}x`)
}
console.log(`worst ${worst.toFixed(2)}x (target <= ${limit}x)`)
process.exitCode = worst <= limit ? 0 : 1
