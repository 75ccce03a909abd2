import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { SettingsPage } from '~/components/admin/settings-form'

export const Route = createFileRoute('/admin/settings')({
  loader: () => loadAdminPageMeta('settings'),
  head: (context) => pageHead(context, context.loaderData),
  component: SettingsPage,
})
