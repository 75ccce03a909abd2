import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import type { PublicExpert } from '~/lib/experts'
import { cacheControl } from './cache-policy'
import { selectActiveExperts } from './experts.server'
import { createSupabaseAnonClient } from './supabase.server'

/**
 * Public: active experts by name; [] (and a server log line) when the backend
 * fails, and then the page showing them is not cached.
 */
export const listActiveExperts = createServerFn({ method: 'GET' }).handler(async (): Promise<PublicExpert[]> => {
  const { experts, failed } = await selectActiveExperts(createSupabaseAnonClient())
  if (failed) setResponseHeader('cache-control', cacheControl.noCache)
  return experts
})
