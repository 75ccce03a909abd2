import * as v from 'valibot'
import { emptyExpertFields, expertFieldsSchema, type ExpertFields } from './expert-schema'
import type { Expert } from './experts'
import { labelledSchema, type LabelledSchema } from './labelled-schema'

/** The dialog's starting values: empty and active to create, the row's values to edit. */
export function expertFormValues(expert: Expert | null): ExpertFields {
  if (!expert) return { ...emptyExpertFields }
  return {
    name: expert.name,
    role: expert.role ?? '',
    image_url: expert.image_url ?? '',
    description: expert.description ?? '',
    is_active: expert.is_active,
  }
}

/**
 * The dialog's check, as a Standard Schema the form takes as its validator: the server's own
 * rules (a name, an image URL that is a URL, the length limits), each message led by its
 * field's label ("Name is required."). The image URL is not checked when an uploaded file
 * will replace it.
 */
export function expertFormSchema(
  labels: Record<keyof ExpertFields, string>,
  options: { fileChosen: boolean } = { fileChosen: false },
): LabelledSchema<ExpertFields> {
  const schema = options.fileChosen
    ? v.object({ ...expertFieldsSchema.entries, image_url: v.string() })
    : expertFieldsSchema
  return labelledSchema<ExpertFields>(schema, labels)
}

/** The record to save: the form's values, with the uploaded image's public URL when there is one. */
export function expertToSave(values: ExpertFields, uploadedUrl: string | null): ExpertFields {
  return uploadedUrl ? { ...values, image_url: uploadedUrl } : values
}

/** A created record is appended to the list, an edited one replaced where it is. */
export function withSavedExpert(list: readonly Expert[] | undefined, saved: Expert): Expert[] {
  const current = list ?? []
  return current.some((expert) => expert.id === saved.id)
    ? current.map((expert) => (expert.id === saved.id ? saved : expert))
    : [...current, saved]
}

export function withoutExpert(list: readonly Expert[] | undefined, id: string): Expert[] {
  return (list ?? []).filter((expert) => expert.id !== id)
}

/** The seed toast: how many were created, or that all samples were already there. */
export function seedOutcome(
  inserted: number,
): { tone: 'success'; count: number } | { tone: 'info' } {
  return inserted > 0 ? { tone: 'success', count: inserted } : { tone: 'info' }
}
