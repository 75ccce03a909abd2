/** The admin area's changes to the site's content (see record-mutation.ts): each reads its kind's lists and histories again. */
import { contentToasts } from '~/content/admin-content'
import { imageUploadBody } from '~/lib/image-source'
import type { ContentFields, ContentTable } from '~/lib/site-content'
import {
  createContentEntry,
  deleteContent,
  moveContent,
  restoreContent,
  setContentStatus,
  updateContentEntryFn,
  uploadSpeakerPhoto,
} from '~/server/site-content-admin.functions'
import { useRecordMutation } from './record-mutation'
import { contentQueryKeys } from './site-content'

export function useContentMutations(kind: ContentTable) {
  const invalidates = [contentQueryKeys.kind(kind)]
  const refusals = { slug_taken: contentToasts.slugTaken, invalid_value: contentToasts.invalidValue }
  return {
    /** Create (no id) or save from the form. */
    save: useRecordMutation({
      mutationFn: ({ id, fields, version }: { id: string | null; fields: ContentFields; version?: string }) =>
        id ? updateContentEntryFn({ data: { kind, id, version, ...fields } as never }) : createContentEntry({ data: { kind, ...fields } as never }),
      invalidates,
      success: (_, { id }) => (id ? contentToasts.updated : contentToasts.created),
      failure: ({ id }) => (id ? contentToasts.updateFailed : contentToasts.createFailed),
      refusals,
    }),
    setPublished: useRecordMutation({
      mutationFn: (input: { id: string; on: boolean }) => setContentStatus({ data: { kind, id: input.id, status: input.on ? 'published' : 'draft' } }),
      invalidates,
      success: (saved) => (saved.status === 'published' ? contentToasts.published : contentToasts.unpublished),
      failure: contentToasts.statusFailed,
    }),
    move: useRecordMutation({
      mutationFn: (input: { id: string; direction: 'up' | 'down'; neighbour: string }) => moveContent({ data: { kind, ...input } }),
      invalidates,
      success: () => null,
      failure: contentToasts.moveFailed,
    }),
    remove: useRecordMutation({
      mutationFn: (id: string) => deleteContent({ data: { kind, id } }),
      invalidates,
      success: () => contentToasts.deleted,
      failure: contentToasts.deleteFailed,
    }),
    restore: useRecordMutation({
      mutationFn: (input: { id: string; version: string }) => restoreContent({ data: { kind, ...input } }),
      invalidates,
      success: () => contentToasts.restored,
      failure: contentToasts.restoreFailed,
      // A version saved under rules since changed: the field it breaks, from the server.
      refusals: { ...refusals, invalid_input: contentToasts.restoreRefused },
    }),
    /** A speaker's photo, uploaded when the form is saved: its public URL. */
    uploadPhoto: useRecordMutation({
      mutationFn: async (file: File) => (await uploadSpeakerPhoto({ data: imageUploadBody(file) })).url,
      failure: contentToasts.uploadFailed,
    }),
  }
}
export type ContentMutations = ReturnType<typeof useContentMutations>
