/**
 * The admin area's changes to experts, as TanStack Query mutations: each updates the cached
 * lists and shows its success or failure toast.
 */
import * as React from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { expertToasts } from '~/content/admin'
import { seedOutcome, withSavedExpert, withoutExpert } from '~/lib/admin-experts'
import type { ExpertFields } from '~/lib/expert-schema'
import type { Expert } from '~/lib/experts'
import { notify } from '~/lib/notify'
import {
  createExpert,
  deleteExpert,
  seedSampleExperts,
  setExpertActive,
  updateExpert,
  uploadExpertImage,
} from '~/server/experts-admin.functions'
import { expertQueryKeys } from './experts'
import { useReportFailure } from './report-failure'

/** After a change: the admin list updated in place, and the public list refetched when next shown. */
function useApplySaved() {
  const queryClient = useQueryClient()
  return React.useCallback(
    (update: (list: Expert[] | undefined) => Expert[]) => {
      queryClient.setQueryData<Expert[]>(expertQueryKeys.all, update)
      void queryClient.invalidateQueries({ queryKey: expertQueryKeys.active })
    },
    [queryClient],
  )
}

export function useToggleExpertActive() {
  const apply = useApplySaved()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (input: { id: string; is_active: boolean }) => setExpertActive({ data: input }),
    onSuccess: (saved) => {
      apply((list) => withSavedExpert(list, saved))
      notify.success(
        expertToasts.successTitle,
        saved.is_active ? expertToasts.activated : expertToasts.deactivated,
      )
    },
    onError: (error) => reportFailure(error, expertToasts.statusFailed),
  })
}

export function useUploadExpertImage() {
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (body: FormData) => uploadExpertImage({ data: body }),
    onError: (error) => reportFailure(error, expertToasts.uploadFailed),
  })
}

/** Create (no id) or update (with the row's id). */
export function useSaveExpert(id: string | null) {
  const apply = useApplySaved()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (fields: ExpertFields) =>
      id ? updateExpert({ data: { id, ...fields } }) : createExpert({ data: fields }),
    onSuccess: (saved) => {
      apply((list) => withSavedExpert(list, saved))
      notify.success(expertToasts.successTitle, id ? expertToasts.updated : expertToasts.created)
    },
    onError: (error) =>
      reportFailure(error, id ? expertToasts.updateFailed : expertToasts.createFailed),
  })
}

export function useDeleteExpert() {
  const apply = useApplySaved()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: (id: string) => deleteExpert({ data: { id } }),
    onSuccess: ({ id }) => {
      apply((list) => withoutExpert(list, id))
      notify.success(expertToasts.successTitle, expertToasts.deleted)
    },
    onError: (error) => reportFailure(error, expertToasts.deleteFailed),
  })
}

export function useSeedExperts() {
  const queryClient = useQueryClient()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: () => seedSampleExperts(),
    onSuccess: async ({ inserted }) => {
      const outcome = seedOutcome(inserted)
      if (outcome.tone === 'info') {
        notify.info(expertToasts.infoTitle, expertToasts.allSeeded)
        return
      }
      notify.success(expertToasts.successTitle, expertToasts.seeded(outcome.count))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: expertQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: expertQueryKeys.active }),
      ])
    },
    onError: (error) => reportFailure(error, expertToasts.seedFailed),
  })
}
