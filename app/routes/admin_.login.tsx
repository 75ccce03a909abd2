import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { ArrowLeft, ShieldCheck } from 'lucide-react'
import { adminLayoutCopy, adminLoginCopy, adminMeta } from '~/content/admin'
import { pageHead } from '~/lib/site'
import { getAuthState } from '~/server/auth.functions'
import { AdminLoginForm } from '~/components/admin/admin-login-form'
import { AdminPending } from '~/components/admin/admin-spinner'
import { AdminBackdrop } from '~/components/admin/admin-backdrop'

// `admin_` keeps this page outside the guarded /admin layout (spec 2.23).
export const Route = createFileRoute('/admin_/login')({
  beforeLoad: async () => {
    const auth = await getAuthState()
    // An admin who is already signed in goes straight to the dashboard.
    if (auth.isAdmin) throw redirect({ to: '/admin', replace: true })
    return { auth }
  },
  head: ({ matches, match }) => pageHead(matches, match, { ...adminMeta.login, noindex: true }),
  pendingComponent: () => <AdminPending label={adminLayoutCopy.loading} />,
  component: AdminLoginPage,
})

function AdminLoginPage() {
  return (
    <div className="relative isolate overflow-hidden bg-tint px-4 py-12 sm:py-20">
      <AdminBackdrop />
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-xl border border-border bg-white p-6 shadow-card sm:p-8">
          <div className="mb-6 flex flex-col items-start gap-4">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
            <div>
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">{adminLoginCopy.eyebrow}</p>
              <h1 className="mt-1 text-3xl font-bold">{adminLoginCopy.title}</h1>
              <p className="mt-2 text-muted-foreground">{adminLoginCopy.intro}</p>
            </div>
          </div>
          <AdminLoginForm />
        </div>
        <Link
          to="/"
          className="mt-6 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {adminLoginCopy.backToSite}
        </Link>
      </div>
    </div>
  )
}
