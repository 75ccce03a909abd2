import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { adminLists, listSearch } from '~/lib/admin-lists'
import { pageHead } from '~/lib/site'
import { auditKind } from '~/components/admin/kinds/audit'
import { RecordListPage } from '~/components/admin/kit/record-list-page'

export const Route = createFileRoute('/admin/security')({
  validateSearch: listSearch(adminLists.audit),
  loader: () => loadAdminPageMeta('security'),
  head: (context) => pageHead(context, context.loaderData),
  component: () => <RecordListPage kind={auditKind} />,
})
