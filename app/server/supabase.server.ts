import { createServerClient } from '@supabase/ssr'
import { createClient } from '@supabase/supabase-js'
import type { Database } from '~/lib/database.types'
import { getCookies, setCookie } from '@tanstack/react-start/server'
import { appConfig } from './config.server'
import { backendClientOptions } from './backend-options'

/**
 * A Supabase client for the current request. The session lives in HttpOnly,
 * SameSite=Lax cookies (Secure in production) that only the server reads.
 * Queries are typed by the generated `Database` (`npm run db:types`).
 */
export function createSupabaseServerClient() {
  const { backend, production } = appConfig
  return createServerClient<Database>(backend.url, backend.anonKey, {
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' },
    cookies: {
      getAll: () => Object.entries(getCookies()).map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) setCookie(name, value, options)
      },
    },
    ...backendClientOptions(),
  })
}

/** Both kinds of client speak the same API. */
export type SupabaseServerClient = ReturnType<typeof createSupabaseServerClient> | ReturnType<typeof createSupabaseAnonClient>

/**
 * A client with no session, for public reads. It never touches cookies, so a
 * public page's response can be cached and shared.
 */
export function createSupabaseAnonClient() {
  const { backend } = appConfig
  return createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...backendClientOptions(),
  })
}

/**
 * A client with the project's secret key, for Supabase Auth's admin API only (invitations,
 * password changes through a mailed link, deleting an account, resetting a second factor). It
 * bypasses row-level security: never use it for data the signed-in user's own client can reach,
 * and never let the key leave the server.
 */
export function createSupabaseAdminClient() {
  const { backend } = appConfig
  return createClient<Database>(backend.url, backend.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...backendClientOptions(),
  })
}
