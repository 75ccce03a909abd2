import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { emptyExpertFields, expertFieldsSchema, updateExpertSchema } from './expert-schema'

const valid = { name: 'Ada Lovelace', role: 'Advisor', description: 'Numbers.', image_url: 'https://img.test/a.png', is_active: true }

describe('expert input rules', () => {
  it('accepts a complete expert and trims text', () => {
    expect(v.parse(expertFieldsSchema, { ...valid, name: '  Ada  ' }).name).toBe('Ada')
  })

  it('accepts site paths and an empty image', () => {
    expect(v.safeParse(expertFieldsSchema, { ...valid, image_url: '/images/experts/a.svg' }).success).toBe(true)
    expect(v.safeParse(expertFieldsSchema, { ...valid, image_url: '' }).success).toBe(true)
  })

  it.each([
    ['name', { name: '' }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(121) }],
    ['role', { role: 'x'.repeat(121) }],
    ['description', { description: 'x'.repeat(2001) }],
    ['image_url', { image_url: 'javascript:alert(1)' }],
    ['image_url', { image_url: '//evil.test/x.png' }],
    ['is_active', { is_active: 'yes' }],
  ])('refuses a bad %s', (field, change) => {
    const result = v.safeParse(expertFieldsSchema, { ...valid, ...change })
    expect(result.success).toBe(false)
    expect(v.getDotPath(result.issues![0])).toBe(field)
  })

  it('needs a uuid to update', () => {
    expect(v.safeParse(updateExpertSchema, { ...valid, id: 'not-a-uuid' }).success).toBe(false)
    expect(v.safeParse(updateExpertSchema, { ...valid, id: crypto.randomUUID() }).success).toBe(true)
  })

  it('starts a new expert empty and active', () => {
    expect(emptyExpertFields).toEqual({ name: '', role: '', image_url: '', description: '', is_active: true })
  })
})
