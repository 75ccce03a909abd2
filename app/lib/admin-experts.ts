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
 * will replace it (`fileChosen`, asked at each check when it is a function).
 */
export function expertFormSchema(
  labels: Record<keyof ExpertFields, string>,
  options: { fileChosen: boolean | (() => boolean) } = { fileChosen: false },
): LabelledSchema<ExpertFields> {
  const withUrl = labelledSchema<ExpertFields>(expertFieldsSchema, labels)
  const withFile = labelledSchema<ExpertFields>(v.object({ ...expertFieldsSchema.entries, image_url: v.string() }), labels)
  const fileChosen = () => (typeof options.fileChosen === 'function' ? options.fileChosen() : options.fileChosen)
  return { '~standard': { ...withUrl['~standard'], validate: (value) => (fileChosen() ? withFile : withUrl)['~standard'].validate(value) } }
}

/** The record to save: the form's values, with the uploaded image's public URL when there is one. */
export function expertToSave(values: ExpertFields, uploadedUrl: string | null): ExpertFields {
  return uploadedUrl ? { ...values, image_url: uploadedUrl } : values
}
