import { describe, expect, it } from 'vitest'
import { emptyExpertFields, type ExpertFields } from './expert-schema'
import type { Expert } from './experts'
import { expertFormSchema, expertFormValues, expertToSave } from './admin-experts'
import { imageUploadBody } from './image-source'

const row = (id: string, name: string, extra: Partial<Expert> = {}): Expert => ({
  id,
  name,
  role: 'Advisor',
  description: 'About.',
  image_url: '/images/experts/a.svg',
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...extra,
})

const labels = {
  name: 'Name',
  role: 'Role',
  description: 'Description',
  image_url: 'Image URL',
  is_active: 'Active Status',
}

describe('expert dialog values', () => {
  it('opens empty and active to create', () => {
    expect(expertFormValues(null)).toEqual({
      name: '',
      role: '',
      image_url: '',
      description: '',
      is_active: true,
    })
    expect(expertFormValues(null)).not.toBe(emptyExpertFields)
  })

  it('opens prefilled from the row to edit, with missing text as empty', () => {
    expect(
      expertFormValues(
        row('1', 'Ada', { role: null, description: null, image_url: null, is_active: false }),
      ),
    ).toEqual({
      name: 'Ada',
      role: '',
      image_url: '',
      description: '',
      is_active: false,
    })
  })

  it('saves the uploaded image URL in place of the typed one', () => {
    const values = { ...emptyExpertFields, name: 'Ada', image_url: 'https://old.test/a.png' }
    expect(
      expertToSave(values, 'http://127.0.0.1:1/storage/v1/object/public/experts/x.png').image_url,
    ).toBe('http://127.0.0.1:1/storage/v1/object/public/experts/x.png')
    expect(expertToSave(values, null)).toBe(values)
  })

  it('wraps the chosen file in a multipart body under "file"', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' })
    expect(imageUploadBody(file).get('file')).toBeInstanceOf(File)
  })
})

describe('expert dialog checks', () => {
  /** The messages by field, as the form's fields receive them. */
  const check = (values: ExpertFields, options?: { fileChosen: boolean }) => {
    const result = expertFormSchema(labels, options)['~standard'].validate(values)
    if (result instanceof Promise) throw new Error('the check must be synchronous')
    return Object.fromEntries((result.issues ?? []).map((issue) => [String(issue.path?.[0]), issue.message]))
  }

  it('passes a complete expert', () => {
    expect(check({ ...emptyExpertFields, name: 'Ada' })).toEqual({})
  })

  it('names a missing name and a malformed image URL', () => {
    expect(check({ ...emptyExpertFields, name: '  ', image_url: 'not a url' })).toEqual({
      name: 'Name is required.',
      image_url: 'Image URL must be an http(s) URL, a path on this site, or empty.',
    })
  })

  it('names text over the length limits', () => {
    expect(check({ ...emptyExpertFields, name: 'Ada', role: 'r'.repeat(121) })).toEqual({
      role: 'Role must be at most 120 characters.',
    })
  })

  it('ignores the URL field when an uploaded file replaces it', () => {
    expect(check({ ...emptyExpertFields, name: 'Ada', image_url: 'not a url' }, { fileChosen: true })).toEqual({})
  })
})
