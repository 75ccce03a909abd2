/**
 * The admin area's changes to resources, as TanStack Query mutations: each updates the admin
 * list in place, marks the public lists stale and shows its success or failure toast.
 */
import * as React from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { resourceToasts } from '~/content/admin-resources'
import type { ResourceRow } from '~/lib/resources'
import type { ResourceStatus } from '~/domain/statuses'
import type { ResourceFields, StoredDocumentFields } from '~/lib/resource-schema'
import { refusalCodeOf } from '~/lib/http-error'
import { notify } from '~/lib/notify'
import { createResource, deleteResource, setResourceStatus, updateResource } from '~/server/resources-admin.functions'
import { resourceQueryKeys } from './resources'
import { useReportFailure } from './report-failure'
import { useUploadWithProgress } from './upload-with-progress'

function useApplySaved() {
  const queryClient = useQueryClient()
  return React.useCallback(
    (update: (list: ResourceRow[] | undefined) => ResourceRow[]) => {
      queryClient.setQueryData<ResourceRow[]>(resourceQueryKeys.all, update)
      void queryClient.invalidateQueries({ queryKey: ['resources', 'published'] })
    },
    [queryClient],
  )
}

/** A created resource is added to the list, an edited one replaced where it is. */
function withSaved(list: ResourceRow[] | undefined, saved: ResourceRow): ResourceRow[] {
  const current = list ?? []
  return current.some((row) => row.id === saved.id) ? current.map((row) => (row.id === saved.id ? saved : row)) : [saved, ...current]
}

/** Create (no id) or update (with the row's id). */
export function useSaveResource(id: string | null) {
  const apply = useApplySaved()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (fields: ResourceFields) => (id ? updateResource({ data: { id, ...fields } }) : createResource({ data: fields })),
    onSuccess: (saved) => {
      apply((list) => withSaved(list, saved))
      notify.success(resourceToasts.successTitle, id ? resourceToasts.updated : resourceToasts.created)
    },
    onError: (error) => reportFailure(error, id ? resourceToasts.updateFailed : resourceToasts.createFailed),
  })
}

export function useSetResourceStatus() {
  const apply = useApplySaved()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (input: { id: string; status: ResourceStatus }) => setResourceStatus({ data: input }),
    onSuccess: (saved) => {
      apply((list) => withSaved(list, saved))
      notify.success(resourceToasts.successTitle, saved.status === 'published' ? resourceToasts.published : resourceToasts.unpublished)
    },
    // The one refusal an admin can cause here: publishing a free resource with nothing to download.
    onError: (error) =>
      reportFailure(error, refusalCodeOf(error) === 'needs_download' ? resourceToasts.needsDownload : resourceToasts.statusFailed),
  })
}

export function useDeleteResource() {
  const apply = useApplySaved()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (id: string) => deleteResource({ data: { id } }),
    onSuccess: ({ id }) => {
      apply((list) => (list ?? []).filter((row) => row.id !== id))
      notify.success(resourceToasts.successTitle, resourceToasts.deleted)
    },
    onError: (error) => reportFailure(error, resourceToasts.deleteFailed),
  })
}

/** A resource's file, to the private bucket, with its progress. */
export function useUploadResourceFile() {
  return useUploadWithProgress<StoredDocumentFields>('/admin/uploads/resource-file')
}

/** A resource's cover image, to the public bucket, with its progress. */
export function useUploadResourceCover() {
  return useUploadWithProgress<{ url: string }>('/admin/uploads/resource-cover')
}
