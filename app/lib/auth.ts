import type { AdminTwoFactor, StaffRole } from '~/domain/staff'

/**
 * What a signed-in session may do in the admin area, as the database answers it
 * (public.staff_session()):
 *   granted          staff rights: the role's pages and functions
 *   needs-code       a staff member who enrolled an authenticator signed in with the password
 *                    only: the 6-digit code comes next
 *   needs-enrolment  the rule requires a second factor and none is enrolled: enrol first
 *   none             no staff role
 */
export type StaffAccess = 'granted' | 'needs-code' | 'needs-enrolment' | 'none'

/** What the browser may know about the session: who is signed in, their staff role and what the session may do. */
export interface AuthState {
  user: { id: string; email: string } | null
  role: StaffRole | null
  access: StaffAccess
}

export const signedOutState: AuthState = { user: null, role: null, access: 'none' }

/** The database's answer for a session (one row of public.staff_session()). */
export interface StaffSessionRow {
  role: StaffRole | null
  enrolled: boolean
  admin_two_factor: AdminTwoFactor
  granted: boolean
}

export function staffAccessOf(row: StaffSessionRow | undefined): StaffAccess {
  if (!row?.role) return 'none'
  if (row.granted) return 'granted'
  return row.enrolled ? 'needs-code' : 'needs-enrolment'
}

export const hasStaffRights = (auth: AuthState): boolean =>
  auth.access === 'granted' && auth.role !== null
export const hasAdminRights = (auth: AuthState): boolean =>
  auth.access === 'granted' && auth.role === 'admin'

/** A sign-in step's result: an error with a message, or the new auth state. */
export type AuthResult =
  { error: null; auth: AuthState } | { error: { message: string }; auth: AuthState }

/**
 * The admin pages only admins open (what visitors send, the audit trail, the settings, the
 * team); an editor opens the rest. Every path under one of these is admins' too.
 */
export const adminOnlyPaths = [
  '/admin/applications',
  '/admin/claims',
  '/admin/settings',
  '/admin/security',
  '/admin/team',
] as const

/** Where a staff member whom the rule asks for a second factor is sent to enrol it. */
export const ACCOUNT_PATH = '/admin/account'

/** An event's registrations (names and e-mails of visitors) are admins' as well. */
const adminOnlyPattern = /^\/admin\/events\/[^/]+\/registrations\/?$/

export function isAdminOnlyPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  return (
    adminOnlyPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    adminOnlyPattern.test(path)
  )
}

/** May a session with these rights open this admin path? */
export function mayOpenAdminPath(auth: AuthState, pathname: string): boolean {
  if (!hasStaffRights(auth)) return false
  return auth.role === 'admin' || !isAdminOnlyPath(pathname)
}
