import { createMiddleware } from '@tanstack/react-start'
import { resolveAuthState } from './auth.server'
import { forbidden, unauthenticated } from './errors'
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

/** After a change to experts, pages showing them are dropped from the page cache, so the change shows at once. */
export const purgesPublicPages = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const result = await next()
  purgePageCache()
  return result
})
