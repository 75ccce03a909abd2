/**
 * The production server as a process: graceful shutdown, health endpoints,
 * settings that refuse to start, request logs. Each test starts its own
 * server (scripts/start.mjs on the build) on its worker's spare ports.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { expect, test } from '@playwright/test'
import { fromCrossJSON } from 'seroval'
import { e2ePorts } from '../../../playwright.config'
import { MOCK_SECRET_KEY } from '../../../app.config'
import { callServerFn, signInOverHttp } from '../support/server-fn'
import { waitForHydration } from '../support/fixtures'

// The worker's spare ports: its own server and backend hold the others.
const port = e2ePorts.sparePort
const mockPort = e2ePorts.spareMockPort
const origin = `http://127.0.0.1:${port}`
const mockOrigin = `http://127.0.0.1:${mockPort}`
/** The token these servers' mock test controls require. */
const controlToken = randomBytes(24).toString('base64url')

interface Server {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

/** Servers a test started; any still running when it ends (a failed test) are stopped. */
const running = new Set<ChildProcess>()
test.afterEach(async () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    }
  }
  running.clear()
})

/** Starts scripts/start.mjs with `env` over a clean production environment (CI and TEST set, as in CI). */
function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      MOCK_SUPABASE_PORT: String(mockPort),
      CI: 'true',
      TEST: 'true',
      MOCK_CONTROL_TOKEN: controlToken,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  running.add(child)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return { child, output: () => output, exited }
}

async function startMockServer(env: Record<string, string> = {}): Promise<Server> {
  const server = startServer({ BACKEND: 'mock', SITE_URL: origin, ...env })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const ready = await fetch(`${origin}/readyz`).catch(() => undefined)
    if (ready?.ok) return server
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.child.kill('SIGKILL')
  throw new Error(`server did not become ready:\n${server.output()}`)
}

/** A GET on a connection of its own (no pooled keep-alive connection), given up after `timeoutMs`. */
function get(
  path: string,
  timeoutMs = 15_000,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${origin}${path}`,
      { agent: false, timeout: timeoutMs },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error('timed out')))
    request.on('error', reject)
    request.end()
  })
}

/** The data API answers after `delayMs` (anonymous pages make no auth calls). */
async function slowBackend(delayMs: number) {
  const response = await fetch(`${mockOrigin}/__mock/faults`, {
    method: 'POST',
    headers: { 'x-mock-control-token': controlToken, 'content-type': 'application/json' },
    body: JSON.stringify({ service: 'rest', delayMs }),
  })
  expect(response.ok).toBe(true)
}

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

test.describe('production server lifecycle', () => {
  test.describe.configure({ timeout: 60_000 })

  test('SIGTERM drains: requests in flight finish with full pages, new ones are refused, exit 0', async () => {
    const server = await startMockServer()
    await slowBackend(2500)
    const paths = ['/experts?drain=1', '/?drain=1', '/claim-offer?drain=1']
    const inFlight = paths.map((path) => get(path))
    await new Promise((resolve) => setTimeout(resolve, 1200))
    const signalledAt = Date.now()
    server.child.kill('SIGTERM')
    // A request that arrives once the server has taken the signal (on a loaded machine that can take a moment).
    await expect.poll(() => server.output().includes('"shutdown-started"')).toBe(true)
    const late = await get('/about', 3000).then(
      (response) => `status ${response.status}`,
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    )
    expect(['ECONNREFUSED', 'ECONNRESET', 'status 503'], server.output()).toContain(late)

    const responses = await Promise.all(inFlight)
    for (const response of responses) {
      expect(response.status, server.output()).toBe(200)
      expect(response.body).toContain('</html>')
    }
    expect(responses[0]!.body).toContain('Amara Okafor')
    expect(await server.exited, server.output()).toBe(0)
    // Well within the 10 s deadline: the pages needed about 2.5 s of backend time.
    expect(Date.now() - signalledAt, server.output()).toBeLessThan(9000)
    const lines = logLines(server.output())
    expect(
      lines.find((line) => line.event === 'shutdown-started'),
      server.output(),
    ).toMatchObject({ inFlight: 3 })
    const complete = lines.find((line) => line.event === 'shutdown-complete')
    expect(Number(complete?.durationMs), server.output()).toBeLessThan(6000)
  })

  test('at the deadline, requests still running are logged and cut', async () => {
    const server = await startMockServer({ SHUTDOWN_TIMEOUT_MS: '500' })
    await slowBackend(4000)
    const stuck = get('/experts?deadline=1').then(
      () => 'answered',
      () => 'cut',
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(1)
    expect(await stuck).toBe('cut')
    const cut = logLines(server.output()).find((line) => line.event === 'shutdown-cut-request')
    expect(cut).toMatchObject({ method: 'GET', path: '/experts' })
  })

  test('/healthz answers at once while the backend is slow; /readyz turns 503 when draining, on an open connection', async () => {
    const server = await startMockServer()
    await slowBackend(2500)
    const started = Date.now()
    const health = await get('/healthz')
    expect(Date.now() - started).toBeLessThan(1000)
    expect(health.status).toBe(200)
    expect(health.headers['cache-control']).toBe('no-store')
    expect(health.headers['set-cookie']).toBeUndefined()
    expect((await get('/readyz')).status).toBe(200)

    // A connection opened before the signal, busy with a slow page; it asks for readiness after the signal.
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (received += chunk))
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write('GET /experts?readyz=1 HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    server.child.kill('SIGTERM')
    await expect.poll(() => server.output().includes('"shutdown-started"')).toBe(true)
    socket.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await closed
    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1])
    expect(statuses).toEqual(['200', '503'])
    expect(received).toContain('</html>')
    expect(received.slice(received.lastIndexOf('HTTP/1.1 503'))).toContain('draining')
    expect(await server.exited).toBe(0)
  })

  test('every request gets one JSON log line with its id, also sent as X-Request-Id; no query string, no cookie', async () => {
    const server = await startMockServer()
    const response = await fetch(`${origin}/about?token=secret-value`, {
      headers: { cookie: 'sb-127-auth-token=cookie-secret' },
    })
    const requestId = response.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    server.child.kill('SIGTERM')
    await server.exited
    const line = logLines(server.output()).find(
      (entry) => entry.requestId === requestId && entry.event === 'request',
    )
    expect(line).toMatchObject({ method: 'GET', path: '/about', status: 200, level: 'info' })
    expect(typeof line!.durationMs).toBe('number')
    expect(new Date(String(line!.time)).getTime()).not.toBeNaN()
    expect(server.output()).not.toContain('secret-value')
    expect(server.output()).not.toContain('cookie-secret')
  })

  test('production with Supabase settings and no https SITE_URL refuses to start, naming SITE_URL', async () => {
    for (const siteUrl of [undefined, 'http://community.example.com']) {
      const server = startServer({
        SUPABASE_URL: 'https://abc.supabase.co',
        SUPABASE_ANON_KEY: 'anon-key',
        SUPABASE_SECRET_KEY: 'sb_secret_lifecycle',
        ...(siteUrl ? { SITE_URL: siteUrl } : {}),
      })
      expect(await server.exited).not.toBe(0)
      expect(server.output()).toContain('SITE_URL')
      expect(server.output()).toContain('canonical links')
    }
  })

  test('a request that arrives while the server is still loading waits for it instead of failing', async () => {
    // With the built-in backend the server listens seconds before it is ready (the backend starts meanwhile).
    const server = startServer({ BACKEND: 'mock', SITE_URL: origin })
    await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => undefined))?.status, { timeout: 20_000, intervals: [50] }).toBe(200)
    const readiness = await get('/readyz')
    const page = await get('/about')
    expect(readiness, server.output()).toMatchObject({ status: 503, body: 'starting' })
    expect(page.status, server.output()).toBe(200)
    expect(page.body).toContain('</html>')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  test('production with a Supabase project and no DATABASE_URL runs as the only instance, and says so once', async () => {
    const server = startServer({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon-key', SUPABASE_SECRET_KEY: 'sb_secret_lifecycle', SITE_URL: 'https://community.example.com' })
    await expect.poll(async () => (await fetch(`${origin}/readyz`).catch(() => undefined))?.status, { timeout: 20_000 }).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const modes = logLines(server.output()).filter((line) => String(line.event).startsWith('shared-state'))
    expect(modes).toHaveLength(1)
    expect(modes[0]).toMatchObject({ mode: 'single-instance' })
    expect(String(modes[0]!.event)).toContain('DATABASE_URL is not set')
  })

  test('without SMTP_URL the server says once at start that e-mail notices are queued, not sent', async () => {
    const server = await startMockServer()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const notices = logLines(server.output()).filter((line) => String(line.event).startsWith('notices:'))
    expect(notices).toHaveLength(1)
    expect(String(notices[0]!.event)).toContain('SMTP_URL is not set, so e-mail notices of new submissions are queued in the database but not sent')
    expect(String(notices[0]!.event)).toContain('and so is the mail to visitors (confirmations, waitlist places, event updates, receipts)')
  })

  test('without SMTP_URL, staff are told an invitation, a cancellation or a claim’s confirmation waits in the queue, not that it was sent', async ({ browser }) => {
    const server = await startMockServer({ ADMIN_TWO_FACTOR: 'optional' })
    const context = await browser.newContext({ baseURL: origin })
    try {
      await signInOverHttp(context.request, origin, 'admin@example.com', 'admin-demo-password')
      const page = await context.newPage()
      await page.goto('/admin/team')
      // The page is server-rendered: a click before it hydrates does nothing.
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Invite' }).click()
      const invite = page.getByRole('dialog', { name: 'Invite to the team' })
      await invite.getByLabel('E-mail').fill('queued.editor@example.com')
      await invite.getByRole('button', { name: 'Send invitation' }).click()
      await expect(page.getByText('queued.editor@example.com is invited, but this site sends no mail yet: the invitation waits in the queue until mail is set up (SMTP_URL).')).toBeVisible()
      await page.getByRole('button', { name: 'Resend the invitation to queued.editor@example.com' }).click()
      await expect(page.getByText('A new invitation to queued.editor@example.com is made, but this site sends no mail yet: it waits in the queue until mail is set up (SMTP_URL).')).toBeVisible()

      const created = await fetch(`${mockOrigin}/rest/v1/events`, {
        method: 'POST',
        headers: { apikey: MOCK_SECRET_KEY, authorization: `Bearer ${MOCK_SECRET_KEY}`, 'content-type': 'application/json', prefer: 'return=representation' },
        body: JSON.stringify({ slug: 'queued-mail-event', title: 'Queued Mail Event', format: 'online', status: 'published', starts_at: '2099-01-01T15:00:00Z' }),
      })
      const [event] = (await created.json()) as { id: string }[]
      const cancelled = await callServerFn(context.request, origin, { id: 'events-admin--cancelEvent', data: { id: event!.id } })
      expect(cancelled.status()).toBe(200)
      expect((fromCrossJSON(JSON.parse(await cancelled.text()), { refs: new Map() }) as { result: { mailSent: boolean } }).result.mailSent).toBe(false)

      await page.goto('/admin/claims')
      await waitForHydration(page)
      await page.getByLabel('Status of the claim from Dana Okafor').selectOption({ label: 'Confirmed' })
      await expect(page.getByText('Status set to Confirmed. This site sends no mail yet, so the e-mail telling Dana Okafor waits in the queue until mail is set up (SMTP_URL).')).toBeVisible()
    } finally {
      await context.close()
    }
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  test('production with a DATABASE_URL it cannot use refuses to start, saying which and how', async () => {
    const project = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon-key', SUPABASE_SECRET_KEY: 'sb_secret_lifecycle', SITE_URL: 'https://community.example.com' }
    const unreachable = startServer({ ...project, DATABASE_URL: 'postgresql://site_server:secret-password@127.0.0.1:1/postgres' })
    expect(await unreachable.exited).toBe(1)
    expect(unreachable.output()).toContain('DATABASE_URL: cannot reach site_server@127.0.0.1:1/postgres (ECONNREFUSED)')
    expect(unreachable.output()).not.toContain('secret-password')
    expect(unreachable.output()).not.toContain('listening on')
    const pooler = startServer({ ...project, DATABASE_URL: 'postgresql://site_server.abc:pw@aws-0-eu-west-1.pooler.supabase.com:6543/postgres' })
    expect(await pooler.exited).toBe(1)
    expect(pooler.output()).toContain("Supabase's transaction-mode pooler")
  })

  test('production with no backend settings refuses to start and says how to run the mock on purpose', async () => {
    const server = startServer({})
    expect(await server.exited).not.toBe(0)
    expect(server.output()).toContain('BACKEND=mock')
    expect(server.output()).toContain('SUPABASE_URL')
  })

  test('`npm start` reads a .env file: the backend and port chosen there are used', async () => {
    // The start script as package.json runs it, in a folder whose .env is the only configuration.
    const folder = mkdtempSync(join(tmpdir(), 'env-'))
    for (const entry of [
      'scripts',
      'dist',
      'node_modules',
      'app',
      'mocks',
      'supabase',
      'app.config.ts',
      'package.json',
      '.nvmrc',
    ]) {
      symlinkSync(resolve(entry), join(folder, entry))
    }
    writeFileSync(
      join(folder, '.env'),
      `BACKEND=mock\nPORT=${port}\nMOCK_SUPABASE_PORT=${mockPort}\nSITE_NAME=Env File Site\n`,
    )
    const startScript = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
    ).scripts.start
    const child = spawn('bash', ['-c', startScript], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    child.stdout!.on('data', (chunk) => (output += chunk))
    child.stderr!.on('data', (chunk) => (output += chunk))
    try {
      await expect
        .poll(async () => (await fetch(`${origin}/readyz`).catch(() => undefined))?.status, {
          timeout: 30_000,
        })
        .toBe(200)
      expect(await (await fetch(`${origin}/about`)).text()).toContain('Env File Site')
    } finally {
      process.kill(-child.pid!, 'SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      rmSync(folder, { recursive: true, force: true })
    }
    expect(output).toContain('backend: the built-in one')
  })
})
