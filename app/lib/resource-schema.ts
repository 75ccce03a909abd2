/**
 * What a resource may be, as the admin form checks it and the server functions refuse it
 * (400 naming the field). The database's constraints say the same
 * (supabase/migrations/20261124120000_resources.sql); these give the admin the message.
 */
import * as v from 'valibot'
import { resourceStatuses, type ResourceStatus } from '~/domain/statuses'
import { textLimits } from '~/domain/text-limits'
import { resourceCategoryList, securityBadges, type ResourceCategory, type SecurityBadge } from '~/domain/resource-choices'
import { isCalendarDay } from './calendar-day'
import { documentExtensionOf, downloadFileName, MAX_DOCUMENT_BYTES } from './document-type'
import { imageUrl } from './expert-schema'
import type { ResourceRow } from './resources'
import { recordVersionSchema } from './record-version'

const resourceLimits = textLimits.resources

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`))

/**
 * A file stored by the upload route: its generated object name, download name and size. The
 * name comes back from the browser, so its extension is made the stored object's again: a PDF
 * never downloads as `statement.html`.
 */
export const storedDocumentSchema = v.pipe(
  v.object({
    path: v.pipe(
      v.string(),
      v.regex(/^\d{13}-[a-z0-9]{12}\.(pdf|docx|xlsx|pptx|zip)$/, 'must be a file uploaded here'),
    ),
    name: v.pipe(
      v.string(),
      v.minLength(1, 'must have a name'),
      v.maxLength(resourceLimits.file_name, `must have a name of at most ${resourceLimits.file_name} characters`),
      // No folders or control characters (what downloadFileName removes).
      // eslint-disable-next-line no-control-regex
      v.regex(/^[^/\\\u0000-\u001f\u007f]+$/, 'must have a plain file name'),
    ),
    size: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1, 'must not be empty'),
      v.maxValue(MAX_DOCUMENT_BYTES, 'must be 8 MB or smaller'),
    ),
  }),
  // The path's pattern makes its extension a document's.
  v.transform((file) => ({ ...file, name: downloadFileName(file.name, documentExtensionOf(file.path)!) })),
)

const resourceEntries = {
  title: v.pipe(
    v.string('is required'),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(resourceLimits.title, `must be at most ${resourceLimits.title} characters`),
  ),
  description: text(resourceLimits.description),
  category: v.picklist(resourceCategoryList, "must be one of the library's categories"),
  author: text(resourceLimits.author),
  published_on: v.pipe(v.string('is required'), v.check(isCalendarDay, 'must be a date')),
  cover_image_url: imageUrl,
  cover_image_alt: text(resourceLimits.cover_image_alt),
  membership_required: v.boolean('must be true or false'),
  file: v.nullable(storedDocumentSchema),
  external_url: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(resourceLimits.external_url, `must be at most ${resourceLimits.external_url} characters`),
    v.check(
      (value) => value === '' || /^https?:\/\/[^\s]+$/.test(value),
      'must be an http(s) address',
    ),
  ),
  in_library: v.boolean('must be true or false'),
  security_hub_badge: v.picklist(
    ['', ...securityBadges],
    'must be Security Course, Security Guide or none',
  ),
  sort_order: v.pipe(
    v.number('must be a whole number'),
    v.integer('must be a whole number'),
    v.minValue(-100000, 'must be -100000 or more'),
    v.maxValue(100000, 'must be 100000 or less'),
  ),
  status: v.picklist(resourceStatuses, 'must be draft or published'),
}

/** The rules between fields, each reported on the field an admin would change. */
export const resourceFieldsSchema = v.pipe(
  v.object(resourceEntries),
  v.forward(
    v.partialCheck(
      [['membership_required'], ['file'], ['external_url']],
      (input) => !input.membership_required || (input.file === null && input.external_url === ''),
      'must be empty for a members-only resource',
    ),
    ['file'],
  ),
  v.forward(
    v.partialCheck(
      [['file'], ['external_url']],
      (input) => input.file === null || input.external_url === '',
      'cannot be given with a file',
    ),
    ['external_url'],
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['membership_required'], ['file'], ['external_url']],
      (input) =>
        input.status !== 'published' ||
        input.membership_required ||
        input.file !== null ||
        input.external_url !== '',
      'is needed (or an external link) to publish a free resource',
    ),
    ['file'],
  ),
  v.forward(
    v.partialCheck(
      [['in_library'], ['security_hub_badge']],
      (input) => input.in_library || input.security_hub_badge !== '',
      'must be on, or a Security Hub card chosen',
    ),
    ['in_library'],
  ),
)

export type ResourceFields = v.InferOutput<typeof resourceFieldsSchema>
export type StoredDocumentFields = v.InferOutput<typeof storedDocumentSchema>

export const resourceIdSchema = v.pipe(v.string('is required'), v.uuid('must be a valid id'))
export const updateResourceSchema = v.intersect([
  v.object({ id: resourceIdSchema, version: recordVersionSchema }),
  resourceFieldsSchema,
])
export const setResourceStatusSchema = v.object({
  id: resourceIdSchema,
  status: v.picklist(resourceStatuses, 'must be draft or published'),
})
export const resourceIdInputSchema = v.object({ id: resourceIdSchema })

/** The row's columns for these fields; empty optional texts are stored as null. */
export function resourceFieldsToRow(fields: ResourceFields) {
  return {
    title: fields.title,
    description: fields.description,
    category: fields.category,
    author: fields.author,
    published_on: fields.published_on,
    cover_image_url: fields.cover_image_url || null,
    cover_image_alt: fields.cover_image_alt,
    membership_required: fields.membership_required,
    file_path: fields.file?.path ?? null,
    file_name: fields.file?.name ?? null,
    file_size: fields.file?.size ?? null,
    external_url: fields.external_url || null,
    in_library: fields.in_library,
    security_hub_badge: fields.security_hub_badge || null,
    sort_order: fields.sort_order,
    status: fields.status,
  }
}

/** The admin form's values: what the admin types and picks, before the uploads. */
export interface ResourceFormValues {
  title: string
  description: string
  category: ResourceCategory | ''
  author: string
  published_on: string
  cover_image_url: string
  cover_image_alt: string
  membership_required: boolean
  /** What 'Download Now' gives a free resource. */
  download: 'file' | 'link'
  /** The file already stored (editing), kept unless another is chosen. */
  file: StoredDocumentFields | null
  external_url: string
  in_library: boolean
  security_hub_badge: SecurityBadge | ''
  sort_order: string
  status: ResourceStatus
}

/** The form's starting values: an empty draft for today, or the row's values. */
export function resourceFormValues(row: ResourceRow | null, today: string): ResourceFormValues {
  if (!row) {
    return {
      title: '',
      description: '',
      category: '',
      author: '',
      published_on: today,
      cover_image_url: '',
      cover_image_alt: '',
      membership_required: false,
      download: 'file',
      file: null,
      external_url: '',
      in_library: true,
      security_hub_badge: '',
      sort_order: '0',
      status: 'draft',
    }
  }
  const file =
    row.file_path && row.file_name && row.file_size
      ? { path: row.file_path, name: row.file_name, size: row.file_size }
      : null
  return {
    title: row.title,
    description: row.description,
    category: (resourceCategoryList as readonly string[]).includes(row.category)
      ? (row.category as ResourceCategory)
      : '',
    author: row.author,
    published_on: row.published_on,
    cover_image_url: row.cover_image_url ?? '',
    cover_image_alt: row.cover_image_alt,
    membership_required: row.membership_required,
    download: row.external_url ? 'link' : 'file',
    file,
    external_url: row.external_url ?? '',
    in_library: row.in_library,
    security_hub_badge:
      row.security_hub_badge === 'Security Course' || row.security_hub_badge === 'Security Guide'
        ? row.security_hub_badge
        : '',
    sort_order: String(row.sort_order),
    status: row.status === 'published' ? 'published' : 'draft',
  }
}

/**
 * The fields to save from the form: a members-only resource keeps no file or link; a free one
 * keeps the kind of download chosen, with the file just uploaded (or still to be uploaded:
 * `file` then stands for it) or the one it had.
 */
export function resourceFieldsFromForm(
  values: ResourceFormValues,
  uploads: { file?: StoredDocumentFields | null; coverUrl?: string | null } = {},
): Record<keyof ResourceFields, unknown> {
  const free = !values.membership_required
  const file = free && values.download === 'file' ? (uploads.file ?? values.file) : null
  const sortOrder = values.sort_order.trim()
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    author: values.author,
    published_on: values.published_on,
    cover_image_url: uploads.coverUrl ?? values.cover_image_url,
    cover_image_alt: values.cover_image_alt,
    membership_required: values.membership_required,
    file,
    external_url: free && values.download === 'link' ? values.external_url : '',
    in_library: values.in_library,
    security_hub_badge: values.security_hub_badge,
    sort_order: /^-?\d+$/.test(sortOrder) ? Number(sortOrder) : Number.NaN,
    status: values.status,
  }
}

/** A Standard Schema (what form libraries take as a validator) of the form's values. */
export interface ResourceFormSchema {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (
      value: unknown,
    ) => { readonly value: ResourceFormValues; readonly issues?: undefined } | { readonly issues: readonly { message: string; path: [keyof ResourceFields] }[] }
  }
}

/** Stands for a file chosen in the form but not uploaded yet (it is checked when chosen). */
const fileToUpload: StoredDocumentFields = { path: '0000000000000-tobeuploaded.pdf', name: 'file.pdf', size: 1 }

/**
 * The form's check: the server's own rules on the fields the form would save, each message
 * led by its field's label ("Title is required."). A file or cover image chosen to upload
 * counts as given.
 */
export function resourceFormSchema(
  labels: Record<keyof ResourceFields, string>,
  /** Asked at each check: whether a file and a cover image are chosen to upload. */
  chosen: () => { file: boolean; cover: boolean },
): ResourceFormSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'ledgerline',
      validate(value) {
        const values = value as ResourceFormValues
        const { file, cover } = chosen()
        const fields = resourceFieldsFromForm(values, { file: file ? fileToUpload : null, coverUrl: cover ? '' : null })
        const result = v.safeParse(resourceFieldsSchema, fields)
        if (result.success) return { value: values }
        return {
          issues: result.issues.map((issue) => {
            const key = issue.path?.[0]?.key as keyof ResourceFields
            return { message: `${labels[key]} ${issue.message}.`, path: [key] }
          }),
        }
      },
    },
  }
}
