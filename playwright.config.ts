import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 25331)
export const e2eBaseUrl = `http://localhost:${port}`
/**
 * A second local server plays "another site" that frames /membership-embed. Browsers
 * compare origins by host name, so 127.0.0.1 and localhost on this port are two sites:
 * the first is listed in EMBED_ALLOWED_ORIGINS, the second is not.
 */
export const e2eEmbedHostPort = Number(process.env.E2E_EMBED_HOST_PORT ?? port + 1)
export const e2eEmbedAllowedOrigin = `http://127.0.0.1:${e2eEmbedHostPort}`
export const e2eEmbedUnlistedOrigin = `http://localhost:${e2eEmbedHostPort}`
// One token per run for the mock's test controls: the web server's mock gets it through
// its environment, the tests (worker processes inherit this one's) through process.env.
process.env.MOCK_CONTROL_TOKEN ??= randomBytes(24).toString('base64url')
/**
 * The run's SMTP sink (scripts/lib/mail-sink.mjs): the server sends every mail there, and the sink
 * keeps each as a JSON file in this folder, which the tests read (tests/e2e/support/mail.ts).
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? mockPort + 4)
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-mail-'))

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
      executablePath: process.env.CHROMIUM_PATH || undefined,
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
  webServer: [
    {
      command: 'node scripts/lib/mail-sink.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { MAIL_SINK_PORT: String(smtpPort), MAIL_SINK_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${e2eBaseUrl}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        MOCK_SUPABASE_PORT: String(mockPort),
        SITE_URL: e2eBaseUrl,
        NODE_ENV: 'production',
        // The mock backend, chosen on purpose: production refuses to start without a backend.
        BACKEND: 'mock',
        EMBED_ALLOWED_ORIGINS: e2eEmbedAllowedOrigin,
        MOCK_CONTROL_TOKEN: process.env.MOCK_CONTROL_TOKEN,
        // As behind one reverse proxy: tests that need their own client address send
        // X-Forwarded-For; requests without it count as the socket's address.
        TRUST_PROXY: '1',
        // One JSON line per request would bury the test report; warnings and errors still print.
        LOG_REQUESTS: 'off',
        // As in development: the demo accounts sign in with a password alone. The second factor, and
        // the rule that requires it, have their own tests (tests/e2e/staff-accounts.spec.ts, the
        // policy matrix and tests/integration/two-factor-rule.test.ts).
        ADMIN_TWO_FACTOR: 'optional',
        // Notices, invitations and password links go to the run's sink.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_TO: 'team@example.com',
        MAIL_FROM: 'site@example.com',
      },
    },
  ],
})
