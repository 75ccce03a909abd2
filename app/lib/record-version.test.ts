import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { recordVersionSchema, versionOf } from './record-version'

describe('a record version', () => {
  it('is the row’s updated_at as the data API gave it, to the microsecond; none for a new record', () => {
    expect(versionOf({ id: 'x', updated_at: '2026-11-29T10:55:29.123456+00:00' })).toBe('2026-11-29T10:55:29.123456+00:00')
    expect(versionOf(null)).toBeUndefined()
    expect(versionOf({ id: 'x' })).toBeUndefined()
  })

  it('is optional in a save, and refused when it is not a time', () => {
    expect(v.parse(recordVersionSchema, undefined)).toBeUndefined()
    expect(v.parse(recordVersionSchema, '2026-11-29T10:55:29.123456+00:00')).toBe('2026-11-29T10:55:29.123456+00:00')
    expect(v.safeParse(recordVersionSchema, 'yesterday').issues?.[0]?.message).toBe('must be a time')
  })
})
