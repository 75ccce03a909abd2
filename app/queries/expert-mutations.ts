/** The admin area's changes to experts (see record-mutation.ts): each refreshes every expert list, the public one too. */
import { expertToasts } from '~/content/admin'
import type { ExpertFields } from '~/lib/expert-schema'
import {
  createExpert,
  deleteExpert,
  seedSampleExperts,
  setExpertActive,
  updateExpert,
  uploadExpertImage,
} from '~/server/experts-admin.functions'
import { imageUploadBody } from '~/lib/image-source'
import { expertQueryKeys } from './experts'
import { useRecordMutation } from './record-mutation'

const invalidates = [expertQueryKeys.root]

export function useExpertMutations() {
  return {
    /** Create (no id) or update. */
    save: useRecordMutation({
      mutationFn: ({ id, fields, version }: { id: string | null; fields: ExpertFields; version?: string }) =>
        id ? updateExpert({ data: { id, version, ...fields } }) : createExpert({ data: fields }),
      invalidates,
      success: (_, { id }) => (id ? expertToasts.updated : expertToasts.created),
      failure: ({ id }) => (id ? expertToasts.updateFailed : expertToasts.createFailed),
    }),
    setActive: useRecordMutation({
      mutationFn: (input: { id: string; on: boolean }) => setExpertActive({ data: { id: input.id, is_active: input.on } }),
      invalidates,
      success: (saved) => (saved.is_active ? expertToasts.activated : expertToasts.deactivated),
      failure: expertToasts.statusFailed,
    }),
    remove: useRecordMutation({
      mutationFn: (id: string) => deleteExpert({ data: { id } }),
      invalidates,
      success: () => expertToasts.deleted,
      failure: expertToasts.deleteFailed,
    }),
    seed: useRecordMutation({
      mutationFn: () => seedSampleExperts(),
      invalidates,
      success: ({ inserted }) => (inserted > 0 ? expertToasts.seeded(inserted) : { info: expertToasts.allSeeded }),
      failure: expertToasts.seedFailed,
    }),
    uploadImage: useRecordMutation({
      mutationFn: async (file: File) => (await uploadExpertImage({ data: imageUploadBody(file) })).url,
      failure: expertToasts.uploadFailed,
    }),
  }
}
