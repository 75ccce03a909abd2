import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { AccountPage } from '~/components/admin/account-page'

export const Route = createFileRoute('/admin/account')({
  loader: () => loadAdminPageMeta('account'),
  head: (context) => pageHead(context, context.loaderData),
  component: AccountPage,
})
