/**
 * The policy matrix over HTTP: each actor's JWT (signed with the secret the mock's PostgREST
 * and the real-backend lane's PostgREST verify), a matrix request as supabase-js would send
 * it, and the outcome a PostgREST answer stands for.
 */
import { signAccessToken, signApiKey } from '../../../mocks/jwt.ts'
import { signedInAs, type Actor } from './policy-db.ts'
import type { Outcome, RestRequest } from './policy-matrix.ts'

const tokens = new Map<Actor, Promise<string>>()

/** The JWT each actor sends: legacy-style anon and service_role keys, or a fixture user's access token. */
export function tokenFor(actor: Actor): Promise<string> {
  let token = tokens.get(actor)
  if (!token) {
    if (actor === 'anon' || actor === 'service_role') token = signApiKey(actor)
    else {
      const { sub, email, aal } = signedInAs(actor)!
      token = signAccessToken({ sub, email, role: 'authenticated', session_id: crypto.randomUUID(), aal })
    }
    tokens.set(actor, token)
  }
  return token
}

/** A matrix request to a data API at `restOrigin` (…/rest/v1, or a PostgREST's root), as `actor` or with a given token. */
export async function buildRestRequest(restOrigin: string, request: RestRequest, actor: Actor | { token: string }): Promise<Request> {
  const token = typeof actor === 'string' ? await tokenFor(actor) : actor.token
  const headers = new Headers({ apikey: token, authorization: `Bearer ${token}`, ...request.headers })
  if (request.body !== undefined) headers.set('content-type', 'application/json')
  return new Request(`${restOrigin}${request.path}`, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  })
}

/**
 * How PostgREST reports an outcome: rows, or a row created without reading it back (201
 * without a body), no rows (200 [] or 204), or 401/403 with 42501, or 406 PGRST106 when the
 * request names a schema the data API does not expose.
 */
export function outcomeOf(answer: { status: number; body: unknown }): Outcome | `unexpected ${number}` {
  if (answer.status === 201) return 'allowed'
  if (answer.status === 406 && (answer.body as { code?: string } | null)?.code === 'PGRST106') return 'error'
  if (answer.status === 401 || answer.status === 403) {
    return (answer.body as { code?: string } | null)?.code === '42501' ? 'error' : `unexpected ${answer.status}`
  }
  if (answer.status >= 200 && answer.status < 300) {
    // A function's answer (RPC) is its value; a table's, the rows.
    if (answer.body !== null && typeof answer.body === 'object' && !Array.isArray(answer.body)) return 'allowed'
    return Array.isArray(answer.body) && answer.body.length > 0 ? 'allowed' : 'no-rows'
  }
  return `unexpected ${answer.status}`
}
