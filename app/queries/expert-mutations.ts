/**
 * The admin area's changes to experts, as TanStack Query mutations: each updates the cached
 * lists and shows its success or failure toast.
 */
import * as React from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { expertToasts } from '~/content/admin'
import { failureText } from '~/lib/admin-errors'
import { seedOutcome, withSavedExpert, withoutExpert } from '~/lib/admin-experts'
import type { ExpertFields } from '~/lib/expert-schema'
import type { Expert } from '~/lib/experts'
import { notify } from '~/lib/notify'
import { getAuthState } from '~/server/auth.functions'
import {
  createExpert,
  deleteExpert,
  seedSampleExperts,
  setExpertActive,
  updateExpert,
  uploadExpertImage,
} from '~/server/experts.functions'
import { expertQueryKeys } from './experts'

/**
 * An 'Error' toast naming what failed (also logged). If the failure was a lost
 * session (expired, or signed out elsewhere), the guard looks again and sends the
 * visitor to the sign-in page.
 */
export function useReportFailure() {
  const router = useRouter()
  return React.useCallback(
    (error: unknown, failure: string) => {
      notify.error(
        expertToasts.errorTitle,
        failureText(error, failure, expertToasts.unexpected),
        error,
      )
      getAuthState()
        .then((auth) => (auth.user ? undefined : router.invalidate()))
        .catch(() => undefined)
    },
    [router],
  )
}

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
