import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { adminLists, listSearch } from '~/lib/admin-lists'
import { pageHead } from '~/lib/site'
import { applicationsKind } from '~/components/admin/kinds/applications'
import { RecordListPage } from '~/components/admin/kit/record-list-page'

// `?open=<id>` opens that application's dialog: the e-mail notices link there.
export const Route = createFileRoute('/admin/applications')({
  validateSearch: listSearch(adminLists.applications),
  loader: () => loadAdminPageMeta('applications'),
  head: (context) => pageHead(context, context.loaderData),
  component: () => <RecordListPage kind={applicationsKind} />,
})
