import { describe, expect, it } from 'vitest'
import { cacheControl, cacheControlFor, pageShows } from './cache-policy'
import { cacheGeneration, getCachedPage, getLastGoodPage, purgePageCache, putCachedPage, sharedMaxAge } from './page-cache'

describe('cache policy', () => {
  it('never caches admin pages or server functions', () => {
    expect(cacheControlFor({ pathname: '/admin', status: 200, isServerFn: false })).toBe(cacheControl.private)
    expect(cacheControlFor({ pathname: '/admin/experts', status: 200, isServerFn: false })).toBe(cacheControl.private)
    expect(cacheControlFor({ pathname: '/_serverFn/x', status: 200, isServerFn: true })).toBe(cacheControl.private)
    // A registrant's cancel link shows their own registration.
    expect(cacheControlFor({ pathname: '/cancel-registration', status: 200, isServerFn: false })).toBe(cacheControl.private)
  })

  it('caches expert pages briefly and static pages long', () => {
    expect(sharedMaxAge(cacheControlFor({ pathname: '/', status: 200, isServerFn: false }))).toBe(10)
    expect(sharedMaxAge(cacheControlFor({ pathname: '/about', status: 200, isServerFn: false }))).toBe(3600)
    expect(cacheControlFor({ pathname: '/administrator', status: 200, isServerFn: false })).toBe(cacheControl.staticPage)
    expect(cacheControlFor({ pathname: '/missing', status: 404, isServerFn: false })).toBe(cacheControl.noCache)
  })
})

describe('page cache', () => {
  const page = (text: string, expiresAt: number) => ({
    bodies: { identity: new TextEncoder().encode(text) },
    etags: { identity: `"${text}"` },
    expiresAt,
  })

  it('expires entries and is purged at once', () => {
    putCachedPage('/a', page('x', 1000))
    expect(getCachedPage('/a', 999)?.etags.identity).toBe('"x"')
    expect(getCachedPage('/a', 1000)).toBeUndefined()
    putCachedPage('/b', page('y', Date.now() + 10_000))
    purgePageCache()
    expect(getCachedPage('/b')).toBeUndefined()
  })

  it('keeps the last good render of a page through expiry and purges, for when the database is away', () => {
    putCachedPage('/academy', page('good', 1000))
    expect(getCachedPage('/academy', 2000)).toBeUndefined()
    purgePageCache((path) => path === '/academy')
    expect(getCachedPage('/academy')).toBeUndefined()
    expect(getLastGoodPage('/academy')?.etags.identity).toBe('"good"')
    putCachedPage('/academy', page('newer', Date.now() + 10_000))
    expect(getLastGoodPage('/academy')?.etags.identity).toBe('"newer"')
    expect(getLastGoodPage('/never-rendered')).toBeUndefined()
  })

  it('does not store a page whose render began before a purge', () => {
    const generation = cacheGeneration()
    purgePageCache()
    putCachedPage('/c', page('stale', Date.now() + 10_000), generation)
    expect(getCachedPage('/c')).toBeUndefined()
    putCachedPage('/c', page('fresh', Date.now() + 10_000), cacheGeneration())
    expect(getCachedPage('/c')?.etags.identity).toBe('"fresh"')
  })
})

describe('pages showing data', () => {
  it('lists each table’s pages in one place, event pages by their prefix', () => {
    expect(pageShows('events', '/events')).toBe(true)
    expect(pageShows('events', '/events/chair-yoga')).toBe(true)
    expect(pageShows('events', '/events.ics')).toBe(true)
    expect(pageShows('events', '/sitemap.xml')).toBe(true)
    expect(pageShows('events', '/about')).toBe(false)
    expect(pageShows('experts', '/')).toBe(true)
    expect(pageShows('experts', '/about')).toBe(false)
    expect(pageShows('site_settings', '/claim-offer')).toBe(true)
    // The site's figures: the community size on the home and story pages, the active members on /perks.
    for (const path of ['/', '/about', '/perks']) expect(pageShows('site_settings', path), path).toBe(true)
    expect(pageShows('site_settings', '/membership')).toBe(false)
  })

  it('keeps the pages stating the figures as long as their other data allows: a change purges them, they have no dated boundary', () => {
    expect(sharedMaxAge(cacheControlFor({ pathname: '/about', status: 200, isServerFn: false }))).toBe(3600)
    // /perks shows the perks staff edit: a content page's minute.
    expect(sharedMaxAge(cacheControlFor({ pathname: '/perks', status: 200, isServerFn: false }))).toBe(60)
    expect(sharedMaxAge(cacheControlFor({ pathname: '/', status: 200, isServerFn: false }))).toBe(10)
    const entry = { bodies: { identity: new Uint8Array() }, etags: { identity: '"s"' }, expiresAt: Date.now() + 60_000 }
    for (const key of ['/', '/about', '/perks', '/rightnow', '/membership']) putCachedPage(key, entry)
    purgePageCache((path) => pageShows('site_settings', path))
    for (const key of ['/', '/about', '/perks', '/rightnow']) expect(getCachedPage(key), key).toBeUndefined()
    expect(getCachedPage('/membership')).toBeDefined()
  })

  it('purges the pages that show each kind of site content, and no other', () => {
    const pages = ['/', '/academy', '/membership', '/perks', '/rightnow', '/rightnow/maya-thompson', '/securityhub', '/sitemap.xml', '/about', '/experts']
    const showing = (kind: Parameters<typeof pageShows>[0]) => pages.filter((path) => pageShows(kind, path))
    expect(showing('faq_entries')).toEqual(['/', '/academy', '/membership', '/rightnow', '/securityhub'])
    expect(showing('testimonials')).toEqual(['/membership'])
    expect(showing('perks')).toEqual(['/perks'])
    expect(showing('speakers')).toEqual(['/rightnow', '/rightnow/maya-thompson', '/sitemap.xml'])
    expect(showing('agenda_sessions')).toEqual(['/rightnow'])
    expect(sharedMaxAge(cacheControlFor({ pathname: '/academy', status: 200, isServerFn: false }))).toBe(60)
    // A scheduled entry due in 12 s: the page is kept no longer.
    expect(sharedMaxAge(cacheControlFor({ pathname: '/perks', status: 200, isServerFn: false, untilBoundaryMs: 12_000 }))).toBe(12)
  })

  it('keeps event and settings pages a minute, or until their next boundary when that comes sooner', () => {
    expect(sharedMaxAge(cacheControlFor({ pathname: '/events', status: 200, isServerFn: false }))).toBe(60)
    expect(sharedMaxAge(cacheControlFor({ pathname: '/events', status: 200, isServerFn: false, untilBoundaryMs: 12_900 }))).toBe(12)
    expect(sharedMaxAge(cacheControlFor({ pathname: '/events', status: 200, isServerFn: false, untilBoundaryMs: 3_600_000 }))).toBe(60)
    // Experts and the offer on one page: the shorter lifetime.
    expect(sharedMaxAge(cacheControlFor({ pathname: '/claim-offer', status: 200, isServerFn: false, untilBoundaryMs: 45_000 }))).toBe(10)
    expect(sharedMaxAge(cacheControlFor({ pathname: '/claim-offer', status: 200, isServerFn: false, untilBoundaryMs: 4_000 }))).toBe(4)
    // A boundary under a second away: not kept at all.
    expect(cacheControlFor({ pathname: '/rightnow', status: 200, isServerFn: false, untilBoundaryMs: 900 })).toBe(cacheControl.noCache)
    // Never served stale for more than 30 s.
    expect(cacheControlFor({ pathname: '/events', status: 200, isServerFn: false })).toContain('stale-while-revalidate=30')
  })

  it('keeps a static page an hour, even with the footer year’s boundary far away; in the last hour before it, only until it', () => {
    const days = 24 * 3_600_000
    expect(cacheControlFor({ pathname: '/about', status: 200, isServerFn: false, untilBoundaryMs: 30 * days })).toBe(cacheControl.staticPage)
    expect(cacheControlFor({ pathname: '/about', status: 200, isServerFn: false })).toBe(cacheControl.staticPage)
    expect(sharedMaxAge(cacheControlFor({ pathname: '/about', status: 200, isServerFn: false, untilBoundaryMs: 600_000 }))).toBe(600)
  })

  it('purges only the pages that show the changed table', () => {
    const entry = { bodies: { identity: new Uint8Array() }, etags: { identity: '"e"' }, expiresAt: Date.now() + 60_000 }
    for (const key of ['/events', '/events/a?x=1', '/about', '/']) putCachedPage(key, entry)
    purgePageCache((path) => pageShows('events', path))
    expect(getCachedPage('/events')).toBeUndefined()
    expect(getCachedPage('/events/a?x=1')).toBeUndefined()
    expect(getCachedPage('/about')).toBeDefined()
    expect(getCachedPage('/')).toBeDefined()
  })

  it('keeps the library and the Security Hub a minute, and a resource change purges both and nothing else', () => {
    expect(sharedMaxAge(cacheControlFor({ pathname: '/resources', status: 200, isServerFn: false }))).toBe(60)
    expect(sharedMaxAge(cacheControlFor({ pathname: '/securityhub', status: 200, isServerFn: false }))).toBe(60)
    const entry = { bodies: { identity: new Uint8Array() }, etags: { identity: '"r"' }, expiresAt: Date.now() + 60_000 }
    for (const key of ['/resources', '/securityhub', '/experts']) putCachedPage(key, entry)
    purgePageCache((path) => pageShows('resources', path))
    expect(getCachedPage('/resources')).toBeUndefined()
    expect(getCachedPage('/securityhub')).toBeUndefined()
    expect(getCachedPage('/experts')).toBeDefined()
  })
})
