import { describe, expect, it } from 'vitest'
import {
  attempt,
  createWindowLimiter,
  retryAfterSeconds,
  signInAttempt,
  signInPairKey,
  tooManyAttemptsMessage,
} from './rate-limit'

const FIFTEEN_MINUTES = 15 * 60_000

function signInLimitsAt(clock: () => number) {
  return {
    perAddressAndEmail: createWindowLimiter({ max: 5, windowMs: FIFTEEN_MINUTES, now: clock }),
    perAddress: createWindowLimiter({ max: 30, windowMs: FIFTEEN_MINUTES, now: clock }),
  }
}

describe('window limiter', () => {
  it('limits a key after 5 events in 15 minutes, and frees it as they age out', () => {
    let clock = 0
    const limiter = createWindowLimiter({ max: 5, windowMs: FIFTEEN_MINUTES, now: () => clock })
    for (let event = 0; event < 4; event++) {
      limiter.record('a')
      clock += 60_000
    }
    expect(limiter.retryAfterMs('a')).toBe(0)
    limiter.record('a')
    expect(limiter.retryAfterMs('a')).toBe(11 * 60_000) // the first event ages out at 15 min
    expect(limiter.retryAfterMs('b')).toBe(0)
    clock += 11 * 60_000
    expect(limiter.retryAfterMs('a')).toBe(0)
  })

  it('takes back exactly the event a release names, forgets a cleared key, and drops expired keys', () => {
    let clock = 0
    const limiter = createWindowLimiter({ max: 2, windowMs: 1000, now: () => clock })
    const first = limiter.record('x')
    limiter.record('x')
    expect(limiter.retryAfterMs('x')).toBeGreaterThan(0)
    first()
    first() // releasing twice takes back nothing more
    expect(limiter.retryAfterMs('x')).toBe(0)
    limiter.record('x')
    limiter.clear('x')
    expect(limiter.retryAfterMs('x')).toBe(0)
    limiter.record('y')
    clock += 2000
    limiter.retryAfterMs('y')
    expect(limiter.size).toBe(0)
  })

  it('sweeps keys nobody asks about again, so memory stays bounded by one window', () => {
    let clock = 0
    const limiter = createWindowLimiter({ max: 5, windowMs: 1000, now: () => clock })
    for (let index = 0; index < 999; index++) limiter.record(`visitor-${index}`)
    clock += 2000
    limiter.record('late')
    expect(limiter.size).toBe(1)
  })
})

describe('attempt', () => {
  it('counts against every key at once, or against none when one is at its limit', () => {
    const small = createWindowLimiter({ max: 1, windowMs: 1000, now: () => 0 })
    const large = createWindowLimiter({ max: 10, windowMs: 1000, now: () => 0 })
    expect(attempt([[small, 'k'], [large, 'k']]).ok).toBe(true)
    const refused = attempt([[small, 'k'], [large, 'k']])
    expect(refused).toEqual({ ok: false, retryAfterMs: 1000 })
    // The refused attempt was not counted against the larger limit.
    for (let index = 0; index < 9; index++) expect(attempt([[large, 'k']]).ok).toBe(true)
    expect(attempt([[large, 'k']]).ok).toBe(false)
  })

  it('a released attempt does not count', () => {
    const limiter = createWindowLimiter({ max: 1, windowMs: 1000, now: () => 0 })
    const first = attempt([[limiter, 'k']])
    if (!first.ok) throw new Error('expected the first attempt to pass')
    first.release()
    expect(attempt([[limiter, 'k']]).ok).toBe(true)
  })
})

describe('sign-in limits', () => {
  it('lets no more than 5 attempts in flight at once through for one address and e-mail', () => {
    const limits = signInLimitsAt(() => 0)
    // Seven parallel requests: each one checks and counts before any password check answers.
    const results = Array.from({ length: 7 }, () => signInAttempt(limits, '198.51.100.1', 'admin@example.com'))
    expect(results.filter((result) => result.ok)).toHaveLength(5)
    expect(results.filter((result) => !result.ok)).toHaveLength(2)
  })

  it('a stranger who locks their own address out does not lock out the owner at another address', () => {
    const limits = signInLimitsAt(() => 0)
    for (let index = 0; index < 5; index++) signInAttempt(limits, '203.0.113.66', 'Admin@Example.com')
    expect(signInAttempt(limits, '203.0.113.66', 'admin@example.com').ok).toBe(false)
    expect(signInAttempt(limits, '198.51.100.1', 'admin@example.com').ok).toBe(true)
  })

  it('limits one address to 30 failures across e-mail addresses', () => {
    const limits = signInLimitsAt(() => 0)
    for (let index = 0; index < 30; index++) expect(signInAttempt(limits, '203.0.113.66', `guess-${index}@example.com`).ok).toBe(true)
    expect(signInAttempt(limits, '203.0.113.66', 'another@example.com').ok).toBe(false)
    expect(signInAttempt(limits, '198.51.100.1', 'another@example.com').ok).toBe(true)
  })

  it('keys the pair by the e-mail address as typed in any case', () => {
    expect(signInPairKey('1.2.3.4', ' Admin@Example.COM ')).toBe(signInPairKey('1.2.3.4', 'admin@example.com'))
  })
})

describe('refusal wording', () => {
  it('says how long to wait, in minutes for people and whole seconds for Retry-After', () => {
    expect(tooManyAttemptsMessage(30_000)).toBe('Too many failed sign-in attempts. Please try again in 1 minute.')
    expect(tooManyAttemptsMessage(11 * 60_000)).toBe('Too many failed sign-in attempts. Please try again in 11 minutes.')
    expect(retryAfterSeconds(1)).toBe(1)
    expect(retryAfterSeconds(899_001)).toBe(900)
  })
})
