/**
 * Who is calling, as Supabase's services read it from the request: the mock's fixed API keys
 * stand for the anon and service-role JWTs, any other bearer token must be a JWT the mock
 * signed. The role claim picks the database role and the claims go to `request.jwt.claims`,
 * exactly as PostgREST and the Storage API do; what that role may do is decided by the
 * policies in supabase/migrations, never here.
 */
import { MOCK_ANON_KEY } from '../app.config.ts'
import { MOCK_SERVICE_ROLE_KEY } from './demo-users.ts'
import { checkToken, signApiKey } from './jwt.ts'

export type DatabaseRole = 'anon' | 'authenticated' | 'service_role'

export type Caller =
  | { ok: true; role: DatabaseRole; claims: Record<string, unknown>; userId: string | undefined; token: string }
  /** A token PostgREST would refuse (401), or a role that does not exist. */
  | { ok: false; reason: string }

const apiKeys: Partial<Record<'anon' | 'service_role', Promise<string>>> = {}

/** The JWT that stands for one of the mock's fixed API keys. */
export function apiKeyJwt(role: 'anon' | 'service_role'): Promise<string> {
  return (apiKeys[role] ??= signApiKey(role))
}

/** The bearer token of a request (or its apikey), with the fixed API keys swapped for their JWTs. */
export async function bearerJwt(request: Request): Promise<string> {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '') || request.headers.get('apikey') || ''
  if (token === '' || token === MOCK_ANON_KEY) return apiKeyJwt('anon')
  if (token === MOCK_SERVICE_ROLE_KEY) return apiKeyJwt('service_role')
  return token
}

export async function resolveCaller(request: Request): Promise<Caller> {
  const token = await bearerJwt(request)
  const checked = await checkToken(token)
  if (!checked.ok) return { ok: false, reason: checked.reason }
  const role = checked.role
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return { ok: false, reason: `role "${role}" does not exist` }
  return { ok: true, role, claims: checked.claims, userId: checked.sub, token }
}
