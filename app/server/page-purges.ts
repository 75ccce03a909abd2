/**
 * Which cached pages show each table's rows: the one place that decides what a change purges.
 * With DATABASE_URL, every instance hears each change from Postgres (site-changes.server.ts)
 * and purges here; a table whose changes Postgres announces but that is not listed below
 * purges every page, which is never stale, only slower.
 *
 * Plain TypeScript: Node loads it directly in scripts/start.mjs.
 */
import { EXPERT_PAGES } from './cache-policy.ts'
import { purgePageCache, purgePages } from './page-cache.ts'

const pagesShowing: Readonly<Record<string, ReadonlySet<string>>> = {
  'public.experts': EXPERT_PAGES,
}

/** The paths a change to `table` purges, or 'all'. */
export function pagesToPurge(table: string): ReadonlySet<string> | 'all' {
  return pagesShowing[table] ?? 'all'
}

/** Purges the pages that show `table` (a schema-qualified name such as `public.experts`). */
export function purgePagesShowing(table: string) {
  const paths = pagesToPurge(table)
  if (paths === 'all') purgePageCache()
  else purgePages(paths)
}
