/**
 * The site's limits, counted where every instance of the server sees them: in the site's
 * Postgres with DATABASE_URL (or the built-in backend's database), otherwise in this
 * process's memory (rate-limit.ts). A new limit is one call:
 *
 *   export const registrationLimit = siteLimit({ name: 'event-registrations', points: 5, durationSeconds: 3600 })
 *
 * Each limit is made on its first use, so importing a module that defines one opens no connection.
 */
import { appConfig } from './config.server'
import { logLine } from './log'
import { createLimit, type Limit, type LimitSpec, type SharedLimitStore } from './rate-limit'
import { siteDatabase } from './site-database.server'

function sharedStore(): SharedLimitStore | undefined {
  const { database } = appConfig
  if (!database) return undefined
  return { pool: siteDatabase(database.url).pool, log: logLine }
}

/** `spec.name` must be unique among the site's limits: it keeps their keys apart in the shared table. */
export function siteLimit(spec: LimitSpec): Limit {
  let limit: Limit | undefined
  const current = () => (limit ??= createLimit(spec, sharedStore()))
  return {
    spec,
    consume: (key) => current().consume(key),
    clear: (key) => current().clear(key),
  }
}
