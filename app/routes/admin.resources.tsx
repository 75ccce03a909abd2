import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { adminLists, listSearch } from '~/lib/admin-lists'
import { pageHead } from '~/lib/site'
import { resourcesKind } from '~/components/admin/kinds/resources'
import { RecordListPage } from '~/components/admin/kit/record-list-page'

export const Route = createFileRoute('/admin/resources')({
  validateSearch: listSearch(adminLists.resources),
  loader: () => loadAdminPageMeta('resources'),
  head: (context) => pageHead(context, context.loaderData),
  component: () => <RecordListPage kind={resourcesKind} />,
})
