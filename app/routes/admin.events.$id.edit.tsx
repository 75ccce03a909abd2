import { createFileRoute, redirect } from '@tanstack/react-router'

/** The old address of an event's form: the events list with that event's dialog open. */
export const Route = createFileRoute('/admin/events/$id/edit')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/admin/events', search: { open: params.id }, replace: true })
  },
})
