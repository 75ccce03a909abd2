import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { ForgotPasswordPage } from '~/components/admin/forgot-password-page'

// Outside the guarded /admin layout: nobody is signed in here.
export const Route = createFileRoute('/admin_/forgot-password')({
  loader: () => loadAdminPageMeta('forgotPassword'),
  head: (context) => pageHead(context, context.loaderData),
  component: ForgotPasswordPage,
})
