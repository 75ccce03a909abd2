import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'

/**
 * The suite runs in parallel workers (`PW_WORKERS`, 2 by default), each with a production
 * server and a development backend of its own, so no test sees another worker's rows, limits,
 * clock or faults. Worker N's ports are the base ports plus N × PORT_STRIDE. Playwright loads
 * this file again in every worker process with TEST_PARALLEL_INDEX set (0 up to the number of
 * workers), so what it exports (`e2eBaseUrl`, `use.baseURL`, the ports) names the calling
 * worker's own server; the runner itself (no index) starts all of them (`webServer`).
 */
export const e2eWorkers = Math.max(1, Number(process.env.PW_WORKERS ?? 2))
const PORT_STRIDE = 10
const basePort = Number(process.env.E2E_PORT ?? 3100)
const baseMockPort = Number(process.env.E2E_MOCK_PORT ?? 25331)

/** A worker's ports: its server, a spare after it (a second server a test starts), its backend and that backend's database. */
export function e2eWorkerPorts(workerSlot: number) {
  const port = basePort + workerSlot * PORT_STRIDE
  const mockPort = baseMockPort + workerSlot * PORT_STRIDE
  return {
    port,
    /** The host page of the framing tests (see below). */
    embedHostPort:
      Number(process.env.E2E_EMBED_HOST_PORT ?? basePort + 1) + workerSlot * PORT_STRIDE,
    /** Free for a test that starts a server of its own (tests/e2e/api/server-lifecycle.spec.ts). */
    sparePort: port + 2,
    mockPort,
    /** The backend's development database listens on the port after the backend. */
    mockDatabasePort: mockPort + 1,
    /** Free for a test's own backend (and the port after it, its database). */
    spareMockPort: mockPort + 2,
    /** The worker's SMTP sink. */
    smtpPort: mockPort + 4,
  }
}

/** This process's worker (0 in the runner, which serves no test itself). */
export const e2eWorkerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
export const e2ePorts = e2eWorkerPorts(e2eWorkerSlot)
export const e2eBaseUrl = `http://localhost:${e2ePorts.port}`
export const e2eMockUrl = `http://127.0.0.1:${e2ePorts.mockPort}`

/**
 * A second local server plays "another site" that frames /membership-embed. Browsers
 * compare origins by host name, so 127.0.0.1 and localhost on this port are two sites:
 * the first is listed in EMBED_ALLOWED_ORIGINS, the second is not.
 */
export const e2eEmbedHostPort = e2ePorts.embedHostPort
const embedAllowedOrigin = (workerSlot: number) =>
  `http://127.0.0.1:${e2eWorkerPorts(workerSlot).embedHostPort}`
export const e2eEmbedAllowedOrigin = embedAllowedOrigin(e2eWorkerSlot)
export const e2eEmbedUnlistedOrigin = `http://localhost:${e2eEmbedHostPort}`
// One token per run for the mock's test controls: the web servers' mocks get it through
// their environment, the tests (worker processes inherit this one's) through process.env.
process.env.MOCK_CONTROL_TOKEN ??= randomBytes(24).toString('base64url')
/**
 * Each worker's SMTP sink (scripts/lib/mail-sink.mjs): its server sends every mail there, and the
 * sink keeps each as a JSON file in the worker's own folder under this run's, which its tests read
 * (tests/e2e/support/mail.ts).
 */
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-mail-'))
const mailDirOf = (workerSlot: number) => join(process.env.E2E_MAIL_DIR!, `worker-${workerSlot}`)
export const e2eMailDir = mailDirOf(e2eWorkerSlot)

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: e2eWorkers,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    // Pages open with reduced motion asked for, which the site honours by skipping its
    // animations: otherwise a click can land where an element was a frame earlier (an
    // accordion answer still sliding open pushes the next question down) and miss. The
    // test of motion itself asks for no preference.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      // Chromium's headless shell when scripts/find-chromium.sh found one (the suite runs about a
      // third faster in it), else the full browser.
      executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH || process.env.CHROMIUM_PATH || undefined,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // HTTP-level checks of the running server (headers, server functions): no viewport needed.
    { name: 'api', testMatch: 'api/**/*.spec.ts' },
    {
      name: 'desktop',
      testIgnore: 'api/**',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: 'api/**',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 667 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: Array.from({ length: e2eWorkers }, (_, workerSlot): WebServer[] => {
    const ports = e2eWorkerPorts(workerSlot)
    const baseUrl = `http://localhost:${ports.port}`
    return [
      {
        command: 'node scripts/lib/mail-sink.mjs',
        name: `worker ${workerSlot} mail`,
        port: ports.smtpPort,
        reuseExistingServer: false,
        timeout: 20_000,
        env: { MAIL_SINK_PORT: String(ports.smtpPort), MAIL_SINK_DIR: mailDirOf(workerSlot) },
      },
      {
        command: 'node scripts/start.mjs',
        url: `${baseUrl}/readyz`,
        name: `worker ${workerSlot}`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        env: {
          PORT: String(ports.port),
          MOCK_SUPABASE_PORT: String(ports.mockPort),
          SITE_URL: baseUrl,
          NODE_ENV: 'production',
          // The mock backend, chosen on purpose: production refuses to start without a backend.
          BACKEND: 'mock',
          EMBED_ALLOWED_ORIGINS: embedAllowedOrigin(workerSlot),
          MOCK_CONTROL_TOKEN: process.env.MOCK_CONTROL_TOKEN!,
          // As behind one reverse proxy: tests that need their own client address send
          // X-Forwarded-For; requests without it count as the socket's address.
          TRUST_PROXY: '1',
          // One JSON line per request would bury the test report; warnings and errors still print.
          LOG_REQUESTS: 'off',
          // As in development: the demo accounts sign in with a password alone. The second factor, and
          // the rule that requires it, have their own tests (tests/e2e/staff-accounts.spec.ts, the
          // policy matrix and tests/integration/two-factor-rule.test.ts).
          ADMIN_TWO_FACTOR: 'optional',
          // Notices, invitations and password links go to the worker's sink.
          SMTP_URL: `smtp://127.0.0.1:${ports.smtpPort}`,
          NOTIFY_TO: 'team@example.com',
          MAIL_FROM: 'site@example.com',
        },
      },
    ]
  }).flat(),
})
