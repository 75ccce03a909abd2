import { useForm } from '@tanstack/react-form'
import { emptyDraft, type PartnershipDraft } from '~/lib/partnership-schema'

/** The one TanStack Form instance that holds the whole application draft (spec 3). */
export function usePartnershipForm() {
  return useForm({ defaultValues: emptyDraft as PartnershipDraft })
}

export type PartnershipForm = ReturnType<typeof usePartnershipForm>
