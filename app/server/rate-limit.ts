/**
 * Counts failures per key in a sliding window, in this server process's memory.
 * A key is limited once it has `maxFailures` failures younger than `windowMs`;
 * it frees itself as those failures age out.
 */
export interface FailureLimiterOptions {
  maxFailures: number
  windowMs: number
  now?: () => number
}

export function createFailureLimiter({ maxFailures, windowMs, now = Date.now }: FailureLimiterOptions) {
  const failures = new Map<string, number[]>()

  function recent(key: string): number[] {
    const cutoff = now() - windowMs
    const kept = (failures.get(key) ?? []).filter((time) => time > cutoff)
    if (kept.length) failures.set(key, kept)
    else failures.delete(key)
    return kept
  }

  return {
    /** Milliseconds until the key may try again, or 0 when it is not limited. */
    retryAfterMs(key: string): number {
      const times = recent(key)
      if (times.length < maxFailures) return 0
      return times[times.length - maxFailures]! + windowMs - now()
    },
    recordFailure(key: string) {
      failures.set(key, [...recent(key), now()])
    },
    clear(key: string) {
      failures.delete(key)
    },
    /** Keys currently tracked: bounded by the traffic of one window. */
    get size() {
      return failures.size
    },
  }
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>

const FIFTEEN_MINUTES = 15 * 60 * 1000

/** Sign-in: 5 failures per e-mail address, 30 per client address (offices share one), in 15 minutes. */
export const signInLimits = {
  perEmail: createFailureLimiter({ maxFailures: 5, windowMs: FIFTEEN_MINUTES }),
  perClient: createFailureLimiter({ maxFailures: 30, windowMs: FIFTEEN_MINUTES }),
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
