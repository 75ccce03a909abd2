import { createClient } from '@supabase/supabase-js'
import { MOCK_ANON_KEY } from '../../../app.config'
import { MOCK_SERVICE_ROLE_KEY, demoUsers } from '../../../mocks/demo-users'
import { MOCK_SUPABASE_URL } from '../../../mocks/node'

const options = { auth: { persistSession: false, autoRefreshToken: false } }

export function anonClient() {
  return createClient(MOCK_SUPABASE_URL, MOCK_ANON_KEY, options)
}

export function serviceClient() {
  return createClient(MOCK_SUPABASE_URL, MOCK_SERVICE_ROLE_KEY, options)
}

/** A client signed in as one of the demo users. */
export async function signedInClient(who: keyof typeof demoUsers) {
  const client = anonClient()
  const { error } = await client.auth.signInWithPassword({ email: demoUsers[who].email, password: demoUsers[who].password })
  if (error) throw error
  return client
}
