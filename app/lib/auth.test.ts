import { describe, expect, it } from 'vitest'
import {
  hasAdminRights,
  hasStaffRights,
  isAdminOnlyPath,
  mayOpenAdminPath,
  staffAccessOf,
  type AuthState,
} from './auth'

const user = { id: 'u', email: 'staff@example.com' }
const as = (role: AuthState['role'], access: AuthState['access']): AuthState => ({
  user,
  role,
  access,
})

describe('staffAccessOf', () => {
  it('reads the database answer: no role, rights, the code to come, or enrolment first', () => {
    expect(staffAccessOf(undefined)).toBe('none')
    expect(
      staffAccessOf({ role: null, enrolled: false, admin_two_factor: 'required', granted: false }),
    ).toBe('none')
    expect(
      staffAccessOf({
        role: 'editor',
        enrolled: false,
        admin_two_factor: 'optional',
        granted: true,
      }),
    ).toBe('granted')
    expect(
      staffAccessOf({
        role: 'admin',
        enrolled: true,
        admin_two_factor: 'optional',
        granted: false,
      }),
    ).toBe('needs-code')
    expect(
      staffAccessOf({
        role: 'admin',
        enrolled: false,
        admin_two_factor: 'required',
        granted: false,
      }),
    ).toBe('needs-enrolment')
  })
})

describe('what a session may open', () => {
  it('gives rights only to a granted staff session', () => {
    expect(hasStaffRights(as('editor', 'granted'))).toBe(true)
    expect(hasStaffRights(as('admin', 'needs-code'))).toBe(false)
    expect(hasAdminRights(as('editor', 'granted'))).toBe(false)
    expect(hasAdminRights(as('admin', 'granted'))).toBe(true)
  })

  it("keeps what visitors send, the audit trail, the settings, the team and an event's registrations for admins", () => {
    for (const path of [
      '/admin/applications',
      '/admin/claims/',
      '/admin/settings',
      '/admin/security',
      '/admin/team',
      '/admin/events/e1/registrations',
    ]) {
      expect(isAdminOnlyPath(path), path).toBe(true)
      expect(mayOpenAdminPath(as('editor', 'granted'), path), path).toBe(false)
      expect(mayOpenAdminPath(as('admin', 'granted'), path), path).toBe(true)
    }
    for (const path of [
      '/admin',
      '/admin/experts',
      '/admin/events',
      '/admin/events/e1/edit',
      '/admin/resources',
      '/admin/content',
      '/admin/account',
      '/admin/teams',
    ]) {
      expect(isAdminOnlyPath(path), path).toBe(false)
      expect(mayOpenAdminPath(as('editor', 'granted'), path), path).toBe(true)
    }
    expect(mayOpenAdminPath(as('editor', 'needs-code'), '/admin/experts')).toBe(false)
  })
})
