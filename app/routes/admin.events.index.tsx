import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { adminLists, listSearch } from '~/lib/admin-lists'
import { pageHead } from '~/lib/site'
import { eventsKind } from '~/components/admin/kinds/events'
import { RecordListPage } from '~/components/admin/kit/record-list-page'

export const Route = createFileRoute('/admin/events/')({
  validateSearch: listSearch(adminLists.events),
  loader: () => loadAdminPageMeta('events'),
  head: (context) => pageHead(context, context.loaderData),
  component: () => <RecordListPage kind={eventsKind} />,
})
