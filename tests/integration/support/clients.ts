import { createClient } from '@supabase/supabase-js'
import { MOCK_ANON_KEY } from '../../../app.config'
import { MOCK_SERVICE_ROLE_KEY, demoUsers } from '../../../mocks/demo-users'

const options = { auth: { persistSession: false, autoRefreshToken: false } }

export function anonClient(url: string) {
  return createClient(url, MOCK_ANON_KEY, options)
}

export function serviceClient(url: string) {
  return createClient(url, MOCK_SERVICE_ROLE_KEY, options)
}

/** A client signed in as one of the demo users. */
export async function signedInClient(url: string, who: keyof typeof demoUsers) {
  const client = anonClient(url)
  const { error } = await client.auth.signInWithPassword({ email: demoUsers[who].email, password: demoUsers[who].password })
  if (error) throw error
  return client
}

/** A client that sends this JWT (a policy fixture's user, signed with the mock's secret). */
export function clientWithToken(url: string, token: string) {
  return createClient(url, MOCK_ANON_KEY, { ...options, global: { headers: { Authorization: `Bearer ${token}` } } })
}
