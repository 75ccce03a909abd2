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
 * After an admin change to a table, the public pages showing its rows (cache-policy.ts lists
 * them) are dropped from the page cache, so the change shows at once. Also when the change
 * failed half-way: a purge too many costs one render.
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
