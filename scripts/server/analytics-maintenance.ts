/**
 * The analytics' daily work, done by the database (analytics.maintain, on its own clock, one
 * instance at a time): every completed day is rolled up into daily counts, raw events older
 * than ANALYTICS_RETENTION_DAYS are deleted, and so are the salts older than yesterday's.
 * Each instance asks when it starts and every ten minutes; a second instance in the same
 * moment waits for the first and finds nothing left to do.
 */
import type { Logger } from 'pino'
import type pg from 'pg'

const MAINTAIN_EVERY_MS = 10 * 60 * 1000

export interface AnalyticsMaintenance {
  /** Runs now; resolves to how many days were rolled up. */
  run(): Promise<number>
  stop(): void
}

export function startAnalyticsMaintenance(pool: pg.Pool, keepDays: number, log: Logger): AnalyticsMaintenance {
  const run = async () => {
    // Rolling up a busy day can take longer than the pool's query timeout of short queries.
    const { rows } = await pool.query<{ rolled: number }>({ text: 'select analytics.maintain($1) as rolled', values: [keepDays], query_timeout: 120_000 } as pg.QueryConfig)
    const rolled = rows[0]?.rolled ?? 0
    if (rolled > 0) log.info({ rolled, keepDays }, 'analytics-days-rolled-up')
    return rolled
  }
  const runLogged = () =>
    run().catch((error: unknown) =>
      log.warn({ message: error instanceof Error ? error.message : String(error) }, 'analytics-maintenance-failed'),
    )
  void runLogged()
  const timer = setInterval(() => void runLogged(), MAINTAIN_EVERY_MS)
  timer.unref()
  return { run, stop: () => clearInterval(timer) }
}
