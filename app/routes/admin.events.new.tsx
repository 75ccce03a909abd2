import { createFileRoute } from '@tanstack/react-router'
import { eventFormCopy } from '~/content/admin'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { EventForm } from '~/components/admin/events/event-form'
import { RecordFormPage } from '~/components/admin/records/record-form-page'

export const Route = createFileRoute('/admin/events/new')({
  loader: () => loadAdminPageMeta('eventForm'),
  head: (context) => pageHead(context, context.loaderData),
  component: AddEventPage,
})

function AddEventPage() {
  return (
    <RecordFormPage title={eventFormCopy.createTitle} subtitle={eventFormCopy.subtitle} back="/admin/events" backLabel={eventFormCopy.back}>
      <EventForm event={null} />
    </RecordFormPage>
  )
}
