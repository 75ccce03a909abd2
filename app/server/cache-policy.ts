/** Which pages show experts from the backend: they are cached only briefly, and purged on admin changes. */
export const EXPERT_PAGES = new Set(['/', '/experts', '/claim-offer'])

export const cacheControl = {
  /** Admin pages, auth responses and server-function calls. */
  private: 'private, no-store',
  /** Pages whose content is static: shared caches keep them; browsers revalidate. */
  staticPage: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
  /** Pages with expert data. */
  expertPage: 'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
  /** Not-found and error pages. */
  noCache: 'no-cache',
} as const

export function cacheControlFor(options: { pathname: string; status: number; isServerFn: boolean }): string {
  const { pathname, status, isServerFn } = options
  if (isServerFn || pathname === '/admin' || pathname.startsWith('/admin/')) return cacheControl.private
  if (status !== 200) return cacheControl.noCache
  return EXPERT_PAGES.has(pathname) ? cacheControl.expertPage : cacheControl.staticPage
}
