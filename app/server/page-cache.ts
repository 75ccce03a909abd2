/**
 * A small shared cache of rendered public pages for the production server
 * (scripts/start.mjs), which stores what the app marks `s-maxage`. It lives on
 * globalThis so the server entry and the app bundle share one instance, and
 * admin changes to experts purge it at once.
 *
 * Plain TypeScript with no imports: Node loads it directly in scripts/start.mjs.
 */
export interface CachedPage {
  body: string
  status: number
  headers: [string, string][]
  /** The CSP nonce the page was rendered with; replaced by a fresh one on every response. */
  nonce: string | null
  expiresAt: number
}

const MAX_ENTRIES = 500
const storeKey = Symbol.for('ledgerline.page-cache')

function store(): Map<string, CachedPage> {
  const holder = globalThis as unknown as Record<symbol, Map<string, CachedPage> | undefined>
  holder[storeKey] ??= new Map()
  return holder[storeKey]
}

export function getCachedPage(key: string, now = Date.now()): CachedPage | undefined {
  const page = store().get(key)
  if (page && page.expiresAt <= now) {
    store().delete(key)
    return undefined
  }
  return page
}

export function putCachedPage(key: string, page: CachedPage) {
  const pages = store()
  if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value!)
  pages.set(key, page)
}

/** Called after every change to experts: pages showing them must not be served stale. */
export function purgePageCache() {
  store().clear()
}

/** Seconds of shared caching a response allows (`s-maxage`), or 0. */
export function sharedMaxAge(cacheControl: string | null): number {
  const match = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl ?? '')
  return match ? Number(match[1]) : 0
}
