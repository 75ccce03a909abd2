/** The admin area's events resource: its query keys and queries (the public pages load events through their route loaders). */
import { queryOptions } from '@tanstack/react-query'

/** Every events query starts with 'events', so one invalidation reaches them all. */
export const eventQueryKeys = {
  root: ['events'] as const,
  all: ['events', 'all'] as const,
  one: (id: string) => ['events', 'one', id] as const,
  registrations: (id: string) => ['events', 'registrations', id] as const,
  settings: ['settings'] as const,
}

// The admin server functions are imported when a query runs, keeping them out of public pages' code.
const adminFunctions = () => import('~/server/events-admin.functions')

export function allEventsQuery() {
  return queryOptions({ queryKey: eventQueryKeys.all, queryFn: async () => (await adminFunctions()).listAllEvents() })
}

export function eventQuery(id: string) {
  return queryOptions({ queryKey: eventQueryKeys.one(id), queryFn: async () => (await adminFunctions()).getEvent({ data: { id } }) })
}

export function registrationsQuery(id: string) {
  return queryOptions({
    queryKey: eventQueryKeys.registrations(id),
    queryFn: async () => (await adminFunctions()).listRegistrations({ data: { id } }),
  })
}

export function settingsQuery() {
  return queryOptions({ queryKey: eventQueryKeys.settings, queryFn: async () => (await adminFunctions()).getSettings() })
}
