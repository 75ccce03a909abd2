import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { analyticsPeriodSchema } from './analytics-period'

describe('the period the server takes', () => {
  it.each([
    [{ period: '365d' }],
    [{ from: '2026-02-30', to: '2026-03-01' }],
    [{ from: '2026-03-02', to: '2026-03-01' }],
    [{ from: '2025-01-01', to: '2026-02-06' }],
    [{ from: '2026-01-01', to: '2026-01-02', extra: 1 }],
  ])('refuses %j', (input) => {
    expect(v.safeParse(analyticsPeriodSchema, input).success).toBe(false)
  })

  it('takes a preset, and a custom range of up to 401 days', () => {
    expect(v.safeParse(analyticsPeriodSchema, { period: '90d' }).success).toBe(true)
    expect(v.safeParse(analyticsPeriodSchema, { from: '2025-01-01', to: '2026-02-05' }).success).toBe(true)
  })
})
