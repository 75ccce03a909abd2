/**
 * Starts the development backend (mocks/backend.ts) in a process of its own and waits until
 * it answers: `npm run dev` (mocks/vite-plugin.ts), `npm start` with the mock
 * (scripts/start.mjs) and the tests use this. A start that fails stops the caller with the
 * backend's own explanation, never with a different backend.
 */
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { AdminTwoFactor } from '../app.config.ts'
import { MOCK_CONTROL_TOKEN_HEADER } from './handlers/control.ts'

export interface MockBackend {
  /** Supabase's HTTP API (auth, rest, storage, functions) and the test controls. */
  url: string
  /** The database, as its superuser: `psql <databaseUrl>` works. */
  databaseUrl: string
  /** The backend process (its memory is its own). */
  pid: number
  close(): Promise<void>
}

export class MockBackendStartError extends Error {}

export interface MockBackendOptions {
  port: number
  /** Default: the port after `port`. */
  databasePort?: number
  /** Run the data API and storage on this Postgres instead of the development database. */
  databaseUrl?: string
  /** The test controls' token (default: MOCK_CONTROL_TOKEN, or a random one that is printed). */
  controlToken?: string
  /** Tests only: run these migrations instead of supabase/migrations. */
  migrationsDir?: string
  /** The second-factor rule its database keeps (default: ADMIN_TWO_FACTOR as the site's server reads it). */
  adminTwoFactor?: AdminTwoFactor
  /**
   * Called when the test clock moves (`POST /__mock/clock`, a reset) with its offset from the
   * real time: the site's server sets its own clock to match (app/server/clock.ts).
   */
  onClock?: (offsetMs: number) => void
}

/**
 * The token of this run's test controls: MOCK_CONTROL_TOKEN when the test harness hands one
 * over (playwright.config.ts does), otherwise a random one that is printed.
 */
function controlToken(given = process.env.MOCK_CONTROL_TOKEN?.trim()): { token: string; generated: boolean } {
  if (given) {
    if (given.length < 16) throw new MockBackendStartError('MOCK_CONTROL_TOKEN must be at least 16 characters long')
    return { token: given, generated: false }
  }
  return { token: randomBytes(24).toString('base64url'), generated: true }
}

export async function startMockBackend(options: MockBackendOptions): Promise<MockBackend> {
  const { token, generated } = controlToken(options.controlToken)
  const started = Date.now()
  const child = fork(fileURLToPath(new URL('./backend-process.ts', import.meta.url)), [], {
    // WebAssembly compiled once with the baseline compiler: about 200 MB less memory than
    // letting V8 compile PGlite's module a second time, optimised, and no slower for its queries.
    // A small JavaScript heap: the process holds little (about 40 MB live) and V8 would otherwise
    // reserve over 200 MB for it under load. Stored files are buffers, outside this heap.
    execArgv: ['--liftoff-only', '--max-semi-space-size=4', '--max-old-space-size=128'],
    env: {
      ...process.env,
      MOCK_SUPABASE_PORT: String(options.port),
      MOCK_DATABASE_PORT: String(options.databasePort ?? options.port + 1),
      MOCK_DATABASE_URL: options.databaseUrl ?? '',
      MOCK_CONTROL_TOKEN: token,
      MOCK_MIGRATIONS_DIR: options.migrationsDir ?? '',
      ...(options.adminTwoFactor ? { ADMIN_TWO_FACTOR: options.adminTwoFactor } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  child.on('message', (value: { type?: string; offsetMs?: number; id?: number }) => {
    if (value?.type !== 'clock' || typeof value.offsetMs !== 'number') return
    options.onClock?.(value.offsetMs)
    if (child.connected) child.send({ type: 'clock-applied', id: value.id })
  })
  const message = await new Promise<Record<string, unknown>>((resolve) => {
    child.once('message', (value) => resolve(value as Record<string, unknown>))
    child.once('exit', (code, signal) => resolve({ failed: `the backend process ended before it was ready (${signal ?? `exit ${code}`})` }))
  })
  if (typeof message.failed === 'string') {
    throw new MockBackendStartError(`The built-in backend could not start: ${message.failed}`)
  }
  const backend: MockBackend = {
    url: String(message.url),
    databaseUrl: String(message.databaseUrl),
    pid: Number(message.pid),
    close: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `[mock-backend] Supabase mock on ${backend.url} (ready in ${seconds} s): auth, storage and functions mocked, ` +
      `data API on PostgREST 12 over ${options.databaseUrl ? 'the given Postgres' : `the development database (${backend.databaseUrl})`}`,
  )
  // A token the harness handed over is not printed; a generated one is, so a developer can use the controls.
  if (generated) console.log(`[mock-backend] test controls (${backend.url}/__mock/...) need the header ${MOCK_CONTROL_TOKEN_HEADER}: ${token}`)
  return backend
}
