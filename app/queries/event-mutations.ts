/** The admin area's changes to events, registrations and settings (see record-mutation.ts). */
import { eventToasts, registrationsCopy, settingsCopy } from '~/content/admin'
import { refusalWords } from '~/content/refusals'
import type { adminLists } from '~/lib/admin-lists'
import type { EventInput, SettingsInput } from '~/lib/event-schema'
import { imageUploadBody } from '~/lib/image-source'
import type { ListCall } from '~/lib/record-list-input'
import type { RegistrationStatus } from '~/domain/statuses'
import {
  cancelEvent,
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
import { useRecordMutation } from './record-mutation'

const invalidates = [eventQueryKeys.root]

export function useEventMutations() {
  return {
    /** Create (no id) or update. */
    save: useRecordMutation({
      mutationFn: ({ id, fields, version }: { id: string | null; fields: EventInput; version?: string }) =>
        id ? updateEvent({ data: { id, version, fields } }) : createEvent({ data: fields }),
      invalidates,
      success: (_, { id }) => (id ? eventToasts.updated : eventToasts.created),
      failure: ({ id }) => (id ? eventToasts.updateFailed : eventToasts.createFailed),
    }),
    setPublished: useRecordMutation({
      mutationFn: (input: { id: string; on: boolean }) => setEventStatus({ data: { id: input.id, status: input.on ? 'published' : 'draft' } }),
      invalidates,
      success: (saved) => (saved.status === 'published' ? eventToasts.published : eventToasts.unpublished),
      failure: eventToasts.statusFailed,
      refusals: { event_has_registrants: refusalWords.event_has_registrants },
    }),
    duplicate: useRecordMutation({
      mutationFn: (id: string) => duplicateEvent({ data: { id } }),
      invalidates,
      success: (copy) => eventToasts.duplicated(copy.title),
      failure: eventToasts.duplicateFailed,
    }),
    /** 'Cancel event' (not a deletion): refused (conflict) for a draft, an event that is over or one already cancelled. */
    cancel: useRecordMutation({
      mutationFn: (id: string) => cancelEvent({ data: { id } }),
      invalidates,
      success: (cancelled) => (cancelled.mailSent ? eventToasts.cancelled(cancelled.title) : eventToasts.cancelledNoMail(cancelled.title)),
      failure: eventToasts.cancelFailed,
      refusals: { conflict: eventToasts.cannotCancel },
    }),
    remove: useRecordMutation({
      mutationFn: (id: string) => deleteEvent({ data: { id } }),
      invalidates,
      success: () => eventToasts.deleted,
      failure: eventToasts.deleteFailed,
      refusals: { event_has_registrants: refusalWords.event_has_registrants, conference_in_use: refusalWords.conference_in_use },
    }),
    uploadBanner: useRecordMutation({
      mutationFn: async (file: File) => (await uploadEventBanner({ data: imageUploadBody(file) })).url,
      failure: eventToasts.uploadFailed,
    }),
  }
}

export function useRegistrationMutations(eventId: string) {
  return {
    setStatus: useRecordMutation({
      mutationFn: (input: { id: string; status: RegistrationStatus; name: string }) => setRegistrationStatus({ data: { id: input.id, status: input.status } }),
      invalidates,
      success: (saved, input) => (saved.status === 'confirmed' ? registrationsCopy.movedUp(input.name) : registrationsCopy.cancelled(input.name)),
      failure: registrationsCopy.updateFailed,
      // A full event says so.
      refusals: { event_full: refusalWords.event_full },
    }),
    exportCsv: useRecordMutation({
      mutationFn: (call: Omit<ListCall<typeof adminLists.registrations>, 'page' | 'pageSize'>) => exportRegistrations({ data: { eventId, ...call } }),
      success: ({ rows }) => registrationsCopy.exported(rows),
      failure: registrationsCopy.exportFailed,
      then: ({ fileName, csv }) => downloadText(fileName, csv),
    }),
  }
}

export function useSaveSettings() {
  return useRecordMutation({
    mutationFn: (input: SettingsInput) => saveSettings({ data: input }),
    invalidates: [eventQueryKeys.root, eventQueryKeys.settings],
    success: () => settingsCopy.saved,
    failure: settingsCopy.saveFailed,
  })
}
