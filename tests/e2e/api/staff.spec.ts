/**
 * Staff accounts through the running server's functions: an editor is refused every admins'
 * function (403) and nothing changes; an admin cannot reset the second factor of an account that
 * is not on the team; each wrong sign-in code counts toward the sign-in limits, and a session
 * still waiting for its code cannot try one through the enrolment instead;
 * 'Forgot password?' answers the same words for any address and is limited like sign-in; the
 * secret key is in no file the browser can load.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import {
  expect,
  test,
  request as playwrightRequest,
  type APIRequestContext,
} from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { fromCrossJSON } from 'seroval'
import { callServerFn, signInOverHttp } from '../support/server-fn'
import { developmentDatabaseQuery, resetMockBackend, serviceSelect } from '../support/mock-backend'

const editor = { email: 'editor@example.com', password: 'editor-demo-password' }
const admin = { email: 'admin@example.com', password: 'admin-demo-password' }
const someId = '11111111-1111-4111-8111-111111111111'

/** A client address of its own (the server trusts one proxy's X-Forwarded-For), so limits start at zero. */
const freshAddress = () =>
  `198.18.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 254) + 1}`

async function resultOf<T>(response: { text(): Promise<string> }): Promise<T> {
  return (fromCrossJSON(JSON.parse(await response.text()), { refs: new Map() }) as { result: T })
    .result
}

async function signedIn(
  baseURL: string,
  account: { email: string; password: string },
): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL })
  await signInOverHttp(context, baseURL, account.email, account.password)
  return context
}

/** The admin enrols an authenticator over HTTP: its factor's id, and the code it shows now. */
async function enrolAdmin(baseURL: string): Promise<{ factorId: string; code: () => string }> {
  const enrolling = await signedIn(baseURL, admin)
  const started = await resultOf<{ factorId: string; secret: string }>(
    await callServerFn(enrolling, baseURL, { id: 'account--startTwoFactorEnrolment' }),
  )
  const code = () => new TOTP({ secret: Secret.fromBase32(started.secret) }).generate()
  expect(
    (
      await callServerFn(enrolling, baseURL, {
        id: 'account--confirmTwoFactorEnrolment',
        data: { factorId: started.factorId, code: code() },
      })
    ).status(),
  ).toBe(200)
  await enrolling.dispose()
  return { factorId: started.factorId, code }
}

/** The admin signed in again with the password alone, from an address of its own: the session waits for its code. */
async function waitingForCode(baseURL: string): Promise<APIRequestContext> {
  const session = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': freshAddress() },
  })
  const password = await resultOf<{ error: null; auth: { access: string } }>(
    await callServerFn(session, baseURL, { id: 'auth--signIn', data: admin }),
  )
  expect(password.auth.access).toBe('needs-code')
  return session
}

test.beforeEach(async ({ request }) => resetMockBackend(request))

test('an editor is refused every admins function with 403, and nothing changes; staff functions answer', async ({
  request,
  baseURL,
}) => {
  const before = {
    applications: await serviceSelect(
      request,
      'partnership_applications?select=id,status,internal_note&order=id',
    ),
    roles: await serviceSelect(request, 'user_roles?select=user_id,role&order=user_id'),
    settings: await serviceSelect(request, 'site_settings?select=*'),
  }
  const session = await signedIn(baseURL!, editor)
  const refused = [
    { id: 'submissions-admin--listApplications', method: 'GET' as const, data: {} },
    { id: 'submissions-admin--setApplicationStatus', data: { id: someId, status: 'accepted' } },
    { id: 'submissions-admin--listClaims', method: 'GET' as const },
    { id: 'events-admin--listRegistrations', method: 'GET' as const, data: { id: someId } },
    { id: 'events-admin--getSettings', method: 'GET' as const },
    { id: 'audit-admin--listAuditEntries', method: 'GET' as const, data: {} },
    { id: 'team--listTeam', method: 'GET' as const },
    { id: 'team--inviteStaff', data: { email: 'new@example.com', role: 'admin' } },
    {
      id: 'team--changeStaffRole',
      data: { userId: '3d5a9c7e-1f2b-4e8d-9a6c-7b0e2d4f6a03', role: 'admin' },
    },
    { id: 'team--removeStaffAccess', data: { userId: '6f0b6d4e-8a51-4f0c-9a59-2b8d5c1e7a01' } },
  ]
  for (const call of refused) {
    const answer = await callServerFn(session, baseURL!, call)
    expect(answer.status(), call.id).toBe(403)
    expect(await answer.text()).toContain('You do not have permission to do this.')
  }
  expect(
    (
      await callServerFn(session, baseURL!, { id: 'experts-admin--listAllExperts', method: 'GET' })
    ).status(),
  ).toBe(200)
  expect(
    (
      await callServerFn(session, baseURL!, { id: 'events-admin--listAllEvents', method: 'GET' })
    ).status(),
  ).toBe(200)
  expect(
    await serviceSelect(
      request,
      'partnership_applications?select=id,status,internal_note&order=id',
    ),
  ).toEqual(before.applications)
  expect(await serviceSelect(request, 'user_roles?select=user_id,role&order=user_id')).toEqual(
    before.roles,
  )
  expect(await serviceSelect(request, 'site_settings?select=*')).toEqual(before.settings)
  await session.dispose()
})

test('inviting an address that already has an account says whether it is on the team, and adds no role', async ({
  request,
  baseURL,
}) => {
  const roles = () => serviceSelect(request, 'user_roles?select=user_id,role&order=user_id')
  const before = await roles()
  const session = await signedIn(baseURL!, admin)
  const invite = (email: string) => callServerFn(session, baseURL!, { id: 'team--inviteStaff', data: { email, role: 'editor' } })
  // A community member's account is not on the Team page: nothing there to remove.
  const member = await invite('member@example.com')
  expect(member.status()).toBe(409)
  expect(await member.text()).toContain(
    'This address already has an account on this site that is not on the team, so it cannot be invited. Invite another address of theirs.',
  )
  const colleague = await invite('Editor@Example.com')
  expect(colleague.status()).toBe(409)
  expect(await colleague.text()).toContain('This address is already on the team.')
  expect(await roles()).toEqual(before)
  await session.dispose()
})

test("resetting two-factor sign-in of an account that is not on the team is refused (404): its factor stays and nothing is audited", async ({
  baseURL,
}) => {
  const [factor] = (await developmentDatabaseQuery(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     select id, 'Authenticator', 'totp', 'verified', 'JBSWY3DPEHPK3PXP' from auth.users where email = $1
     returning id, user_id`,
    ['member@example.com'],
  )) as [{ id: string; user_id: string }]
  const session = await signedIn(baseURL!, admin)
  const answer = await callServerFn(session, baseURL!, {
    id: 'team--resetStaffTwoFactor',
    data: { userId: factor.user_id },
  })
  expect(answer.status()).toBe(404)
  expect(await answer.text()).toContain('This person is not on the team.')
  await session.dispose()
  expect(
    await developmentDatabaseQuery('select id, status from auth.mfa_factors where user_id = $1', [factor.user_id]),
  ).toEqual([{ id: factor.id, status: 'verified' }])
  expect(
    await developmentDatabaseQuery(
      "select action from audit.entries where action = 'two_factor_reset' and record_id = $1",
      [factor.user_id],
    ),
  ).toEqual([])
})

test('each wrong sign-in code counts toward the sign-in limits: the 6th try from one address is 429', async ({
  baseURL,
}) => {
  // The admin enrols an authenticator over HTTP, then signs in again from an address of its own.
  const { code } = await enrolAdmin(baseURL!)
  const session = await waitingForCode(baseURL!)
  // Without the code the session has no staff rights, whatever it calls.
  expect(
    (
      await callServerFn(session, baseURL!, { id: 'experts-admin--listAllExperts', method: 'GET' })
    ).status(),
  ).toBe(403)
  const wrong = String((Number(code()) + 500_000) % 1_000_000).padStart(6, '0')
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = await callServerFn(session, baseURL!, {
      id: 'sign-in-code--verifySignInCode',
      data: { code: wrong },
    })
    expect(answer.status(), `attempt ${attempt}`).toBe(200)
    expect((await resultOf<{ error: { message: string } }>(answer)).error.message).toContain(
      'That code is not right',
    )
  }
  const refused = await callServerFn(session, baseURL!, {
    id: 'sign-in-code--verifySignInCode',
    data: { code: code() },
  })
  expect(refused.status()).toBe(429)
  expect(refused.headers()['retry-after']).toMatch(/^\d+$/)
  expect((await resultOf<{ error: { message: string } }>(refused)).error.message).toContain(
    'Too many failed sign-in attempts',
  )
  // From another address the right code still works.
  const elsewhere = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': freshAddress() },
  })
  await callServerFn(elsewhere, baseURL!, { id: 'auth--signIn', data: admin })
  const accepted = await resultOf<{ error: null; auth: { access: string } }>(
    await callServerFn(elsewhere, baseURL!, {
      id: 'sign-in-code--verifySignInCode',
      data: { code: code() },
    }),
  )
  expect(accepted).toMatchObject({ error: null, auth: { access: 'granted' } })
  await session.dispose()
  await elsewhere.dispose()
})

test('a session still waiting for its sign-in code cannot verify the account\'s factor through the enrolment (409), and stays without staff rights', async ({
  baseURL,
}) => {
  const { factorId, code } = await enrolAdmin(baseURL!)
  const session = await waitingForCode(baseURL!)
  const refused = await callServerFn(session, baseURL!, {
    id: 'account--confirmTwoFactorEnrolment',
    data: { factorId, code: code() },
  })
  expect(refused.status()).toBe(409)
  expect(await refused.text()).toContain('Two-factor sign-in is already on for this account.')
  for (const call of [
    { id: 'team--listTeam', method: 'GET' as const },
    { id: 'experts-admin--listAllExperts', method: 'GET' as const },
  ]) {
    expect((await callServerFn(session, baseURL!, call)).status(), call.id).toBe(403)
  }
  await session.dispose()
})

test("'Forgot password?' answers the same words for a staff address and an unknown one, and is limited like sign-in", async ({
  baseURL,
}) => {
  const session = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': freshAddress() },
  })
  const ask = (email: string) =>
    callServerFn(session, baseURL!, { id: 'staff-links--requestPasswordRecovery', data: { email } })
  const known = await ask(admin.email)
  const unknown = await ask('nobody-here@example.com')
  expect(known.status()).toBe(200)
  expect(unknown.status()).toBe(200)
  expect(await resultOf(known)).toEqual(await resultOf(unknown))
  expect(await resultOf(known)).toEqual({
    message:
      'If that address belongs to a staff account, a link to choose a new password is on its way. It works for one hour. If you were invited and have not accepted yet, use the link in your invitation, or ask an admin to send it again.',
  })
  for (let attempt = 2; attempt <= 5; attempt++) expect((await ask(admin.email)).status()).toBe(200)
  const refused = await ask(admin.email)
  expect(refused.status()).toBe(429)
  expect(await resultOf(refused)).toMatchObject({
    message: expect.stringContaining('Too many requests for a new password'),
  })
  expect(
    (
      await callServerFn(session, baseURL!, {
        id: 'staff-links--requestPasswordRecovery',
        data: { email: 'not an address' },
      })
    ).status(),
  ).toBe(400)
  await session.dispose()
})

test('a password change is refused signed out (401) and for bad input (400); wrong current passwords count toward the sign-in limits', async ({
  baseURL,
}) => {
  const change = (session: APIRequestContext, data: unknown) => callServerFn(session, baseURL!, { id: 'account--changePassword', data })
  const newPassword = 'copper lantern meadow 2032'
  const stranger = await playwrightRequest.newContext({ baseURL })
  expect((await change(stranger, { currentPassword: admin.password, newPassword })).status()).toBe(401)
  await stranger.dispose()

  const session = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } })
  await signInOverHttp(session, baseURL!, admin.email, admin.password)
  for (const bad of [{ newPassword }, { currentPassword: admin.password, newPassword: 'x'.repeat(201) }, { currentPassword: 42, newPassword }]) {
    expect((await change(session, bad)).status(), JSON.stringify(bad)).toBe(400)
  }
  const weak = await change(session, { currentPassword: admin.password, newPassword: admin.email })
  expect(weak.status()).toBe(400)
  expect(await weak.text()).toContain('Choose a password that is not your e-mail address.')
  const same = await change(session, { currentPassword: admin.password, newPassword: admin.password })
  expect(same.status()).toBe(400)
  expect(await same.text()).toContain('Choose a password other than your current one.')
  for (let attempt = 1; attempt <= 5; attempt++) {
    const wrong = await change(session, { currentPassword: `wrong-${attempt}`, newPassword })
    expect(wrong.status(), `attempt ${attempt}`).toBe(400)
    expect(await wrong.text()).toContain('That is not your current password.')
  }
  const refused = await change(session, { currentPassword: admin.password, newPassword })
  expect(refused.status()).toBe(429)
  expect(refused.headers()['retry-after']).toMatch(/^\d+$/)
  await session.dispose()
  // Each wrong password is in the audit trail as a failed sign-in, and the refusal after them too.
  expect(
    await developmentDatabaseQuery(
      "select action, count(*)::int as n from audit.entries where actor = $1 and action in ('sign_in_failed', 'sign_in_refused') group by action order by action",
      [admin.email],
    ),
  ).toEqual([
    { action: 'sign_in_failed', n: 5 },
    { action: 'sign_in_refused', n: 1 },
  ])

  // None of it changed the password.
  const check = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } })
  const signedInAgain = await resultOf<{ error: null | { message: string } }>(await callServerFn(check, baseURL!, { id: 'auth--signIn', data: admin }))
  expect(signedInAgain.error).toBeNull()
  await check.dispose()
})

test('the secret key is in no file the browser can load, and in no page', async ({ request }) => {
  const secret = 'mock-service-role-key'
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(js|css|html|json|txt|map)$/.test(name)) files.push(path)
    }
  }
  walk(join(process.cwd(), 'dist/client'))
  expect(files.length).toBeGreaterThan(10)
  expect(files.filter((file) => readFileSync(file, 'utf8').includes(secret))).toEqual([])
  for (const path of ['/', '/admin/login', '/admin/password']) {
    expect(await (await request.get(path)).text(), path).not.toContain(secret)
  }
})
