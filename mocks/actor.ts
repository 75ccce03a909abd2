/**
 * Who is calling, as Postgres would see it: the `role` of the JWT and auth.uid().
 * The rules below mirror supabase/migrations' RLS policies; the contract test
 * (tests/integration/mock-contract.test.ts) proves the two agree.
 */
import { MOCK_ANON_KEY } from '../app.config.ts'
import { mockDb } from './db.ts'
import { MOCK_SERVICE_ROLE_KEY } from './demo-users.ts'
import { checkToken } from './jwt.ts'

export type Actor =
  | { kind: 'anon' }
  | { kind: 'user'; userId: string }
  | { kind: 'service_role' }
  /** A token PostgREST would refuse (401 PGRST301), or a role that does not exist (400 22023). */
  | { kind: 'invalid'; reason: string }
  | { kind: 'unknown-role'; role: string }

export async function resolveActor(request: Request): Promise<Actor> {
  const header = request.headers.get('authorization') ?? ''
  const token = header.replace(/^Bearer\s+/i, '') || request.headers.get('apikey') || ''
  if (token === '' || token === MOCK_ANON_KEY) return { kind: 'anon' }
  if (token === MOCK_SERVICE_ROLE_KEY) return { kind: 'service_role' }
  // As PostgREST: a valid JWT's role claim picks the database role, and auth.uid() is its
  // `sub`, whether or not that user still exists.
  const claims = await checkToken(token)
  if (!claims.ok) return { kind: 'invalid', reason: claims.reason }
  if (claims.role === 'anon') return { kind: 'anon' }
  if (claims.role === 'service_role') return { kind: 'service_role' }
  if (claims.role === 'authenticated') {
    return claims.sub ? { kind: 'user', userId: claims.sub } : { kind: 'invalid', reason: 'an authenticated token without sub' }
  }
  return { kind: 'unknown-role', role: claims.role }
}

/** public.is_admin(): the caller has the admin row in user_roles. */
export function isAdmin(actor: Actor): boolean {
  if (actor.kind !== 'user') return false
  for (const row of mockDb.userRoles.values()) {
    if (row.user_id === actor.userId && row.role === 'admin') return true
  }
  return false
}

/** Service role bypasses RLS; admins pass the admin policies. */
export function canWriteExperts(actor: Actor): boolean {
  return actor.kind === 'service_role' || isAdmin(actor)
}

export function canReadExpert(actor: Actor, row: { is_active: boolean }): boolean {
  return row.is_active || canWriteExperts(actor)
}

/** Authenticated users read only their own role rows; nobody but the service role writes them. */
export function canReadUserRole(actor: Actor, row: { user_id: string }): boolean {
  if (actor.kind === 'service_role') return true
  return actor.kind === 'user' && actor.userId === row.user_id
}

export function canWriteUserRoles(actor: Actor): boolean {
  return actor.kind === 'service_role'
}

/**
 * storage.objects in the public `experts` bucket: admins (and the service role) write,
 * and only they read the rows (list the names). Anyone fetches an image by its public
 * URL, which does not go through these rules.
 */
export function canWriteExpertImages(actor: Actor): boolean {
  return canWriteExperts(actor)
}

export function canListExpertImages(actor: Actor): boolean {
  return canWriteExperts(actor)
}

/** Partnership applications and offer claims: only admins (and the service role) read, update and delete them. */
export function canManageSubmissions(actor: Actor): boolean {
  return canWriteExperts(actor)
}
