import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { eventFormCopy, manageEventsCopy } from '~/content/admin'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { EventForm } from '~/components/admin/events/event-form'
import { ListState } from '~/components/admin/records/list-state'
import { RecordFormPage } from '~/components/admin/records/record-form-page'
import { eventQuery } from '~/queries/events'

export const Route = createFileRoute('/admin/events/$id/edit')({
  loader: () => loadAdminPageMeta('eventForm'),
  head: (context) => pageHead(context, context.loaderData),
  component: EditEventPage,
})

function EditEventPage() {
  const { id } = Route.useParams()
  const event = useQuery(eventQuery(id))
  return (
    <RecordFormPage title={eventFormCopy.editTitle} subtitle={eventFormCopy.subtitle} back="/admin/events" backLabel={eventFormCopy.back}>
      {event.isPending ? (
        <ListState state="loading" message={manageEventsCopy.loading} />
      ) : event.isError ? (
        <ListState state="failed" message={manageEventsCopy.loadFailed} onRetry={() => void event.refetch()} retryLabel={manageEventsCopy.retry} />
      ) : (
        <EventForm key={event.data.id} event={event.data} />
      )}
    </RecordFormPage>
  )
}
