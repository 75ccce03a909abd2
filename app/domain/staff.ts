/**
 * Staff accounts: the roles the database knows (public.user_roles), the second-factor rule
 * (private.staff_security) and the password rule of the pages that set one. The migration
 * 20261125100000_staff_roles_and_two_factor.sql checks the same values.
 */

/** `admin`: everything; `editor`: what the public pages show (experts, events, resources). */
export const staffRoles = ['admin', 'editor'] as const
export type StaffRole = (typeof staffRoles)[number]

/** ADMIN_TWO_FACTOR: every staff session needs a second factor, or only theirs who enrolled one. */
export const adminTwoFactorModes = ['required', 'optional'] as const
export type AdminTwoFactor = (typeof adminTwoFactorModes)[number]

/** What a link mailed to a staff member is for: accepting an invitation, or choosing a new password. */
export const staffLinkKinds = ['invitation', 'recovery'] as const
export type StaffLinkKind = (typeof staffLinkKinds)[number]

/** The shortest password the pages accept (Auth's minimum_password_length in supabase/config.toml). */
export const MIN_PASSWORD_LENGTH = 12
/** Auth keeps passwords as bcrypt hashes, which read no more than 72 bytes: a longer one is refused. */
export const MAX_PASSWORD_BYTES = 72
