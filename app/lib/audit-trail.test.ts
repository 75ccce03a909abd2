import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { searchTextLimit } from '~/lib/admin-lists'
import { auditListSchema, auditValueText } from './audit-trail'

describe('the audit trail as the admin area reads it', () => {
  it('shows a copied value as text: strings as they are, other JSON as JSON, empty as nothing', () => {
    expect(auditValueText('Ann Lee')).toBe('Ann Lee')
    expect(auditValueText(40)).toBe('40')
    expect(auditValueText(['tax-planning'])).toBe('["tax-planning"]')
    expect(auditValueText(false)).toBe('false')
    for (const empty of [null, undefined, '']) expect(auditValueText(empty)).toBeNull()
  })

  it('filters by who (trimmed, as long as a search may be), kind, action and where the last page ended', () => {
    expect(v.parse(auditListSchema, {})).toEqual({ filters: { who: '' } })
    expect(v.parse(auditListSchema, { filters: { who: '  ann@ ', kind: 'experts', action: 'updated' } }).filters).toEqual({
      who: 'ann@',
      kind: 'experts',
      action: 'updated',
    })
    expect(v.safeParse(auditListSchema, { filters: { who: 'x'.repeat(searchTextLimit) } }).success).toBe(true)
    expect(v.safeParse(auditListSchema, { filters: { who: 'x'.repeat(searchTextLimit + 1) } }).success).toBe(false)
    expect(v.safeParse(auditListSchema, { filters: { kind: 'cookies' } }).issues?.[0]?.message).toBe('is not a known kind')
    expect(v.safeParse(auditListSchema, { filters: { action: 'read' } }).issues?.[0]?.message).toBe('is not a known action')
    const before = { at: '2026-11-24T10:00:00.000Z', id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }
    expect(v.parse(auditListSchema, { before }).before).toEqual(before)
    expect(v.safeParse(auditListSchema, { before: { ...before, at: 'yesterday' } }).success).toBe(false)
  })
})
