import type * as React from 'react'
import { Link, getRouteApi } from '@tanstack/react-router'
import { ArrowLeft, ShieldCheck } from 'lucide-react'
import { adminLoginCopy } from '~/content/admin'
import { AdminBackdrop } from './admin-backdrop'
import { AdminLoginForm } from './admin-login-form'
import { SignInCodeForm } from './sign-in-code-form'
import { Card } from '~/components/ui/card'
import { IconBadge } from '~/components/ui/icon-badge'

const route = getRouteApi('/admin_/login')

/** The admin sign-in page: the password, then (for an account with an authenticator) the code. */
export function AdminLoginPage() {
  const { auth } = route.useRouteContext()
  const codeStep = auth.access === 'needs-code'
  return (
    <AdminCardPage
      title={codeStep ? adminLoginCopy.codeTitle : adminLoginCopy.title}
      intro={codeStep ? adminLoginCopy.codeIntro : adminLoginCopy.intro}
      footer={
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {adminLoginCopy.backToSite}
        </Link>
      }
    >
      {codeStep ? <SignInCodeForm /> : <AdminLoginForm />}
    </AdminCardPage>
  )
}

/** The card the pages outside the admin shell share: sign-in, forgot password, a mailed link's page. */
export function AdminCardPage({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro: string
  children: React.ReactNode
  footer?: React.ReactNode
}) {
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
              <h1 className="mt-1 text-3xl font-bold">{title}</h1>
              <p className="mt-2 text-muted-foreground">{intro}</p>
            </div>
          </div>
          {children}
        </Card>
        {footer ? <div className="mt-6">{footer}</div> : null}
      </div>
    </div>
  )
}
