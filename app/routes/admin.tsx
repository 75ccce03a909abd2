import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { getAuthState } from '~/server/auth.functions'
import { AccessDenied } from '~/components/admin/access-denied'
import { AdminShell } from '~/components/admin/admin-shell'
import { AdminPending } from '~/components/admin/admin-spinner'

/**
 * The guard of every /admin page, the first of three layers (this guard, the
 * server functions' admin check, row-level security): the server says who is
 * signed in and whether they are an admin. No user is sent to the sign-in page (a server redirect on a direct request); a
 * signed-in non-admin sees Access Denied. The server functions check again.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async () => {
    const auth = await getAuthState()
    if (!auth.user) throw redirect({ to: '/admin/login' })
    return { auth: { user: auth.user, isAdmin: auth.isAdmin } }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  pendingComponent: AdminPending,
  component: AdminLayout,
})

function AdminLayout() {
  const { auth } = Route.useRouteContext()
  if (!auth.isAdmin) return <AccessDenied />
  return (
    <AdminShell email={auth.user.email}>
      <Outlet />
    </AdminShell>
  )
}
