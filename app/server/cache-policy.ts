/**
 * How long shared caches (the production server's page cache, a CDN) may keep each response,
 * and which public pages show which data, so a change purges exactly those pages.
 *
 * Plain TypeScript with no imports: the production server (scripts/start.mjs) may load it directly.
 */

/**
 * The public pages that show rows of each table (paths; one ending in '/' stands for every
 * path under it). The one list the purges follow: an admin change to a table purges its
 * pages at once (admin.middleware.ts), and so does a change the database announces (page-purges.ts).
 */
/** The pages that show the settings' dates (the conference, the offer's end): kept no longer than a dated page. */
const settingsDatePages = ['/rightnow', '/claim-offer', '/rightnow2025', '/connect2025-poc'] as const

export const pagesShowing = {
  experts: ['/', '/experts', '/claim-offer'],
  // The session pages (/rightnow/…) name the conference, its event's title.
  events: ['/events', '/events/', '/events.ics', '/sitemap.xml', '/rightnow', '/rightnow/', '/rightnow2025', '/connect2025-poc'],
  // The dated pages, and the pages stating the site's figures (the community size on the home
  // and story pages, the active members on /perks), which have no boundary of the clock, and
  // the session pages, which name the conference and invite to the post-event group.
  site_settings: [...settingsDatePages, '/', '/about', '/perks', '/rightnow/'],
  resources: ['/resources', '/securityhub'],
  // The content staff edit in /admin/content (content-pages.functions.ts); each page also expires
  // at the next scheduled entry's instant (next_content_publication()).
  faq_entries: ['/', '/academy', '/membership', '/rightnow', '/securityhub'],
  testimonials: ['/membership'],
  perks: ['/perks'],
  speakers: ['/rightnow', '/rightnow/', '/sitemap.xml', '/rightnow2025', '/connect2025-poc'],
  agenda_sessions: ['/rightnow'],
} as const satisfies Record<string, readonly string[]>

export type PurgedResource = keyof typeof pagesShowing

/**
 * Public pages that show one visitor's own data (a registrant's cancel link shows their
 * registration): never kept by a shared cache, whatever the query string.
 */
export const personalPages = ['/cancel-registration'] as const

/** Whether the page at `path` shows rows of `resource`. */
export function pageShows(resource: PurgedResource, path: string): boolean {
  return pagesShowing[resource].some((page) => (page.endsWith('/') && page !== '/' ? path.startsWith(page) : path === page))
}

const showsExperts = (path: string) => pageShows('experts', path)
const showsDatedThings = (path: string) => pageShows('events', path) || (settingsDatePages as readonly string[]).includes(path)
const showsResources = (path: string) => pageShows('resources', path)
const contentKinds = ['faq_entries', 'testimonials', 'perks', 'speakers', 'agenda_sessions'] as const
const showsContent = (path: string) => contentKinds.some((kind) => pageShows(kind, path))

/** Seconds a page whose content is static may be kept by shared caches. */
const STATIC_PAGE_SECONDS = 3600
/** Seconds a page with expert data may be kept: new experts show within this. */
const EXPERT_PAGE_SECONDS = 10
/** Seconds a page with events or settings may be kept when no boundary of the clock comes sooner. */
const DATED_PAGE_SECONDS = 60
/** Seconds a page with resources may be kept by a shared cache (this server's own copy is purged at once on a change). */
const RESOURCE_PAGE_SECONDS = 60
/** Seconds a page with site content may be kept by a shared cache (this server's own copy is purged at once on a change). */
const CONTENT_PAGE_SECONDS = 60
/** Seconds a page with data may be served stale by a shared cache while it fetches the new one. */
const DATA_PAGE_STALE_SECONDS = 30

export const cacheControl = {
  /** Admin pages, auth responses and server-function calls. */
  private: 'private, no-store',
  /** Pages whose content is static: shared caches keep them; browsers revalidate. */
  staticPage: `public, max-age=0, s-maxage=${STATIC_PAGE_SECONDS}, stale-while-revalidate=86400`,
  /** Pages with expert data. */
  expertPage: dataPage(EXPERT_PAGE_SECONDS),
  /** Not-found and error pages. */
  noCache: 'no-cache',
} as const

function dataPage(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${DATA_PAGE_STALE_SECONDS}`
}

/**
 * The Cache-Control of a response the app renders. Pages with data are kept briefly: experts
 * 10 s, events and settings 60 s, and a page that shows dated things (an event starting or
 * ending, registration closing, the offer ending) no longer than its next boundary,
 * `untilBoundaryMs` from now (see page-lifetime.ts). A page whose boundary is less than a
 * second away is not kept at all.
 */
export function cacheControlFor(options: { pathname: string; status: number; isServerFn: boolean; untilBoundaryMs?: number }): string {
  const { pathname, status, isServerFn, untilBoundaryMs } = options
  if (isServerFn || pathname === '/admin' || pathname.startsWith('/admin/') || (personalPages as readonly string[]).includes(pathname)) return cacheControl.private
  if (status !== 200) return cacheControl.noCache
  const lifetimes: number[] = []
  if (showsExperts(pathname)) lifetimes.push(EXPERT_PAGE_SECONDS)
  if (showsDatedThings(pathname)) lifetimes.push(DATED_PAGE_SECONDS)
  if (showsResources(pathname)) lifetimes.push(RESOURCE_PAGE_SECONDS)
  if (showsContent(pathname)) lifetimes.push(CONTENT_PAGE_SECONDS)
  // Every page has a boundary (the footer's year ends at New Year): a static page is kept as
  // usual unless its boundary comes sooner.
  if (lifetimes.length === 0) {
    if (untilBoundaryMs === undefined || untilBoundaryMs >= STATIC_PAGE_SECONDS * 1000) return cacheControl.staticPage
    lifetimes.push(STATIC_PAGE_SECONDS)
  }
  if (untilBoundaryMs !== undefined) lifetimes.push(Math.floor(untilBoundaryMs / 1000))
  const seconds = Math.min(...lifetimes)
  return seconds < 1 ? cacheControl.noCache : dataPage(seconds)
}
