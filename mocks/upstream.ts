/**
 * The mock's data API can be a real PostgREST instead of the in-memory tables: with
 * MOCK_REST_UPSTREAM set (the real-backend lane sets it), /rest/v1 requests are
 * forwarded there while auth, storage and functions stay mocked. The mock's access
 * tokens are signed with the secret that PostgREST is given (jwt.ts), and its fixed
 * API keys are swapped for equivalent JWTs, so the app runs unchanged.
 *
 * An upstream used for tests may expose `test_support.reset()`: the mock's reset
 * (`POST /__mock/reset`) then calls it too, so each test starts from the same rows.
 */
import { MOCK_ANON_KEY } from '../app.config.ts'
import { MOCK_SERVICE_ROLE_KEY } from './demo-users.ts'
import { signApiKey } from './jwt.ts'

let upstream: string | undefined

export function setRestUpstream(url: string | undefined) {
  upstream = url?.replace(/\/$/, '')
}

export function restUpstream(): string | undefined {
  return upstream
}

const apiKeys: Partial<Record<'anon' | 'service_role', Promise<string>>> = {}
export function apiKeyJwt(role: 'anon' | 'service_role'): Promise<string> {
  return (apiKeys[role] ??= signApiKey(role))
}

async function upstreamToken(token: string): Promise<string> {
  if (token === '' || token === MOCK_ANON_KEY) return apiKeyJwt('anon')
  if (token === MOCK_SERVICE_ROLE_KEY) return apiKeyJwt('service_role')
  return token
}

const DROPPED_REQUEST_HEADERS = ['host', 'apikey', 'content-length', 'accept-encoding', 'connection']
const DROPPED_RESPONSE_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection']

/** Sends a /rest/v1 request to the upstream PostgREST and returns its answer as it is. */
export async function forwardToUpstream(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const target = `${upstream}${url.pathname.replace(/^.*\/rest\/v1/, '')}${url.search}`
  const headers = new Headers(request.headers)
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name)
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '') || (request.headers.get('apikey') ?? '')
  headers.set('authorization', `Bearer ${await upstreamToken(token)}`)
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer()
  const response = await fetch(target, { method: request.method, headers, body })
  const responseHeaders = new Headers(response.headers)
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name)
  const bytes = request.method === 'HEAD' ? null : await response.arrayBuffer()
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: responseHeaders })
}

/** Calls the upstream's test_support.reset() when there is an upstream; true when it ran. */
export async function resetUpstream(): Promise<boolean> {
  if (!upstream) return false
  const response = await fetch(`${upstream}/rpc/reset`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await apiKeyJwt('service_role')}`,
      'content-profile': 'test_support',
      'content-type': 'application/json',
    },
    body: '{}',
  })
  if (!response.ok) throw new Error(`upstream reset failed: ${response.status} ${await response.text()}`)
  return true
}

/** The service role's view of the upstream: names of all experts, and inserting rows. */
export async function upstreamServiceRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('authorization', `Bearer ${await apiKeyJwt('service_role')}`)
  return fetch(`${upstream}${path}`, { ...init, headers })
}
