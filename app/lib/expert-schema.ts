import * as v from 'valibot'
import { textLimits } from '~/domain/text-limits'
import { recordVersionSchema } from './record-version'

const expertLimits = textLimits.experts
const tooLong = (limit: number) => `must be at most ${limit} characters`

/** http(s) URL, a path on this site (the sample portraits), or empty for none. */
export const imageUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(textLimits.resources.cover_image_url, tooLong(textLimits.resources.cover_image_url)),
  v.check(
    (value) => value === '' || /^https?:\/\/[^\s]+$/.test(value) || /^\/[^/\s]\S*$/.test(value),
    'must be an http(s) URL, a path on this site, or empty',
  ),
)

export const expertFieldsSchema = v.object({
  name: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(expertLimits.name, tooLong(expertLimits.name))),
  role: v.pipe(v.string(), v.trim(), v.maxLength(expertLimits.role, tooLong(expertLimits.role))),
  description: v.pipe(v.string(), v.trim(), v.maxLength(expertLimits.description, tooLong(expertLimits.description))),
  image_url: imageUrl,
  is_active: v.boolean('must be true or false'),
})

export const expertIdSchema = v.pipe(v.string('is required'), v.uuid('must be a valid id'))

export const updateExpertSchema = v.object({ id: expertIdSchema, version: recordVersionSchema, ...expertFieldsSchema.entries })
export const setExpertActiveSchema = v.object({ id: expertIdSchema, is_active: v.boolean('must be true or false') })
export const expertIdInputSchema = v.object({ id: expertIdSchema })

export type ExpertFields = v.InferOutput<typeof expertFieldsSchema>

/** The form's defaults for a new expert: empty fields, active. */
export const emptyExpertFields: ExpertFields = { name: '', role: '', image_url: '', description: '', is_active: true }
