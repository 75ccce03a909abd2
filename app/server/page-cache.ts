/**
 * A small shared cache of rendered public pages for the production server
 * (scripts/start.mjs), which stores what the app marks `s-maxage`. It lives on
 * globalThis so the server entry and the app bundle share one instance, and
 * changes to what the pages show purge the pages showing it at once (cache-policy.ts lists
 * them; page-purges.ts hears the changes other instances and the database announce).
 *
 * An entry holds the page as identical bytes for every visitor, already
 * compressed (br, gzip) when it was filled, with its strong ETags.
 *
 * Plain TypeScript with no imports: Node loads it directly in scripts/start.mjs.
 */
export interface CachedPage {
  /** The page in each encoding: `identity`, `br`, `gzip`. */
  bodies: Record<string, Uint8Array>
  /** Strong ETag per encoding. */
  etags: Record<string, string>
  expiresAt: number
}

const MAX_ENTRIES = 500
const storeKey = Symbol.for('ledgerline.page-cache')

interface Store {
  pages: Map<string, CachedPage>
  /**
   * The last page stored under each key, kept through expiry and purges: served in place of a
   * render that answers 503 because the database is away (stale-if-error).
   */
  lastGood: Map<string, CachedPage>
  /** Incremented by every purge: a render that began before a purge is not stored. */
  generation: number
}

function store(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>
  holder[storeKey] ??= { pages: new Map(), lastGood: new Map(), generation: 0 }
  return holder[storeKey]
}

export function getCachedPage(key: string, now = Date.now()): CachedPage | undefined {
  const { pages } = store()
  const page = pages.get(key)
  if (page && page.expiresAt <= now) {
    pages.delete(key)
    return undefined
  }
  return page
}

/** The purge generation to pass to putCachedPage for a render that starts now. */
export function cacheGeneration(): number {
  return store().generation
}

/** Stores a page unless the cache was purged since its render began (`generation`). */
export function putCachedPage(key: string, page: CachedPage, generation = cacheGeneration()) {
  const current = store()
  current.lastGood.delete(key)
  if (current.lastGood.size >= MAX_ENTRIES) current.lastGood.delete(current.lastGood.keys().next().value!)
  current.lastGood.set(key, page)
  if (generation !== current.generation) return
  if (current.pages.size >= MAX_ENTRIES) current.pages.delete(current.pages.keys().next().value!)
  current.pages.set(key, page)
}

/**
 * Called after every change to what public pages show: the pages whose path `shows` accepts
 * (all of them when it is not given) are dropped, and no render that began before is stored.
 */
export function purgePageCache(shows?: (path: string) => boolean) {
  const current = store()
  if (!shows) current.pages.clear()
  else {
    for (const key of [...current.pages.keys()]) {
      const queryAt = key.indexOf('?')
      if (shows(queryAt === -1 ? key : key.slice(0, queryAt))) current.pages.delete(key)
    }
  }
  current.generation++
}

/**
 * The last good render of a page, whether or not it expired or was purged since: what a visitor
 * gets instead of a 503 while the database is away (stale-if-error).
 */
export function getLastGoodPage(key: string): CachedPage | undefined {
  return store().lastGood.get(key)
}

/** Seconds of shared caching a response allows (`s-maxage`), or 0. */
export function sharedMaxAge(cacheControl: string | null): number {
  const match = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl ?? '')
  return match ? Number(match[1]) : 0
}
