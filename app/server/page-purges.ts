/**
 * What a change announced by Postgres purges. With DATABASE_URL, every instance hears each
 * change to a table the public pages show (site-changes.server.ts) and drops the pages that
 * show it (cache-policy.ts lists them); a table announced but not listed there purges every
 * page, which is never stale, only slower.
 *
 * Plain TypeScript: Node loads it directly in scripts/start.mjs.
 */
import { pageShows, pagesShowing, type PurgedResource } from './cache-policy.ts'
import { purgePageCache } from './page-cache.ts'

function listedResource(table: string): PurgedResource | undefined {
  const [schema, name] = table.split('.')
  return schema === 'public' && name !== undefined && Object.hasOwn(pagesShowing, name) ? (name as PurgedResource) : undefined
}

/** Purges the pages that show `table` (a schema-qualified name such as `public.experts`). */
export function purgePagesShowingTable(table: string) {
  const resource = listedResource(table)
  if (resource) purgePageCache((path) => pageShows(resource, path))
  else purgePageCache()
}
