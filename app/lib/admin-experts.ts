import * as v from 'valibot'
import { emptyExpertFields, expertFieldsSchema, type ExpertFields } from './expert-schema'
import type { Expert } from './experts'

/** Where the dialog takes the image from (spec 2.25); it resets to 'url' on each open. */
export type ImageSource = 'url' | 'upload'

/** The dialog's starting values: the section 3 defaults to create, the row's values to edit. */
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

export type ExpertFieldErrors = Partial<Record<keyof ExpertFields, string>>

/**
 * What the server would refuse, found before sending (the same schema): a missing
 * name, an image URL that is not a URL, text over the length limits. The image URL
 * is not checked when an uploaded file will replace it.
 */
export function expertFormErrors(
  values: ExpertFields,
  labels: Record<keyof ExpertFields, string>,
  options: { fileChosen: boolean } = { fileChosen: false },
): ExpertFieldErrors {
  const result = v.safeParse(
    expertFieldsSchema,
    options.fileChosen ? { ...values, image_url: '' } : values,
  )
  if (result.success) return {}
  const errors: ExpertFieldErrors = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as keyof ExpertFields | undefined
    if (key && !errors[key]) errors[key] = `${labels[key]} ${issue.message}.`
  }
  return errors
}

/** The record to save: the form's values, with the uploaded image's public URL when there is one. */
export function expertToSave(values: ExpertFields, uploadedUrl: string | null): ExpertFields {
  return uploadedUrl ? { ...values, image_url: uploadedUrl } : values
}

/** The multipart body of uploadExpertImage. */
export function imageUploadBody(file: File): FormData {
  const body = new FormData()
  body.set('file', file)
  return body
}

/** Spec 4: a created record is appended to the list, an edited one replaced where it is. */
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
