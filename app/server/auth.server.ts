import type { AuthState } from '~/lib/auth'
import { logLine } from './log'
import type { SupabaseServerClient } from './supabase.server'

/**
 * The verified user (getUser asks the auth server; the cookie alone is not
 * trusted) and the admin check (a user_roles row with role 'admin'). A missing user_roles row
 * (PGRST116) is "not admin"; any other error is logged and also "not admin".
 */
export async function resolveAuthState(supabase: SupabaseServerClient): Promise<AuthState> {
  const { data, error } = await supabase.auth.getUser()
  const user = data.user
  if (error || !user) return { user: null, isAdmin: false }
  return { user: { id: user.id, email: user.email ?? '' }, isAdmin: await checkIsAdmin(supabase, user.id) }
}

export async function checkIsAdmin(supabase: SupabaseServerClient, userId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .single()
  if (error) {
    if (error.code !== 'PGRST116') logLine('error', 'admin-check-failed', { code: error.code, message: error.message })
    return false
  }
  return data?.role === 'admin'
}
