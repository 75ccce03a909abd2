import { describe, expect, it } from 'vitest'
import { isStepNumber, progressPercent } from './partnership-steps'

describe('progressPercent', () => {
  it('is step / 5 * 100', () => {
    expect([1, 2, 3, 4, 5].map((step) => progressPercent(step as 1 | 2 | 3 | 4 | 5))).toEqual([
      20, 40, 60, 80, 100,
    ])
  })
})

describe('isStepNumber', () => {
  it('accepts the integers 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isStepNumber)).toBe(true)
    for (const bad of [0, 6, 2.5, '2', null, undefined, Number.NaN])
      expect(isStepNumber(bad)).toBe(false)
  })
})
