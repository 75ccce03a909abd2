/**
 * Abuse limits and refusals of the running production server: sign-in limits
 * keyed by client address (the Playwright server runs with TRUST_PROXY=1, so
 * each test picks its own address with X-Forwarded-For), malformed and unknown
 * server-function calls, upload names, the mock's guarded test controls, and
 * the removed sign-up.
 */
import { expect, test, request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test'
import { fromCrossJSON } from 'seroval'
import type { AuthResult } from '~/lib/auth'
import { callServerFn, signInOverHttp } from '../support/server-fn'
import { clearFaults, injectFault, mockBackendUrl, mockControlHeaders, resetMockBackend } from '../support/mock-backend'

const admin = { email: 'admin@example.com', password: 'admin-demo-password' }

/** A client address no other test uses (198.18.0.0/15 is set aside for benchmarks). */
function freshAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`
}

function signInFrom(request: APIRequestContext, baseURL: string, address: string, password: string) {
  return callServerFn(request, baseURL, {
    id: 'auth--signIn',
    data: { email: admin.email, password },
    headers: { 'x-forwarded-for': address },
  })
}

async function authResult(response: APIResponse): Promise<AuthResult> {
  return (fromCrossJSON(await response.json(), { refs: new Map() }) as { result: AuthResult }).result
}

test.beforeEach(async ({ request }) => resetMockBackend(request))

test.describe('sign-in limits', () => {
  test('the 6th wrong password for the admin from one address is 429 with Retry-After; the right password from another address still works', async ({
    request,
    baseURL,
  }) => {
    const stranger = freshAddress()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signInFrom(request, baseURL!, stranger, 'wrong-password')
      expect(response.status(), `attempt ${attempt}`).toBe(200)
      expect((await authResult(response)).error?.message).toBe('Invalid login credentials')
    }
    const limited = await signInFrom(request, baseURL!, stranger, 'wrong-password')
    expect(limited.status()).toBe(429)
    const retryAfter = Number(limited.headers()['retry-after'])
    expect(retryAfter).toBeGreaterThan(840)
    expect(retryAfter).toBeLessThanOrEqual(900)
    expect((await authResult(limited)).error?.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.')

    // The stranger's address stays refused, even with the right password or a forged first hop.
    expect((await signInFrom(request, baseURL!, stranger, admin.password)).status()).toBe(429)
    expect((await signInFrom(request, baseURL!, `203.0.113.1, ${stranger}`, 'wrong-password')).status()).toBe(429)

    // The owner, from their own address, signs in.
    const owner = await playwrightRequest.newContext({ baseURL })
    const response = await signInFrom(owner, baseURL!, freshAddress(), admin.password)
    expect(response.status()).toBe(200)
    expect(await authResult(response)).toMatchObject({ error: null, auth: { user: { email: admin.email }, role: 'admin', access: 'granted' } })
    await owner.dispose()
  })

  test('7 parallel wrong tries from one address get exactly 5 password checks and 2 refusals', async ({ request, baseURL }) => {
    const address = freshAddress()
    const responses = await Promise.all(Array.from({ length: 7 }, () => signInFrom(request, baseURL!, address, 'wrong-password')))
    const statuses = responses.map((response) => response.status()).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    for (const response of responses.filter((each) => each.status() === 429)) expect(response.headers()['retry-after']).toMatch(/^\d+$/)
  })

  test('a failing auth service gets our own message, not its text, and does not count as a wrong password', async ({ request, baseURL }) => {
    const address = freshAddress()
    await injectFault(request, { service: 'auth', status: 500 })
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await signInFrom(request, baseURL!, address, admin.password)
      expect(response.status()).toBe(200)
      const body = await response.text()
      expect(body).toContain('Sign-in is not available right now. Please try again later.')
      expect(body).not.toContain('Injected')
    }
    await clearFaults(request)
    expect((await signInFrom(request, baseURL!, address, admin.password)).status()).toBe(200)
  })

  test('a failed sign-out answers 502 with our own message', async ({ baseURL, request }) => {
    const session = await playwrightRequest.newContext({ baseURL })
    await signInOverHttp(session, baseURL!, admin.email, admin.password)
    await injectFault(request, { service: 'auth', status: 500, methods: ['POST'] })
    const response = await callServerFn(session, baseURL!, { id: 'auth--signOut' })
    expect(response.status()).toBe(502)
    const body = await response.text()
    expect(body).toContain('Signing out did not complete. Please try again.')
    expect(body).not.toContain('Injected')
    await clearFaults(request)
    await session.dispose()
  })
})

test.describe('server-function calls that reach no function', () => {
  const internals = /Cannot read|JSON|Unexpected|Server function info|Seroval|at \S+ \(|node_modules|Invariant/i
  const calls = [
    { name: 'a null body', id: 'auth--signIn', rawBody: 'null', status: 400 },
    { name: 'a body that is not JSON', id: 'auth--signIn', rawBody: Buffer.from('{bad json'), status: 400 },
    { name: 'an empty JSON body', id: 'auth--signIn', rawBody: '', headers: { 'content-type': 'application/json' }, status: 400 },
    { name: 'JSON that is not a payload', id: 'auth--signIn', rawBody: '{"t":{"t":999},"f":0,"m":[]}', status: 400 },
    { name: 'a malformed multipart body', id: 'experts-admin--uploadExpertImage', rawBody: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=x' }, status: 400 },
    { name: 'an unknown function id', id: 'nothing--here', rawBody: '{}', status: 404 },
    { name: 'the removed sign-up function', id: 'auth--signUp', data: { email: 'new@example.com', password: 'long-enough-password' }, status: 404 },
    { name: 'a GET of a POST function', id: 'auth--signIn', method: 'GET' as const, status: 405 },
  ]
  for (const call of calls) {
    test(`${call.name}: ${call.status} with a short JSON error`, async ({ request, baseURL }) => {
      const response = await callServerFn(request, baseURL!, call)
      expect(response.status()).toBe(call.status)
      expect(response.headers()['content-type']).toContain('application/json')
      const body = await response.text()
      expect(body.length).toBeLessThan(120)
      expect(body).not.toMatch(internals)
      expect(JSON.parse(body)).toEqual({ error: expect.any(String) })
    })
  }

  test('a malformed GET payload: 400 with a short JSON error', async ({ request, baseURL }) => {
    const response = await request.get('/_serverFn/auth--getAuthState?payload=%7Bbad', {
      headers: { 'x-tsr-serverFn': 'true', origin: new URL(baseURL!).origin, 'sec-fetch-site': 'same-origin' },
    })
    expect(response.status()).toBe(400)
    expect(await response.json()).toEqual({ error: 'Malformed server function call.' })
  })
})

test.describe('sign-up', () => {
  test('is gone: no server function, and the auth service refuses sign-ups', async ({ request, baseURL }) => {
    const response = await callServerFn(request, baseURL!, { id: 'auth--signUp', data: { email: 'new@example.com', password: 'long-enough-password' } })
    expect(response.status()).toBe(404)
    const direct = await request.post(`${mockBackendUrl}/auth/v1/signup`, {
      headers: { apikey: 'mock-anon-key' },
      data: { email: 'new@example.com', password: 'long-enough-password' },
    })
    expect(direct.status()).toBe(422)
    expect(await direct.json()).toMatchObject({ error_code: 'signup_disabled' })
    const signIn = await callServerFn(request, baseURL!, { id: 'auth--signIn', data: { email: 'new@example.com', password: 'long-enough-password' } })
    expect((await authResult(signIn)).error?.message).toBe('Invalid login credentials')
  })
})

test.describe('upload names', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )

  test('a PNG named evil.html is stored with .png, under a generated name', async ({ baseURL, request }) => {
    const session = await playwrightRequest.newContext({ baseURL })
    await signInOverHttp(session, baseURL!, admin.email, admin.password)
    const response = await session.post('/_serverFn/experts-admin--uploadExpertImage', {
      headers: { 'x-tsr-serverFn': 'true', origin: new URL(baseURL!).origin, 'sec-fetch-site': 'same-origin' },
      multipart: { file: { name: 'evil.html', mimeType: 'text/html', buffer: png } },
    })
    expect(response.status()).toBe(200)
    const url = /http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/object\/public\/experts\/[^"]+/.exec(await response.text())?.[0]
    expect(url).toMatch(/\/experts\/\d+-[0-9a-f]{12}\.png$/)
    const image = await request.get(url!)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    await session.dispose()
  })
})

test.describe("the mock's test controls", () => {
  test('refuse calls without the run token (401), from another origin (403) and with a text/plain body (415)', async ({ request }) => {
    const fault = JSON.stringify({ service: 'rest', status: 500 })
    expect((await request.post(`${mockBackendUrl}/__mock/reset`)).status()).toBe(401)
    expect((await request.delete(`${mockBackendUrl}/__mock/faults`)).status()).toBe(401)
    expect(
      (await request.post(`${mockBackendUrl}/__mock/faults`, { data: fault, headers: { 'content-type': 'text/plain', 'x-mock-control-token': 'a-guess-at-the-token' } })).status(),
    ).toBe(401)
    expect(
      (await request.post(`${mockBackendUrl}/__mock/faults`, { data: fault, headers: { ...mockControlHeaders, 'content-type': 'application/json', origin: 'https://evil.example' } })).status(),
    ).toBe(403)
    expect(
      (await request.post(`${mockBackendUrl}/__mock/faults`, { data: fault, headers: { ...mockControlHeaders, 'content-type': 'text/plain' } })).status(),
    ).toBe(415)
    // None of them injected the fault: the data API still answers.
    const experts = await request.get(`${mockBackendUrl}/rest/v1/experts?select=name`, { headers: { apikey: 'mock-anon-key' } })
    expect(experts.status()).toBe(200)
  })

  test('are not served by the app itself', async ({ request }) => {
    const response = await request.post('/__mock/reset', { headers: mockControlHeaders })
    expect(response.status()).toBe(404)
  })
})
