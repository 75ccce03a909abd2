import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { adminLists, listSearch } from '~/lib/admin-lists'
import { pageHead } from '~/lib/site'
import { registrationsKind } from '~/components/admin/kinds/registrations'
import { RecordListPage } from '~/components/admin/kit/record-list-page'

export const Route = createFileRoute('/admin/events/$id/registrations')({
  validateSearch: listSearch(adminLists.registrations),
  loader: () => loadAdminPageMeta('eventRegistrations'),
  head: (context) => pageHead(context, context.loaderData),
  component: function RegistrationsPage() {
    return <RecordListPage kind={registrationsKind} scope={Route.useParams().id} />
  },
})
