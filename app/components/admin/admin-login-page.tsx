import { Link } from '@tanstack/react-router'
import { ArrowLeft, ShieldCheck } from 'lucide-react'
import { adminLoginCopy } from '~/content/admin'
import { AdminBackdrop } from './admin-backdrop'
import { AdminLoginForm } from './admin-login-form'
import { Card } from '~/components/ui/card'
import { IconBadge } from '~/components/ui/icon-badge'

/** The admin sign-in page. */
export function AdminLoginPage() {
  return (
    <div className="relative isolate overflow-hidden bg-tint px-4 py-12 sm:py-20">
      <AdminBackdrop />
      <div className="mx-auto w-full max-w-md">
        <Card className="p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-start gap-4">
            <IconBadge icon={ShieldCheck} />
            <div>
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                {adminLoginCopy.eyebrow}
              </p>
              <h1 className="mt-1 text-3xl font-bold">{adminLoginCopy.title}</h1>
              <p className="mt-2 text-muted-foreground">{adminLoginCopy.intro}</p>
            </div>
          </div>
          <AdminLoginForm />
        </Card>
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
