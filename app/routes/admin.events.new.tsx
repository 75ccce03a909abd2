import { createFileRoute, redirect } from '@tanstack/react-router'

/** The old address of the form that adds an event: the events list with that form open. */
export const Route = createFileRoute('/admin/events/new')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/events', search: { open: 'new' }, replace: true })
  },
})
