import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { adminLists, listSearch } from '~/lib/admin-lists'
import { pageHead } from '~/lib/site'
import { expertsKind } from '~/components/admin/kinds/experts'
import { RecordListPage } from '~/components/admin/kit/record-list-page'

export const Route = createFileRoute('/admin/experts')({
  validateSearch: listSearch(adminLists.experts),
  loader: () => loadAdminPageMeta('experts'),
  head: (context) => pageHead(context, context.loaderData),
  component: () => <RecordListPage kind={expertsKind} />,
})
