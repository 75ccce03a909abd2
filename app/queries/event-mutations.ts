/**
 * The admin area's changes to events, registrations and settings, as TanStack Query mutations:
 * each refreshes what it changed and shows its success or failure toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { eventToasts, registrationsCopy, settingsCopy } from '~/content/admin'
import type { EventInput, SettingsInput } from '~/lib/event-schema'
import type { EventStatus, RegistrationStatus } from '~/domain/statuses'
import { refusalWords } from '~/content/refusals'
import { refusalCodeOf } from '~/lib/http-error'
import { notify } from '~/lib/notify'
import {
  createEvent,
  deleteEvent,
  duplicateEvent,
  exportRegistrations,
  saveSettings,
  setEventStatus,
  setRegistrationStatus,
  updateEvent,
  uploadEventBanner,
} from '~/server/events-admin.functions'
import { downloadText } from './download'
import { eventQueryKeys } from './events'
import { useReportFailure } from './report-failure'

function useRefreshEvents() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: eventQueryKeys.root })
}

/** Create (no id) or update (with the event's id). */
export function useSaveEvent(id: string | null) {
  const refresh = useRefreshEvents()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (fields: EventInput) => (id ? updateEvent({ data: { id, fields } }) : createEvent({ data: fields })),
    onSuccess: async () => {
      notify.success(eventToasts.successTitle, id ? eventToasts.updated : eventToasts.created)
      await refresh()
    },
    onError: (error) => reportFailure(error, id ? eventToasts.updateFailed : eventToasts.createFailed),
  })
}

export function useUploadEventBanner() {
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (body: FormData) => uploadEventBanner({ data: body }),
    onError: (error) => reportFailure(error, eventToasts.uploadFailed),
  })
}

export function useSetEventStatus() {
  const refresh = useRefreshEvents()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (input: { id: string; status: EventStatus }) => setEventStatus({ data: input }),
    onSuccess: async (saved) => {
      notify.success(eventToasts.successTitle, saved.status === 'published' ? eventToasts.published : eventToasts.unpublished)
      await refresh()
    },
    onError: (error) => reportFailure(error, eventToasts.statusFailed),
  })
}

export function useDuplicateEvent() {
  const refresh = useRefreshEvents()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (id: string) => duplicateEvent({ data: { id } }),
    onSuccess: async (copy) => {
      notify.success(eventToasts.successTitle, eventToasts.duplicated(copy.title))
      await refresh()
    },
    onError: (error) => reportFailure(error, eventToasts.duplicateFailed),
  })
}

export function useDeleteEvent() {
  const refresh = useRefreshEvents()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (id: string) => deleteEvent({ data: { id } }),
    onSuccess: async () => {
      notify.success(eventToasts.successTitle, eventToasts.deleted)
      await refresh()
    },
    onError: (error) => reportFailure(error, eventToasts.deleteFailed),
  })
}

export function useSetRegistrationStatus(eventId: string) {
  const queryClient = useQueryClient()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (input: { id: string; status: RegistrationStatus; name: string }) =>
      setRegistrationStatus({ data: { id: input.id, status: input.status } }),
    onSuccess: async (saved, input) => {
      notify.success(eventToasts.successTitle, saved.status === 'confirmed' ? registrationsCopy.movedUp(input.name) : registrationsCopy.cancelled(input.name))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryKeys.registrations(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventQueryKeys.all }),
      ])
    },
    // A full event says so; any other failure is the generic one.
    onError: (error) => reportFailure(error, refusalCodeOf(error) === 'event_full' ? refusalWords.event_full : registrationsCopy.updateFailed),
  })
}

export function useExportRegistrations() {
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (id: string) => exportRegistrations({ data: { id } }),
    onSuccess: ({ fileName, csv, rows }) => {
      downloadText(fileName, csv)
      notify.success(eventToasts.successTitle, registrationsCopy.exported(rows))
    },
    onError: (error) => reportFailure(error, registrationsCopy.exportFailed),
  })
}

export function useSaveSettings() {
  const queryClient = useQueryClient()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (input: SettingsInput) => saveSettings({ data: input }),
    onSuccess: async () => {
      notify.success(eventToasts.successTitle, settingsCopy.saved)
      await queryClient.invalidateQueries({ queryKey: eventQueryKeys.root })
      await queryClient.invalidateQueries({ queryKey: eventQueryKeys.settings })
    },
    onError: (error) => reportFailure(error, settingsCopy.saveFailed),
  })
}
