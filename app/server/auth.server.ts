import { signedOutState, staffAccessOf, type AuthState, type StaffSessionRow } from '~/lib/auth'
import { logLine } from './log'
import type { SupabaseServerClient } from './supabase.server'

/**
 * The verified user (getUser asks the auth server; the cookie alone is not trusted) and what
 * their session may do, as the database decides it (public.staff_session(): the role, and
 * whether this session meets the second-factor rule). A failed check is logged and counts as
 * no staff rights.
 */
export async function resolveAuthState(supabase: SupabaseServerClient): Promise<AuthState> {
  const { data, error } = await supabase.auth.getUser()
  const user = data.user
  if (error || !user) return signedOutState
  const session = await readStaffSession(supabase)
  return {
    user: { id: user.id, email: user.email ?? '' },
    role: session?.role ?? null,
    access: staffAccessOf(session),
  }
}

export async function readStaffSession(
  supabase: SupabaseServerClient,
): Promise<StaffSessionRow | undefined> {
  const { data, error } = await supabase.rpc('staff_session').maybeSingle()
  if (error) {
    logLine('error', 'staff-check-failed', { code: error.code, message: error.message })
    return undefined
  }
  return (data ?? undefined) as StaffSessionRow | undefined
}
