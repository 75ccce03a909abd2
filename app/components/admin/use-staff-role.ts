import { useRouteContext } from '@tanstack/react-router'
import type { StaffRole } from '~/domain/staff'

/** The signed-in staff member's role, as the /admin guard found it. */
export function useStaffRole(): StaffRole | null {
  return useRouteContext({ from: '/admin', select: (context) => context.auth.role })
}
