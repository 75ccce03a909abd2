/**
 * With an upstream PostgREST configured, the mock forwards /rest/v1 there: same path and
 * query, its fixed API keys swapped for JWTs that PostgREST accepts, user tokens passed on,
 * faults still injected first; and its reset calls the upstream's test_support.reset().
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { getResponse } from 'msw'
import { MOCK_ANON_KEY } from '../../app.config'
import { handlers } from '../../mocks/handlers'
import { controlHandlers, MOCK_CONTROL_TOKEN_HEADER } from '../../mocks/handlers/control'
import { MOCK_SERVICE_ROLE_KEY } from '../../mocks/demo-users'
import { clearFaults, setFault } from '../../mocks/faults'
import { setRestUpstream } from '../../mocks/upstream'

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

let upstream: Server
let upstreamUrl = ''
const seen: Seen[] = []

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
      res.writeHead(200, { 'content-type': 'application/json', 'content-range': '0-0/*' })
      res.end(JSON.stringify([{ from: 'upstream' }]))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  setRestUpstream(upstreamUrl)
})
afterEach(() => {
  seen.length = 0
  clearFaults()
})
afterAll(async () => {
  setRestUpstream(undefined)
  await new Promise((resolve) => upstream.close(resolve))
})

const controlToken = 'integration-test-control-token'
const mockHandlers = [...controlHandlers(controlToken), ...handlers]

async function mock(path: string, init: RequestInit = {}) {
  const response = await getResponse(mockHandlers, new Request(`http://mock.test${path}`, init))
  if (!response) throw new Error(`no handler for ${path}`)
  return response
}

const roleOf = (authorization: string | undefined) => decodeJwt((authorization ?? '').replace(/^Bearer /, '')).role

describe('the mock with an upstream PostgREST', () => {
  it('forwards the request and returns the upstream answer as it is', async () => {
    const response = await mock('/rest/v1/experts?select=name&order=name.asc', {
      headers: { apikey: MOCK_ANON_KEY, authorization: `Bearer ${MOCK_ANON_KEY}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-range')).toBe('0-0/*')
    expect(await response.json()).toEqual([{ from: 'upstream' }])
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/experts?select=name&order=name.asc' })
    expect(seen[0]!.headers.apikey).toBeUndefined()
    expect(roleOf(seen[0]!.headers.authorization)).toBe('anon')
  })

  it('sends the service role key as a service_role JWT, and a user token unchanged, with the body', async () => {
    await mock('/rest/v1/experts', {
      method: 'POST',
      headers: { authorization: `Bearer ${MOCK_SERVICE_ROLE_KEY}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ name: 'Forwarded' }),
    })
    expect(roleOf(seen[0]!.headers.authorization)).toBe('service_role')
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"name":"Forwarded"}' })
    expect(seen[0]!.headers.prefer).toBe('return=minimal')
    await mock('/rest/v1/experts?select=id', { headers: { authorization: 'Bearer user.access.token' } })
    expect(seen[1]!.headers.authorization).toBe('Bearer user.access.token')
  })

  it('injects faults before forwarding', async () => {
    setFault('rest', { status: 500 })
    expect((await mock('/rest/v1/experts?select=name')).status).toBe(500)
    expect(seen).toHaveLength(0)
  })

  it("resets the upstream's data with the mock's reset", async () => {
    expect((await mock('/__mock/reset', { method: 'POST', headers: { [MOCK_CONTROL_TOKEN_HEADER]: controlToken } })).status).toBe(200)
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/rpc/reset' })
    expect(seen[0]!.headers['content-profile']).toBe('test_support')
    expect(roleOf(seen[0]!.headers.authorization)).toBe('service_role')
  })
})
