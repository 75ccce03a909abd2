import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { getAuthState } from '~/server/auth.functions'
import { AccessDenied } from '~/components/admin/access-denied'
import { AdminOnlyNotice } from '~/components/admin/admin-only-notice'
import { AdminShell } from '~/components/admin/admin-shell'
import { AdminPending } from '~/components/admin/admin-spinner'

/**
 * The guard of every /admin page, the first of three layers (this guard, the server functions'
 * middleware, row-level security): the server says who is signed in, their staff role and
 * whether this session has staff rights (the database decides, second factor included). No user
 * is sent to the sign-in page (a server redirect on a direct request), and so is a session whose
 * 6-digit code is still to come; a staff member the rule asks to enrol a second factor is sent to
 * their account page first; a signed-in user without a role sees Access Denied; an editor on an
 * admins' page sees that it is for admins (the page answers 403). The server functions check again.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ location }) => {
    const auth = await getAuthState({ data: { path: location.pathname } })
    if (!auth.user || auth.access === 'needs-code') throw redirect({ to: '/admin/login' })
    if (auth.access === 'needs-enrolment' && !auth.mayOpen) throw redirect({ to: '/admin/account' })
    return { auth: { user: auth.user, role: auth.role, access: auth.access }, allowed: auth.mayOpen }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  pendingComponent: AdminPending,
  component: AdminLayout,
})

function AdminLayout() {
  const { auth, allowed } = Route.useRouteContext()
  if (!auth.role) return <AccessDenied />
  return (
    <AdminShell email={auth.user.email} role={auth.role} access={auth.access}>
      {allowed ? <Outlet /> : <AdminOnlyNotice />}
    </AdminShell>
  )
}
