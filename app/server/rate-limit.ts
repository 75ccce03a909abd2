/**
 * Limits on how often a key (a client address, an address and e-mail) may do something, on
 * rate-limiter-flexible: `points` attempts per window of `durationSeconds`, the window starting
 * at the key's first attempt.
 *
 * With the site's database (DATABASE_URL) the counts live in Postgres
 * (`site_server.rate_limits`), one atomic upsert per attempt, so every instance counts
 * together and parallel attempts cannot overshoot. While Postgres fails, each instance counts
 * in its own memory instead (the library's insurance limiter) and says so once in its log; no
 * attempt goes through uncounted. Without the database, the counts are this process's own.
 *
 * An attempt counts at once; one that turns out not to count (a correct password, an
 * unreachable backend) is given back with `release()`:
 *
 *   const hold = await attempt([[pairLimit, pairKey], [addressLimit, address]])
 *   if (!hold.ok) refuse(hold.retryAfterMs)
 *   ... when it did not count: await hold.release()
 */
import type pg from 'pg'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

export interface LimitSpec {
  /** Names the limit's keys in the shared table (`<name>:<key>`): unique per limit. */
  name: string
  /** Attempts allowed per window. */
  points: number
  durationSeconds: number
}

export type AttemptResult =
  { ok: true; release: () => Promise<void> } | { ok: false; retryAfterMs: number }

export interface Limit {
  readonly spec: LimitSpec
  /** Counts one attempt for the key, unless the key has used up its window. */
  consume(key: string): Promise<AttemptResult>
  /** Forgets the key's attempts. */
  clear(key: string): Promise<void>
}

export type LimitLog = (
  level: 'info' | 'warn',
  event: string,
  fields?: Record<string, string | number | undefined>,
) => void

export interface SharedLimitStore {
  pool: pg.Pool
  log: LimitLog
}

/**
 * The pool as the library's store client. Its queries are sent unnamed: the library names its
 * prepared statements, and on the development database (one Postgres session shared by every
 * connection) a second connection preparing the same name would fail. Failures are logged once
 * per outage, and the first success after one says the shared counts are back.
 */
function storeClient({ pool, log }: SharedLimitStore) {
  let failing = false
  return {
    async query(statement: { text: string; values?: unknown[] }) {
      try {
        const result = await pool.query(statement.text, statement.values)
        if (failing) {
          failing = false
          log('info', 'shared-limits-restored')
        }
        return result
      } catch (error) {
        if (!failing) {
          failing = true
          const code =
            typeof error === 'object' && error !== null && 'code' in error
              ? String(error.code)
              : undefined
          log('warn', 'shared-limits-unavailable', {
            code,
            message: error instanceof Error ? error.message : String(error),
            fallback: 'each instance counts in its own memory until Postgres answers again',
          })
        }
        throw error
      }
    },
  }
}

const storeClients = new WeakMap<pg.Pool, ReturnType<typeof storeClient>>()

function memoryLimiter(spec: LimitSpec): RateLimiterMemory {
  return new RateLimiterMemory({
    keyPrefix: spec.name,
    points: spec.points,
    duration: spec.durationSeconds,
  })
}

/** A limit counted in `store` (Postgres, with memory while it fails), or in this process's memory. */
export function createLimit(spec: LimitSpec, store?: SharedLimitStore): Limit {
  let limiter: RateLimiterAbstract
  if (store) {
    let client = storeClients.get(store.pool)
    if (!client) storeClients.set(store.pool, (client = storeClient(store)))
    limiter = new RateLimiterPostgres({
      storeClient: client,
      storeType: 'pool',
      schemaName: 'site_server',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: spec.name,
      points: spec.points,
      duration: spec.durationSeconds,
      insuranceLimiter: memoryLimiter(spec),
    })
  } else {
    limiter = memoryLimiter(spec)
  }
  return {
    spec,
    async consume(key) {
      try {
        await limiter.consume(key)
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes)
          return { ok: false, retryAfterMs: Math.max(1, refusal.msBeforeNext) }
        throw refusal
      }
      return {
        ok: true,
        release: async () => {
          await limiter.reward(key).catch(() => {})
        },
      }
    },
    async clear(key) {
      await limiter.delete(key).catch(() => {})
    },
  }
}

/**
 * Counts the attempt against every (limit, key) pair in turn; the first refusal gives back
 * what was counted before it and answers when to try again.
 */
export async function attempt(
  checks: ReadonlyArray<readonly [Limit, string]>,
): Promise<AttemptResult> {
  const releases: (() => Promise<void>)[] = []
  const releaseAll = async () => {
    await Promise.all(releases.map((release) => release()))
  }
  for (const [limit, key] of checks) {
    const result = await limit.consume(key)
    if (!result.ok) {
      await releaseAll()
      return result
    }
    releases.push(result.release)
  }
  return { ok: true, release: releaseAll }
}

/** Whole seconds for a `Retry-After` header, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000))
}
