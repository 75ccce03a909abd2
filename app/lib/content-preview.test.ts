import { describe, expect, it } from 'vitest'
import { previewDeps, previewMeta, previewSearch } from './content-preview'

describe('the preview parameter', () => {
  it('is asked for by ?preview=1 only', () => {
    expect(previewSearch({ preview: 1 })).toEqual({ preview: 1 })
    expect(previewSearch({ preview: '1' })).toEqual({ preview: 1 })
    expect(previewSearch({ preview: 0 })).toEqual({})
    expect(previewSearch({ preview: 'yes' })).toEqual({})
    expect(previewSearch({ other: 1 })).toEqual({})
    expect(previewDeps({ search: { preview: 1 } })).toEqual({ preview: true })
    expect(previewDeps({ search: {} })).toEqual({ preview: false })
  })
})

describe('a preview’s meta', () => {
  it('is noindex while the page is a preview', () => {
    const meta = { title: 'Academy', description: 'About' }
    expect(previewMeta(meta, { preview: true })).toEqual({ ...meta, noindex: true })
    expect(previewMeta(meta, { preview: false })).toBe(meta)
    expect(previewMeta(meta, undefined)).toBe(meta)
  })
})
