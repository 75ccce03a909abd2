import { createMiddleware } from '@tanstack/react-start'
import { hasAdminRights, hasStaffRights, type AuthState } from '~/lib/auth'
import type { StaffRole } from '~/domain/staff'
import { resolveAuthState } from './auth.server'
import { forbidden, unauthenticated } from './errors'
import { pageShows, type PurgedResource } from './cache-policy'
import { purgePageCache } from './page-cache'
import { createSupabaseServerClient } from './supabase.server'

async function signedInSession() {
  const supabase = createSupabaseServerClient()
  const auth = await resolveAuthState(supabase)
  if (!auth.user) throw unauthenticated()
  return { supabase, auth: auth as AuthState & { user: NonNullable<AuthState['user']> } }
}

/**
 * Runs before every staff server function, whatever the UI did: no user is refused with 401;
 * no staff role, or a session without the second factor the rule asks for, with 403; the
 * handler never runs. The database checks the same again (is_staff()).
 */
export const requireStaff = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const { supabase, auth } = await signedInSession()
  if (!hasStaffRights(auth)) throw forbidden()
  return next({ context: { supabase, user: auth.user, role: auth.role as StaffRole } })
})

/** As requireStaff, for what only admins do (what visitors send, the audit trail, the settings, the team). */
export const requireAdmin = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const { supabase, auth } = await signedInSession()
  if (!hasAdminRights(auth)) throw forbidden()
  return next({ context: { supabase, user: auth.user, role: 'admin' as const } })
})

/**
 * A staff member's own account, whatever this session's level: entering the sign-in code and
 * enrolling an authenticator happen before the session has staff rights.
 */
export const requireStaffMember = createMiddleware({ type: 'function' }).server(
  async ({ next }) => {
    const { supabase, auth } = await signedInSession()
    if (!auth.role) throw forbidden()
    return next({ context: { supabase, user: auth.user, auth } })
  },
)

/**
 * After a staff change to a table, this instance drops the public pages showing its rows
 * (cache-policy.ts lists them) at once, so the change shows on the next look; also when
 * the change failed half-way, since a purge too many costs one render. With DATABASE_URL,
 * Postgres also announces the change to every instance (page-purges.ts), which covers the
 * other instances and changes made outside the site.
 */
export function purgesPagesShowing(...resources: PurgedResource[]) {
  return createMiddleware({ type: 'function' }).server(async ({ next }) => {
    try {
      return await next()
    } finally {
      purgePageCache((path) => resources.some((resource) => pageShows(resource, path)))
    }
  })
}
