import * as v from 'valibot'

/** http(s) URL, a path on this site (the sample portraits), or empty for none. */
export const imageUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2048, 'must be at most 2048 characters'),
  v.check(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
    'must be an http(s) URL, a path on this site, or empty',
  ),
)

export const expertFieldsSchema = v.object({
  name: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(120, 'must be at most 120 characters')),
  role: v.pipe(v.string(), v.trim(), v.maxLength(120, 'must be at most 120 characters')),
  description: v.pipe(v.string(), v.trim(), v.maxLength(2000, 'must be at most 2000 characters')),
  image_url: imageUrl,
  is_active: v.boolean('must be true or false'),
})

export const expertIdSchema = v.pipe(v.string('is required'), v.uuid('must be a valid id'))

export const updateExpertSchema = v.object({ id: expertIdSchema, ...expertFieldsSchema.entries })
export const setExpertActiveSchema = v.object({ id: expertIdSchema, is_active: v.boolean('must be true or false') })
export const expertIdInputSchema = v.object({ id: expertIdSchema })

export type ExpertFields = v.InferOutput<typeof expertFieldsSchema>

/** The form's defaults for a new expert: empty fields, active. */
export const emptyExpertFields: ExpertFields = { name: '', role: '', image_url: '', description: '', is_active: true }
