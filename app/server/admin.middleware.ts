import { createMiddleware } from '@tanstack/react-start'
import { resolveAuthState } from './auth.server'
import { forbidden, unauthenticated } from './errors'
import { appConfig } from './config.server'
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
 * After a change to what public pages show, they are dropped from the page cache, so the
 * change shows at once. With DATABASE_URL, Postgres announces the change to every instance,
 * this one included, and each purges the pages that show the table (page-purges.ts): that one
 * path also covers changes made outside the site. Alone, this process purges every page itself.
 */
export const purgesPublicPages = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const result = await next()
  if (!appConfig.database) purgePageCache()
  return result
})
