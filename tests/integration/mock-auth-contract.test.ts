/**
 * The development backend's Auth answers as Supabase Auth does, held to Supabase's responses
 * (tests/integration/fixtures/supabase-auth-responses.json: the shapes of Supabase Auth's
 * handlers): the same status, the same keys with values of the same types, the same error codes
 * and messages, and the same `aal`/`amr` claims, for every endpoint the site's server calls,
 * over plain HTTP as supabase-js sends it. What it does not implement it refuses by name.
 */
import { decodeJwt } from 'jose'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import recorded from './fixtures/supabase-auth-responses.json'
import { MOCK_ANON_KEY } from '../../app.config'
import { MOCK_SERVICE_ROLE_KEY, demoUsers } from '../../mocks/demo-users'
import { startTestBackend, type TestBackend } from './support/backend'

type Recorded = { status: number; body?: unknown }
const responses = recorded.responses as Record<
  string,
  Recorded | { claims: Record<string, unknown> }
>

/** Keys Supabase Auth leaves out when empty (`omitempty`): present on some users, absent on others. */
const OPTIONAL_USER_KEYS = new Set([
  'email_confirmed_at',
  'confirmed_at',
  'invited_at',
  'confirmation_sent_at',
  'recovery_sent_at',
  'last_sign_in_at',
  'factors',
  'banned_until',
  'new_email',
])

/** The differences between an answer's value and the recorded one's shape, as paths. */
function shapeDifferences(actual: unknown, expected: unknown, path = '$'): string[] {
  if (expected === null)
    return actual === null || typeof actual === 'string'
      ? []
      : [`${path}: ${JSON.stringify(actual)} is not null`]
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: not an array`]
    return expected.length > 0 && actual.length > 0
      ? shapeDifferences(actual[0], expected[0], `${path}[0]`)
      : []
  }
  if (typeof expected === 'object') {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual))
      return [`${path}: not an object`]
    const record = actual as Record<string, unknown>
    const known = expected as Record<string, unknown>
    const missing = Object.keys(known)
      .filter((key) => !(key in record) && !OPTIONAL_USER_KEYS.has(key))
      .map((key) => `${path}.${key}: missing`)
    const extra = Object.keys(record)
      .filter((key) => !(key in known) && !OPTIONAL_USER_KEYS.has(key))
      .map((key) => `${path}.${key}: not in Supabase's answer`)
    const nested = Object.keys(known)
      .filter((key) => key in record)
      .flatMap((key) => shapeDifferences(record[key], known[key], `${path}.${key}`))
    return [...missing, ...extra, ...nested]
  }
  return typeof actual === typeof expected
    ? []
    : [`${path}: ${typeof actual}, Supabase answers a ${typeof expected}`]
}

async function expectAnswer(answer: Response, name: string): Promise<unknown> {
  const expected = responses[name] as Recorded
  const body = answer.status === 204 ? undefined : ((await answer.json()) as unknown)
  expect({ name, status: answer.status, body }).toMatchObject({ name, status: expected.status })
  if (expected.body !== undefined) {
    expect(shapeDifferences(body, expected.body), name).toEqual([])
    const error = expected.body as { error_code?: string; msg?: string }
    if (error.error_code) expect(body).toEqual(expected.body)
  }
  return body
}

function expectClaims(accessToken: string, name: string) {
  const claims = decodeJwt(accessToken)
  const expected = (responses[name] as { claims: Record<string, unknown> }).claims
  expect(
    shapeDifferences(
      {
        aal: claims.aal,
        amr: claims.amr,
        session_id: claims.session_id,
        role: claims.role,
        aud: claims.aud,
      },
      expected,
    ),
    name,
  ).toEqual([])
  expect(claims.aal).toBe(expected.aal)
  expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(
    (expected.amr as { method: string }[]).map((entry) => entry.method),
  )
}

let backend: TestBackend
let auth: (path: string, init?: RequestInit & { token?: string }) => Promise<Response>
beforeAll(async () => {
  backend = await startTestBackend()
  auth = (path, init = {}) => {
    const headers = new Headers(init.headers)
    headers.set('apikey', MOCK_ANON_KEY)
    headers.set('authorization', `Bearer ${init.token ?? MOCK_ANON_KEY}`)
    if (init.body) headers.set('content-type', 'application/json')
    return fetch(`${backend.url}/auth/v1${path}`, { ...init, headers })
  }
}, 60_000)
afterAll(() => backend?.close())

const json = (value: unknown) => JSON.stringify(value)
const service = { token: MOCK_SERVICE_ROLE_KEY }

async function passwordSession(email: string, password: string) {
  const answer = await auth('/token?grant_type=password', {
    method: 'POST',
    body: json({ email, password }),
  })
  return (await answer.json()) as { access_token: string; user: { id: string } }
}

describe("the development backend's Auth, against Supabase Auth's answers", () => {
  it('signs in with a password at aal1, enrols, challenges and verifies a TOTP factor to aal2', async () => {
    await backend.reset()
    const editor = demoUsers.editor
    const signedIn = (await expectAnswer(
      await auth('/token?grant_type=password', {
        method: 'POST',
        body: json({ email: editor.email, password: editor.password }),
      }),
      'password grant',
    )) as { access_token: string }
    expectClaims(signedIn.access_token, 'access token claims after the password')
    await expectAnswer(
      await auth('/token?grant_type=password', {
        method: 'POST',
        body: json({ email: editor.email, password: 'wrong password' }),
      }),
      'password grant, wrong password',
    )

    const token = signedIn.access_token
    const enrolled = (await expectAnswer(
      await auth('/factors', {
        method: 'POST',
        token,
        body: json({ factor_type: 'totp', friendly_name: 'Authenticator app', issuer: 'Site' }),
      }),
      'enroll a TOTP factor',
    )) as { id: string; totp: { secret: string; uri: string; qr_code: string } }
    expect(enrolled.totp.uri).toMatch(/^otpauth:\/\/totp\/Site:editor%40example\.com\?.*secret=/)
    expect(enrolled.totp.qr_code).toMatch(/^<svg/)
    await expectAnswer(
      await auth('/factors', {
        method: 'POST',
        token,
        body: json({ factor_type: 'totp', friendly_name: 'Authenticator app' }),
      }),
      'enroll with the same friendly name',
    )

    const challenge = (await expectAnswer(
      await auth(`/factors/${enrolled.id}/challenge`, { method: 'POST', token, body: '{}' }),
      'challenge a factor',
    )) as { id: string }
    await expectAnswer(
      await auth(`/factors/${enrolled.id}/verify`, {
        method: 'POST',
        token,
        body: json({ challenge_id: challenge.id, code: '' }),
      }),
      'verify with no code',
    )
    const code = new TOTP({ secret: Secret.fromBase32(enrolled.totp.secret) }).generate()
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0')
    await expectAnswer(
      await auth(`/factors/${enrolled.id}/verify`, {
        method: 'POST',
        token,
        body: json({ challenge_id: challenge.id, code: wrong }),
      }),
      'verify a wrong code',
    )
    const verified = (await expectAnswer(
      await auth(`/factors/${enrolled.id}/verify`, {
        method: 'POST',
        token,
        body: json({ challenge_id: challenge.id, code }),
      }),
      'verify a right code',
    )) as { access_token: string }
    expectClaims(verified.access_token, 'access token claims after a TOTP code')

    // A new password session is aal1 again, and may not remove the verified factor.
    const again = await passwordSession(editor.email, editor.password)
    await expectAnswer(
      await auth(`/factors/${enrolled.id}`, { method: 'DELETE', token: again.access_token }),
      'unenroll a verified factor with an aal1 session',
    )
    const admin = await passwordSession(demoUsers.admin.email, demoUsers.admin.password)
    await expectAnswer(
      await auth(`/factors/${enrolled.id}`, { method: 'DELETE', token: admin.access_token }),
      'a factor of someone else',
    )

    await expectAnswer(
      await auth(`/admin/users/${editor.id}/factors`, { method: 'GET', ...service }),
      "list a user's factors",
    )
    await expectAnswer(
      await auth(`/admin/users/${editor.id}/factors/${enrolled.id}`, {
        method: 'DELETE',
        ...service,
      }),
      "delete a user's factor",
    )
  })

  it('invites, sets a password, deletes an account (its token then refused) and signs out as the admin API does', async () => {
    await backend.reset()
    const invited = (await expectAnswer(
      await auth('/admin/generate_link', {
        method: 'POST',
        ...service,
        body: json({ type: 'invite', email: 'new.editor@example.com' }),
      }),
      'generate an invite link',
    )) as { id: string }
    await expectAnswer(
      await auth('/admin/generate_link', {
        method: 'POST',
        ...service,
        body: json({ type: 'invite', email: demoUsers.editor.email }),
      }),
      'invite a confirmed address',
    )
    const member = await passwordSession(demoUsers.member.email, demoUsers.member.password)
    await expectAnswer(
      await auth('/admin/generate_link', {
        method: 'POST',
        token: member.access_token,
        body: json({ type: 'invite', email: 'someone@example.com' }),
      }),
      'admin API without the secret key',
    )

    await expectAnswer(
      await auth(`/admin/users/${invited.id}`, {
        method: 'PUT',
        ...service,
        body: json({ password: 'short pass', email_confirm: true }),
      }),
      'a password shorter than minimum_password_length',
    )
    await expectAnswer(
      await auth(`/admin/users/${invited.id}`, {
        method: 'PUT',
        ...service,
        body: json({ password: 'a long enough passphrase', email_confirm: true }),
      }),
      "update a user's password",
    )
    const session = await passwordSession('new.editor@example.com', 'a long enough passphrase')
    await expectAnswer(
      await auth(`/admin/users/${invited.id}`, { method: 'DELETE', ...service }),
      'delete a user',
    )
    await expectAnswer(
      await auth('/user', { token: session.access_token }),
      'the token of a deleted user',
    )

    const own = await passwordSession(demoUsers.member.email, demoUsers.member.password)
    await expectAnswer(
      await auth('/logout?scope=global', { method: 'POST', token: own.access_token }),
      'logout',
    )
    await expectAnswer(
      await auth('/user', { token: own.access_token }),
      "a signed-out session's token",
    )
  })

  it("sets a signed-in user's own password as Auth's PUT /user does: other sessions end, this one stays; the same password and a short one are refused", async () => {
    await backend.reset()
    const { email, password } = demoUsers.member
    const here = await passwordSession(email, password)
    const elsewhere = await passwordSession(email, password)
    const put = (body: unknown) => auth('/user', { method: 'PUT', token: here.access_token, body: json(body) })

    const same = await put({ password })
    expect({ status: same.status, body: await same.json() }).toEqual({
      status: 422,
      body: { code: 422, error_code: 'same_password', msg: 'New password should be different from the old password.' },
    })
    expect((await put({ password: 'short pass' })).status).toBe(422)
    // Its other fields (an address, metadata) are not implemented: refused by name.
    expect((await put({ email: 'new.address@example.com' })).status).toBe(501)
    expect((await put({ password: 'a new long passphrase' })).status).toBe(200)
    expect((await auth('/user', { token: here.access_token })).status).toBe(200)
    const ended = await auth('/user', { token: elsewhere.access_token })
    expect({ status: ended.status, body: await ended.json() }).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } })
    expect((await passwordSession(email, 'a new long passphrase')).access_token).toBeTruthy()

    // The admin API's password (a link's) ends every session of the account, this one too.
    await auth(`/admin/users/${here.user.id}`, { method: 'PUT', ...service, body: json({ password: 'another long passphrase' }) })
    expect((await auth('/user', { token: here.access_token })).status).toBe(403)
  })

  it('refuses by name what it does not implement: the e-mail link endpoints, Supabase mail, the user list', async () => {
    for (const [method, path] of [
      ['POST', '/verify'],
      ['GET', '/verify?token=abc&type=invite'],
      ['POST', '/invite'],
      ['POST', '/recover'],
      ['GET', '/admin/users'],
    ] as const) {
      const answer = await auth(path, { method, ...(method === 'GET' ? {} : { body: '{}' }) })
      expect({ path, status: answer.status, body: await answer.json() }).toMatchObject({
        status: 501,
        body: {
          code: 'MOCK_UNSUPPORTED',
          message: `The mock backend does not support ${method} /auth/v1${path.split('?')[0]}`,
        },
      })
    }
  })
})
