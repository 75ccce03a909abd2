import { createFileRoute, redirect } from '@tanstack/react-router'
import { adminLoadingLabel, adminMeta } from '~/content/admin-meta'
import { pageHead } from '~/lib/site'
import { getAuthState } from '~/server/auth.functions'
import { AdminLoginPage } from '~/components/admin/admin-login-page'
import { AdminPending } from '~/components/admin/admin-spinner'

// `admin_` keeps this page outside the guarded /admin layout (spec 2.23).
export const Route = createFileRoute('/admin_/login')({
  beforeLoad: async () => {
    const auth = await getAuthState()
    // An admin who is already signed in goes straight to the dashboard.
    if (auth.isAdmin) throw redirect({ to: '/admin', replace: true })
    return { auth }
  },
  head: ({ matches, match }) => pageHead(matches, match, { ...adminMeta.login, noindex: true }),
  pendingComponent: () => <AdminPending label={adminLoadingLabel} />,
  component: AdminLoginPage,
})
