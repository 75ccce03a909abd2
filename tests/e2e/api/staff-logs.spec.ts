/**
 * No password, token or secret in a log line or an audit entry: a production server of this test's
 * own (its whole output kept in a file, a line per request, LOG_LEVEL=info), a staff member's whole
 * life through its server functions (invited, accepts with a password, signs in, enrols an
 * authenticator, signs in with a code, asks for a new password, sets it), then the log and the
 * audit trail are searched for every secret the run handled.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { fromCrossJSON } from 'seroval'
import { startMailSink, type MailSink } from '../../../scripts/lib/mail-sink.mjs'
import {
  startProductionServer,
  type ProductionServer,
} from '../../../scripts/lib/server-process.mjs'
import { e2ePorts } from '../../../playwright.config'
import { callServerFn } from '../support/server-fn'

// Ports of this worker's range that its own servers leave free (playwright.config.ts).
const port = e2ePorts.port + 5
const mockPort = e2ePorts.mockPort + 6
const smtpPort = e2ePorts.mockPort + 8
const secretKey = 'mock-service-role-key'
const admin = { email: 'admin@example.com', password: 'admin-demo-password' }
const invitee = { email: 'logged.editor@example.com', password: 'tidal compass orchard 4412' }
const newAdminPassword = 'granite willow beacon 7730'

let dir: string
let sink: MailSink
let server: ProductionServer

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'staff-logs-'))
  sink = await startMailSink({ port: smtpPort })
  server = await startProductionServer({
    port,
    mockPort,
    logTo: join(dir, 'server.log'),
    env: {
      LOG_REQUESTS: 'on',
      LOG_LEVEL: 'info',
      ADMIN_TWO_FACTOR: 'optional',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_TO: 'team@example.com',
      MAIL_FROM: 'site@example.com',
      MOCK_CONTROL_TOKEN: 'staff-logs-control-token-0123456789',
    },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await sink?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function result<T>(response: { text(): Promise<string> }): Promise<T> {
  return (fromCrossJSON(JSON.parse(await response.text()), { refs: new Map() }) as { result: T })
    .result
}

async function call<T>(
  context: APIRequestContext,
  id: string,
  data?: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const response = await callServerFn(context, server.url, { id, data, method })
  expect(response.status(), `${id}: ${await response.text()}`).toBe(200)
  return result<T>(response)
}

async function mailTo(address: string, count: number) {
  await expect
    .poll(() => sink.messages.filter((mail) => JSON.stringify(mail.to).includes(address)).length, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count)
  const mail = sink.messages.filter((message) => JSON.stringify(message.to).includes(address))[
    count - 1
  ]!
  return /token=([0-9a-f]{64})/.exec(mail.text ?? '')![1]!
}

test('a staff member from invitation to two-factor sign-in and a new password: nothing secret is logged or audited', async () => {
  test.setTimeout(90_000)
  const secrets: string[] = [secretKey, admin.password, invitee.password, newAdminPassword]
  const adminSession = await playwrightRequest.newContext({ baseURL: server.url })
  await call(adminSession, 'auth--signIn', admin)
  await call(adminSession, 'team--inviteStaff', { email: invitee.email, role: 'editor' })
  const invitation = await mailTo(invitee.email, 1)
  secrets.push(invitation)

  const visitor = await playwrightRequest.newContext({ baseURL: server.url })
  await call(visitor, 'staff-links--getStaffLink', { token: invitation }, 'GET')
  await call(visitor, 'staff-links--setPasswordFromLink', {
    token: invitation,
    password: invitee.password,
  })
  const signedIn = await callServerFn(visitor, server.url, { id: 'auth--signIn', data: invitee })
  for (const cookie of signedIn.headers()['set-cookie']?.split('\n') ?? [])
    secrets.push(cookie.split(';')[0]!.split('=').slice(1).join('='))
  const enrolment = await call<{ factorId: string; secret: string }>(
    visitor,
    'account--startTwoFactorEnrolment',
  )
  secrets.push(enrolment.secret)
  const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate()
  await call(visitor, 'account--confirmTwoFactorEnrolment', { factorId: enrolment.factorId, code })

  await call(visitor, 'staff-links--requestPasswordRecovery', { email: admin.email })
  const recovery = await mailTo(admin.email, 1)
  secrets.push(recovery)
  await call(visitor, 'staff-links--setPasswordFromLink', {
    token: recovery,
    password: newAdminPassword,
  })
  const again = await playwrightRequest.newContext({ baseURL: server.url })
  await call(again, 'auth--signIn', { email: admin.email, password: newAdminPassword })
  const trail = JSON.stringify(
    await call<unknown>(again, 'audit-admin--listAuditEntries', {}, 'GET'),
  )
  expect(trail).toContain('invitation_accepted')
  expect(trail).toContain('password_reset')

  await server.stop()
  const log = readFileSync(join(dir, 'server.log'), 'utf8')
  expect(log).toContain('"event":"request"')
  expect(log).toContain('link-password-set')
  const leaks = secrets.filter(
    (secret) => secret.length >= 6 && (log.includes(secret) || trail.includes(secret)),
  )
  expect(leaks).toEqual([])
  for (const context of [adminSession, visitor, again]) await context.dispose()
})
