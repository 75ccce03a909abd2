import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { textLimits } from '~/domain/text-limits'
import {
  resourceFieldsFromForm,
  resourceFieldsSchema,
  resourceFieldsToRow,
  resourceFormSchema,
  resourceFormValues,
  storedDocumentSchema,
  type ResourceFields,
  type ResourceFormValues,
} from './resource-schema'
import type { ResourceRow } from './resources'

const file = { path: '1764000000000-abcdefghijkl.pdf', name: 'Checklist.pdf', size: 2048 }

const values: ResourceFormValues = {
  ...resourceFormValues(null, '2026-11-24'),
  title: 'Firm Cybersecurity Checklist',
  category: 'Technology',
  author: 'Ledgerline',
  file,
}

/** The field of each issue and its message. */
function issues(fields: Record<string, unknown>) {
  const result = v.safeParse(resourceFieldsSchema, fields)
  return result.success ? [] : result.issues.map((issue) => [issue.path?.[0]?.key, issue.message])
}

describe('a resource as an admin saves it', () => {
  it('starts as an empty draft for today, in the library, downloading a file', () => {
    expect(resourceFormValues(null, '2026-11-24')).toMatchObject({ published_on: '2026-11-24', status: 'draft', in_library: true, download: 'file', file: null, sort_order: '0' })
  })

  it('saves a free resource with its file, and stores empty texts as nulls', () => {
    const fields = v.parse(resourceFieldsSchema, resourceFieldsFromForm(values))
    expect(resourceFieldsToRow(fields)).toMatchObject({ file_path: file.path, file_name: file.name, file_size: 2048, external_url: null, cover_image_url: null, security_hub_badge: null })
  })

  it('keeps no file or link for a members-only resource, and only the download kind chosen otherwise', () => {
    expect(resourceFieldsFromForm({ ...values, membership_required: true, external_url: 'https://example.com' })).toMatchObject({ file: null, external_url: '' })
    expect(resourceFieldsFromForm({ ...values, download: 'link', external_url: 'https://example.com/guide' })).toMatchObject({ file: null, external_url: 'https://example.com/guide' })
  })

  it.each<[string, Partial<Record<keyof ResourceFields, unknown>>, [string, string]]>([
    ['a blank title', { title: ' ' }, ['title', 'is required']],
    ['an unknown category', { category: 'Astrology' }, ['category', "must be one of the library's categories"]],
    ['a file and a link both', { external_url: 'https://example.com' }, ['external_url', 'cannot be given with a file']],
    ['a free published resource with nothing to download', { file: null, status: 'published' }, ['file', 'is needed (or an external link) to publish a free resource']],
    ['a resource shown nowhere', { in_library: false }, ['in_library', 'must be on, or a Security Hub card chosen']],
    ['a link that is no address', { file: null, external_url: 'example.com' }, ['external_url', 'must be an http(s) address']],
    // The database's rule is case-sensitive: a capital scheme is refused here, with words, not by its check.
    ['a link with a capital scheme', { file: null, external_url: 'HTTPS://example.com/guide' }, ['external_url', 'must be an http(s) address']],
    ['a cover with a capital scheme', { cover_image_url: 'HTTP://example.com/cover.png' }, ['cover_image_url', 'must be an http(s) URL, a path on this site, or empty']],
    ['an oversize description', { description: 'x'.repeat(textLimits.resources.description + 1) }, ['description', `must be at most ${textLimits.resources.description} characters`]],
  ])('refuses %s, on the field to change', (_what, change, expected) => {
    expect(issues({ ...resourceFieldsFromForm(values), ...change })).toContainEqual(expected)
  })

  it('takes only files the upload route stored, with a plain name, within 8 MB', () => {
    expect(v.is(storedDocumentSchema, file)).toBe(true)
    expect(v.is(storedDocumentSchema, { ...file, path: '../secret.pdf' })).toBe(false)
    expect(v.is(storedDocumentSchema, { ...file, name: 'a/b.pdf' })).toBe(false)
    expect(v.is(storedDocumentSchema, { ...file, size: 8 * 1024 * 1024 + 1 })).toBe(false)
  })

  it('saves the download name with the stored file\'s extension, whatever name the browser sends back', () => {
    const save = (sent: typeof file) => resourceFieldsToRow(v.parse(resourceFieldsSchema, resourceFieldsFromForm({ ...values, file: sent })))
    expect(save({ ...file, name: 'statement.html' }).file_name).toBe('statement.html.pdf')
    expect(save({ ...file, path: '1764000000000-abcdefghijkl.zip', name: 'toolkit.pdf' }).file_name).toBe('toolkit.pdf.zip')
    expect(save(file).file_name).toBe('Checklist.pdf')
  })

  it('reads a row back into the form as it was saved', () => {
    const row = { ...resourceFieldsToRow(v.parse(resourceFieldsSchema, resourceFieldsFromForm(values))), id: 'x', sort_order: 20 } as unknown as ResourceRow
    expect(resourceFormValues(row, '2030-01-01')).toMatchObject({ title: values.title, file, download: 'file', sort_order: '20', published_on: '2026-11-24' })
  })

  it('checks the form with the same rules, each message led by its label, a chosen upload counting as given', () => {
    const labels = Object.fromEntries(Object.keys(resourceFieldsFromForm(values)).map((key) => [key, key.toUpperCase()])) as Record<keyof ResourceFields, string>
    const noFile = { ...values, file: null, status: 'published' as const }
    const refused = resourceFormSchema(labels, () => ({ file: false, cover: false }))['~standard'].validate(noFile)
    expect(refused.issues).toEqual([{ message: 'FILE is needed (or an external link) to publish a free resource.', path: ['file'] }])
    expect(resourceFormSchema(labels, () => ({ file: true, cover: false }))['~standard'].validate(noFile).issues).toBeUndefined()
  })
})
