import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { adminLists, listSearch } from '~/lib/admin-lists'
import { pageHead } from '~/lib/site'
import { claimsKind } from '~/components/admin/kinds/claims'
import { RecordListPage } from '~/components/admin/kit/record-list-page'

export const Route = createFileRoute('/admin/claims')({
  validateSearch: listSearch(adminLists.claims),
  loader: () => loadAdminPageMeta('claims'),
  head: (context) => pageHead(context, context.loaderData),
  component: () => <RecordListPage kind={claimsKind} />,
})
