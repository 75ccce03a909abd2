/**
 * The data API: every `/rest/v1` request goes to PostgREST 12 on the development database (or
 * the real-backend lane's PostgreSQL), as Supabase's gateway sends it to the project's
 * PostgREST. The answer is PostgREST's own; the mock adds nothing but its fault injection and
 * the gateway's key handling (the fixed API keys become the JWTs they stand for).
 */
import { http } from 'msw'
import { bearerJwt } from '../caller.ts'
import { applyFault } from '../faults.ts'

const DROPPED_REQUEST_HEADERS = ['host', 'apikey', 'content-length', 'accept-encoding', 'connection']
const DROPPED_RESPONSE_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection']

/** Sends a /rest/v1 request to PostgREST and returns its answer as it is. */
export async function forwardToPostgrest(restUrl: string, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const target = `${restUrl}${url.pathname.replace(/^.*\/rest\/v1/, '')}${url.search}`
  const headers = new Headers(request.headers)
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name)
  headers.set('authorization', `Bearer ${await bearerJwt(request)}`)
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer()
  const response = await fetch(target, { method: request.method, headers, body })
  const responseHeaders = new Headers(response.headers)
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name)
  // A body-less answer (HEAD, 204 No Content, 304) must be passed on without one.
  const bodyless = request.method === 'HEAD' || response.status === 204 || response.status === 304
  const bytes = bodyless ? null : await response.arrayBuffer()
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: responseHeaders })
}

export function restHandlers(restUrl: string) {
  return [
    http.all('*/rest/v1/*', async ({ request }) => (await applyFault('rest', request)) ?? forwardToPostgrest(restUrl, request)),
  ]
}
