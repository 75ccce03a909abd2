import { useAppForm } from '~/components/form/app-form'
import { emptyDraft, type PartnershipDraft } from '~/lib/partnership-schema'

/** The one form that holds the whole application draft, across the five steps. */
export function usePartnershipForm() {
  return useAppForm({ defaultValues: emptyDraft as PartnershipDraft })
}

export type PartnershipForm = ReturnType<typeof usePartnershipForm>
