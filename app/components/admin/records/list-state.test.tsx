import { describe, expect, it } from 'vitest'
import { formatDate } from './list-state'

describe('formatDate', () => {
  it("gives the site's day (New York), not UTC's, on both sides of its midnight", () => {
    // 11:59 PM and 12:01 AM in New York (UTC-5 in November).
    expect(formatDate('2026-11-28T04:59:00Z')).toBe('Nov 27, 2026')
    expect(formatDate('2026-11-28T05:01:00Z')).toBe('Nov 28, 2026')
    // UTC-4 in summer.
    expect(formatDate('2026-07-01T03:30:00Z')).toBe('Jun 30, 2026')
  })
})
