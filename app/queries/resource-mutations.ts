/** The admin area's changes to resources (see record-mutation.ts): each refreshes every resource list, the public ones too. */
import { resourceToasts } from '~/content/admin-resources'
import type { ResourceFields, StoredDocumentFields } from '~/lib/resource-schema'
import { createResource, deleteResource, setResourceStatus, updateResource } from '~/server/resources-admin.functions'
import { useRecordMutation } from './record-mutation'
import { resourceQueryKeys } from './resources'
import { useUploadWithProgress } from './upload-with-progress'

const invalidates = [resourceQueryKeys.root]

export function useResourceMutations() {
  return {
    /** Create (no id) or update. */
    save: useRecordMutation({
      mutationFn: ({ id, fields, version }: { id: string | null; fields: ResourceFields; version?: string }) =>
        id ? updateResource({ data: { id, version, ...fields } }) : createResource({ data: fields }),
      invalidates,
      success: (_, { id }) => (id ? resourceToasts.updated : resourceToasts.created),
      failure: ({ id }) => (id ? resourceToasts.updateFailed : resourceToasts.createFailed),
    }),
    setPublished: useRecordMutation({
      mutationFn: (input: { id: string; on: boolean }) => setResourceStatus({ data: { id: input.id, status: input.on ? 'published' : 'draft' } }),
      invalidates,
      success: (saved) => (saved.status === 'published' ? resourceToasts.published : resourceToasts.unpublished),
      failure: resourceToasts.statusFailed,
      // The one refusal an admin can cause here: publishing a free resource with nothing to download.
      refusals: { needs_download: resourceToasts.needsDownload },
    }),
    remove: useRecordMutation({
      mutationFn: (id: string) => deleteResource({ data: { id } }),
      invalidates,
      success: () => resourceToasts.deleted,
      failure: resourceToasts.deleteFailed,
    }),
    /** The file, to the private bucket, with its progress. */
    uploadFile: useUploadWithProgress<StoredDocumentFields>('/admin/uploads/resource-file', resourceToasts.fileUploadFailed),
    /** The cover image, to the public bucket, with its progress: its public URL. */
    uploadCover: useUploadWithProgress<{ url: string }, string>('/admin/uploads/resource-cover', resourceToasts.coverUploadFailed, (answer) => answer.url),
  }
}
