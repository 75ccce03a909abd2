import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { contentSearch } from '~/lib/admin-lists'
import { pageHead } from '~/lib/site'
import { SiteContentPage } from '~/components/admin/site-content-page'

export const Route = createFileRoute('/admin/content')({
  validateSearch: contentSearch,
  loader: () => loadAdminPageMeta('content'),
  head: (context) => pageHead(context, context.loaderData),
  component: function AdminContent() {
    const { kind } = Route.useSearch()
    return <SiteContentPage section={kind ?? 'faq'} />
  },
})
