import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import { attempt, createLimit, retryAfterSeconds, type LimitLog } from './rate-limit'
import {
  signInAttempt,
  signInLimitSpecs,
  signInPairKey,
  tooManyAttemptsMessage,
  type SignInLimits,
} from './sign-in-limits.server'

const FIFTEEN_MINUTES = 15 * 60_000

/** The sign-in limits in this process's memory, fresh for each test. */
function memorySignInLimits(): SignInLimits {
  return {
    perAddressAndEmail: createLimit(signInLimitSpecs.perAddressAndEmail),
    perAddress: createLimit(signInLimitSpecs.perAddress),
  }
}

async function passes(results: Promise<{ ok: boolean }>[]): Promise<number> {
  return (await Promise.all(results)).filter((result) => result.ok).length
}

describe('a limit in memory', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refuses the 6th attempt of a key in its window, says when to try again, and frees the key when the window ends', async () => {
    const limit = createLimit({ name: 'test', points: 5, durationSeconds: 15 * 60 })
    for (let index = 0; index < 5; index++) {
      expect((await limit.consume('a')).ok).toBe(true)
      vi.advanceTimersByTime(60_000)
    }
    expect(await limit.consume('a')).toEqual({
      ok: false,
      retryAfterMs: FIFTEEN_MINUTES - 5 * 60_000,
    })
    expect((await limit.consume('b')).ok).toBe(true)
    vi.advanceTimersByTime(10 * 60_000)
    expect((await limit.consume('a')).ok).toBe(true)
  })

  it('takes back a released attempt and forgets a cleared key', async () => {
    const limit = createLimit({ name: 'test', points: 1, durationSeconds: 60 })
    const first = await limit.consume('x')
    if (!first.ok) throw new Error('expected the first attempt to pass')
    await first.release()
    const second = await limit.consume('x')
    expect(second.ok).toBe(true)
    expect((await limit.consume('x')).ok).toBe(false)
    await limit.clear('x')
    expect((await limit.consume('x')).ok).toBe(true)
  })
})

describe('attempt', () => {
  it('counts against every key, and a refusal by one gives back what the others counted', async () => {
    const small = createLimit({ name: 'small', points: 1, durationSeconds: 1 })
    const large = createLimit({ name: 'large', points: 10, durationSeconds: 1 })
    expect(
      (
        await attempt([
          [large, 'k'],
          [small, 'k'],
        ])
      ).ok,
    ).toBe(true)
    const refused = await attempt([
      [large, 'k'],
      [small, 'k'],
    ])
    expect(refused.ok).toBe(false)
    // The refused attempt was given back to the larger limit: 9 more fit.
    expect(await passes(Array.from({ length: 10 }, () => attempt([[large, 'k']])))).toBe(9)
  })

  it('a released attempt does not count', async () => {
    const limit = createLimit({ name: 'test', points: 1, durationSeconds: 1 })
    const first = await attempt([[limit, 'k']])
    if (!first.ok) throw new Error('expected the first attempt to pass')
    await first.release()
    expect((await attempt([[limit, 'k']])).ok).toBe(true)
  })
})

describe('sign-in limits', () => {
  it('lets no more than 5 parallel attempts through for one address and e-mail', async () => {
    const limits = memorySignInLimits()
    const results = Array.from({ length: 7 }, () =>
      signInAttempt('198.51.100.1', 'admin@example.com', limits),
    )
    expect(await passes(results)).toBe(5)
  })

  it('a stranger who locks their own address out does not lock out the owner at another address', async () => {
    const limits = memorySignInLimits()
    for (let index = 0; index < 5; index++)
      await signInAttempt('203.0.113.66', 'Admin@Example.com', limits)
    expect((await signInAttempt('203.0.113.66', 'admin@example.com', limits)).ok).toBe(false)
    expect((await signInAttempt('198.51.100.1', 'admin@example.com', limits)).ok).toBe(true)
  })

  it('limits one address to 30 failures across e-mail addresses', async () => {
    const limits = memorySignInLimits()
    for (let index = 0; index < 30; index++)
      expect((await signInAttempt('203.0.113.66', `guess-${index}@example.com`, limits)).ok).toBe(
        true,
      )
    expect((await signInAttempt('203.0.113.66', 'another@example.com', limits)).ok).toBe(false)
    expect((await signInAttempt('198.51.100.1', 'another@example.com', limits)).ok).toBe(true)
  })

  it('keys the pair by the e-mail address as typed in any case', () => {
    expect(signInPairKey('1.2.3.4', ' Admin@Example.COM ')).toBe(
      signInPairKey('1.2.3.4', 'admin@example.com'),
    )
  })
})

describe('a shared limit whose Postgres cannot be reached', () => {
  it('counts in memory instead, still refuses the 6th attempt, and logs the fallback once', async () => {
    // Port 1 on loopback: nothing listens, every connection is refused at once.
    const pool = new pg.Pool({
      connectionString: 'postgresql://site_server@127.0.0.1:1/postgres',
      connectionTimeoutMillis: 1000,
    })
    const lines: { level: string; event: string }[] = []
    const log: LimitLog = (level, event) => lines.push({ level, event })
    const limit = createLimit(
      { name: 'unreachable', points: 5, durationSeconds: 60 },
      { pool, log },
    )
    try {
      for (let index = 0; index < 5; index++) expect((await limit.consume('k')).ok).toBe(true)
      expect((await limit.consume('k')).ok).toBe(false)
      expect(lines).toEqual([{ level: 'warn', event: 'shared-limits-unavailable' }])
    } finally {
      await pool.end()
    }
  })
})

describe('refusal wording', () => {
  it('says how long to wait, in minutes for people and whole seconds for Retry-After', () => {
    expect(tooManyAttemptsMessage(30_000)).toBe(
      'Too many failed sign-in attempts. Please try again in 1 minute.',
    )
    expect(tooManyAttemptsMessage(11 * 60_000)).toBe(
      'Too many failed sign-in attempts. Please try again in 11 minutes.',
    )
    expect(retryAfterSeconds(1)).toBe(1)
    expect(retryAfterSeconds(899_001)).toBe(900)
  })
})
