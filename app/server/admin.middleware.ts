import { createMiddleware } from '@tanstack/react-start'
import { resolveAuthState } from './auth.server'
import { forbidden, unauthenticated } from './errors'
import { pageShows, type PurgedResource } from './cache-policy'
import { purgePageCache } from './page-cache'
import { createSupabaseServerClient } from './supabase.server'

/**
 * Runs before every admin server function, whatever the UI did: no user is
 * refused with 401, a non-admin with 403, and the handler never runs.
 */
export const requireAdmin = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const supabase = createSupabaseServerClient()
  const auth = await resolveAuthState(supabase)
  if (!auth.user) throw unauthenticated()
  if (!auth.isAdmin) throw forbidden()
  return next({ context: { supabase, user: auth.user } })
})

/**
 * After an admin change to a table, this instance drops the public pages showing its rows
 * (cache-policy.ts lists them) at once, so the admin's next look shows the change; also when
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
