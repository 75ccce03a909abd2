import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { textLimits } from '~/domain/text-limits'
import { auditFilterSchema, auditValueText } from './audit-trail'

describe('the audit trail as the admin area reads it', () => {
  it('shows a copied value as text: strings as they are, other JSON as JSON, empty as nothing', () => {
    expect(auditValueText('Ann Lee')).toBe('Ann Lee')
    expect(auditValueText(40)).toBe('40')
    expect(auditValueText(['tax-planning'])).toBe('["tax-planning"]')
    expect(auditValueText(false)).toBe('false')
    for (const empty of [null, undefined, '']) expect(auditValueText(empty)).toBeNull()
  })

  it('filters by who (trimmed, as long as an actor may be), kind, action and where the last page ended', () => {
    expect(v.parse(auditFilterSchema, {})).toEqual({ who: '' })
    expect(v.parse(auditFilterSchema, { who: '  ann@ ', kind: 'experts', action: 'updated' })).toEqual({ who: 'ann@', kind: 'experts', action: 'updated' })
    expect(v.safeParse(auditFilterSchema, { who: 'x'.repeat(textLimits['audit.entries'].actor) }).success).toBe(true)
    expect(v.safeParse(auditFilterSchema, { who: 'x'.repeat(textLimits['audit.entries'].actor + 1) }).success).toBe(false)
    expect(v.safeParse(auditFilterSchema, { kind: 'cookies' }).issues?.[0]?.message).toBe('is not a kind of record the trail keeps')
    expect(v.safeParse(auditFilterSchema, { action: 'read' }).issues?.[0]?.message).toBe('is not an action the trail records')
    const before = { at: '2026-11-24T10:00:00.000Z', id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }
    expect(v.parse(auditFilterSchema, { before }).before).toEqual(before)
    expect(v.safeParse(auditFilterSchema, { before: { ...before, at: 'yesterday' } }).success).toBe(false)
  })
})
