// Measures the development setup against its budgets:
//   node scripts/measure-dev.ts first-page [--cold]   `npm run dev` until its first page answers 200
//   node scripts/measure-dev.ts backend-memory        the built-in backend's resident memory under load
// `--cold` removes the cached migrated database first, as on a fresh clone.
import { execSync, spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { freePort } from '../mocks/database/postgrest.ts'
import { startMockBackend } from '../mocks/start-backend.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const [what] = process.argv.slice(2)

async function firstPage() {
  if (process.argv.includes('--cold')) rmSync(`${root}node_modules/.cache/development-database`, { recursive: true, force: true })
  const port = await freePort()
  const mockPort = await freePort()
  const started = Date.now()
  const dev = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, MOCK_SUPABASE_PORT: String(mockPort), MOCK_DATABASE_PORT: String(await freePort()) },
  })
  try {
    for (;;) {
      const response = await fetch(`http://localhost:${port}/`).catch(() => undefined)
      if (response?.status === 200) break
      if (Date.now() - started > 60_000) throw new Error('no page within 60 s')
      await new Promise((done) => setTimeout(done, 100))
    }
    console.log(`first page after ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    process.kill(-dev.pid!, 'SIGTERM')
  }
}

async function backendMemory() {
  const backend = await startMockBackend({ port: await freePort(), databasePort: await freePort() })
  const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024
  const processes = () => [backend.pid, ...execSync(`pgrep -P ${backend.pid} || true`).toString().split('\n').filter(Boolean).map(Number)]
  const headers = { apikey: 'mock-service-role-key', 'content-type': 'application/json' }
  try {
    for (let round = 1; round <= 5; round++) {
      for (let i = 0; i < 600; i++) {
        await (await fetch(`${backend.url}/rest/v1/experts?select=*`, { headers })).text()
        if (i % 10 === 0) {
          const claim = { idempotency_key: crypto.randomUUID(), full_name: 'Load Test', email: 'load@example.com', firm_name: 'Firm' }
          await (await fetch(`${backend.url}/rest/v1/offer_claims`, { method: 'POST', headers, body: JSON.stringify(claim) })).text()
        }
      }
      const total = processes().reduce((sum, pid) => sum + residentMb(pid), 0)
      console.log(`after ${round * 660} requests: ${total.toFixed(0)} MB resident (backend process and PostgREST)`)
    }
  } finally {
    await backend.close()
  }
}

if (what === 'first-page') await firstPage()
else if (what === 'backend-memory') await backendMemory()
else throw new Error('usage: node scripts/measure-dev.ts first-page [--cold] | backend-memory')
