import type { StaffRole } from '~/domain/staff'

/** One row of /admin/team. */
export interface StaffMember {
  userId: string
  email: string
  role: StaffRole
  addedAt: string
  /** invited: has not set a password through the invitation yet. */
  state: 'invited' | 'active'
  lastSignInAt: string | null
  twoFactor: boolean
}
