import { describe, expect, it } from 'vitest'
import { createFailureLimiter, tooManyAttemptsMessage } from './rate-limit'

describe('failure limiter', () => {
  it('limits a key after 5 failures in 15 minutes, and frees it as they age out', () => {
    let clock = 0
    const limiter = createFailureLimiter({ maxFailures: 5, windowMs: 15 * 60_000, now: () => clock })
    for (let attempt = 0; attempt < 4; attempt++) {
      limiter.recordFailure('a@example.com')
      clock += 60_000
    }
    expect(limiter.retryAfterMs('a@example.com')).toBe(0)
    limiter.recordFailure('a@example.com')
    expect(limiter.retryAfterMs('a@example.com')).toBe(11 * 60_000) // the first failure ages out at 15 min
    expect(limiter.retryAfterMs('b@example.com')).toBe(0)
    clock += 11 * 60_000
    expect(limiter.retryAfterMs('a@example.com')).toBe(0)
  })

  it('forgets a key on success and drops expired keys', () => {
    let clock = 0
    const limiter = createFailureLimiter({ maxFailures: 2, windowMs: 1000, now: () => clock })
    limiter.recordFailure('x')
    limiter.recordFailure('x')
    expect(limiter.retryAfterMs('x')).toBeGreaterThan(0)
    limiter.clear('x')
    expect(limiter.retryAfterMs('x')).toBe(0)
    limiter.recordFailure('y')
    clock += 2000
    limiter.retryAfterMs('y')
    expect(limiter.size).toBe(0)
  })

  it('says how long to wait', () => {
    expect(tooManyAttemptsMessage(30_000)).toBe('Too many failed sign-in attempts. Please try again in 1 minute.')
    expect(tooManyAttemptsMessage(11 * 60_000)).toBe('Too many failed sign-in attempts. Please try again in 11 minutes.')
  })
})
