/** The admin area's events resource: its query keys and queries (the public pages load events through their route loaders). */
import { queryOptions } from '@tanstack/react-query'
import type { adminLists } from '~/lib/admin-lists'
import type { ListCall } from '~/lib/record-list-input'
import { listQuery, recordQuery } from './records'

/** Every events query starts with 'events', so one invalidation reaches them all. */
export const eventQueryKeys = {
  root: ['events'] as const,
  registrations: (eventId: string) => ['events', 'registrations', eventId] as const,
  settings: ['settings'] as const,
}

// The admin server functions are imported when a query runs, keeping them out of public pages' code.
const adminFunctions = () => import('~/server/events-admin.functions')

export function eventListQuery(call: ListCall<typeof adminLists.events>) {
  return listQuery(eventQueryKeys.root, call, async (data) => (await adminFunctions()).listAllEvents({ data }))
}

export function eventQuery(id: string) {
  return recordQuery(eventQueryKeys.root, id, async (eventId) => (await adminFunctions()).getEvent({ data: { id: eventId } }))
}

export function eventPreviewQuery(id: string) {
  return queryOptions({ queryKey: ['events', 'preview', id] as const, queryFn: async () => (await adminFunctions()).previewEvent({ data: { id } }) })
}

export function registrationListQuery(eventId: string, call: ListCall<typeof adminLists.registrations>) {
  return listQuery(eventQueryKeys.registrations(eventId), { eventId, ...call }, async (data) => (await adminFunctions()).listRegistrations({ data }))
}

export function settingsQuery() {
  return queryOptions({ queryKey: eventQueryKeys.settings, queryFn: async () => (await adminFunctions()).getSettings() })
}
