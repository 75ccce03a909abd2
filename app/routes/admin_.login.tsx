import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { getAuthState } from '~/server/auth.functions'
import { AdminLoginPage } from '~/components/admin/admin-login-page'
import { AdminPending } from '~/components/admin/admin-spinner'

// `admin_` keeps this page outside the guarded /admin layout.
export const Route = createFileRoute('/admin_/login')({
  beforeLoad: async () => {
    const auth = await getAuthState()
    // Staff already signed in go straight to the dashboard; one the rule asks to enrol, to their account.
    if (auth.access === 'granted') throw redirect({ to: '/admin', replace: true })
    if (auth.access === 'needs-enrolment') throw redirect({ to: '/admin/account', replace: true })
    return { auth }
  },
  loader: () => loadAdminPageMeta('login'),
  head: (context) => pageHead(context, context.loaderData),
  pendingComponent: AdminPending,
  component: AdminLoginPage,
})
