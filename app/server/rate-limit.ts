/**
 * Sliding-window limits, in this server process's memory (each process counts
 * on its own).
 *
 * A limiter counts events per key: a key is refused once it has `max` events
 * younger than `windowMs`, and frees itself as they age out. `attempt()` checks
 * and counts in one synchronous step, so parallel requests cannot all slip
 * through between a check and a count. An attempt that turns out not to count
 * (a correct password, an unreachable backend) is given back with `release()`.
 *
 *   const hold = attempt([[pairLimiter, pairKey], [addressLimiter, address]])
 *   if (!hold.ok) refuse(hold.retryAfterMs)
 *   ... on success: hold.release()
 */
export interface WindowLimiterOptions {
  max: number
  windowMs: number
  now?: () => number
}

export interface WindowLimiter {
  /** Milliseconds until the key may try again, or 0 when it is not limited. */
  retryAfterMs(key: string): number
  /** Counts one event for the key; the returned function takes it back. */
  record(key: string): () => void
  /** Forgets every event of the key. */
  clear(key: string): void
  /** Keys currently tracked. */
  readonly size: number
}

/** Expired keys are swept every this many recorded events, so the map stays bounded by one window's traffic. */
const SWEEP_EVERY = 1000

export function createWindowLimiter({ max, windowMs, now = Date.now }: WindowLimiterOptions): WindowLimiter {
  // Each event is its own object, so `release` removes exactly the one it recorded.
  const events = new Map<string, { at: number }[]>()
  let recordsSinceSweep = 0

  function recent(key: string): { at: number }[] {
    const cutoff = now() - windowMs
    const kept = (events.get(key) ?? []).filter((event) => event.at > cutoff)
    if (kept.length) events.set(key, kept)
    else events.delete(key)
    return kept
  }

  function sweep() {
    for (const key of [...events.keys()]) recent(key)
  }

  return {
    retryAfterMs(key) {
      const kept = recent(key)
      if (kept.length < max) return 0
      return kept[kept.length - max]!.at + windowMs - now()
    },
    record(key) {
      if (++recordsSinceSweep >= SWEEP_EVERY) {
        recordsSinceSweep = 0
        sweep()
      }
      const event = { at: now() }
      events.set(key, [...recent(key), event])
      return () => {
        const remaining = (events.get(key) ?? []).filter((kept) => kept !== event)
        if (remaining.length) events.set(key, remaining)
        else events.delete(key)
      }
    },
    clear(key) {
      events.delete(key)
    },
    get size() {
      return events.size
    },
  }
}

export type AttemptResult = { ok: true; release: () => void } | { ok: false; retryAfterMs: number }

/**
 * Checks every (limiter, key) pair and, only if none is at its limit, counts
 * the attempt against all of them, in one synchronous step.
 */
export function attempt(checks: ReadonlyArray<readonly [WindowLimiter, string]>): AttemptResult {
  const retryAfterMs = Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfterMs(key)))
  if (retryAfterMs > 0) return { ok: false, retryAfterMs }
  const releases = checks.map(([limiter, key]) => limiter.record(key))
  return { ok: true, release: () => releases.forEach((release) => release()) }
}

/** Whole seconds for a `Retry-After` header, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000))
}

const FIFTEEN_MINUTES = 15 * 60 * 1000

/**
 * Sign-in failures in 15 minutes: 5 per (client address, e-mail), 30 per client
 * address (an office shares one). There is no per-e-mail limit on its own: it
 * would let anyone lock the owner out from their own address.
 */
export const signInLimits = {
  perAddressAndEmail: createWindowLimiter({ max: 5, windowMs: FIFTEEN_MINUTES }),
  perAddress: createWindowLimiter({ max: 30, windowMs: FIFTEEN_MINUTES }),
}

export function signInAttempt(limits: typeof signInLimits, address: string, email: string): AttemptResult {
  return attempt([
    [limits.perAddressAndEmail, signInPairKey(address, email)],
    [limits.perAddress, address],
  ])
}

export function signInPairKey(address: string, email: string): string {
  return `${address} ${email.trim().toLowerCase()}`
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
