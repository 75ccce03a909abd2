import { describe, expect, it } from 'vitest'
import { cacheControl, cacheControlFor } from './cache-policy'
import { cacheGeneration, getCachedPage, purgePageCache, putCachedPage, sharedMaxAge } from './page-cache'

describe('cache policy', () => {
  it('never caches admin pages or server functions', () => {
    expect(cacheControlFor({ pathname: '/admin', status: 200, isServerFn: false })).toBe(cacheControl.private)
    expect(cacheControlFor({ pathname: '/admin/experts', status: 200, isServerFn: false })).toBe(cacheControl.private)
    expect(cacheControlFor({ pathname: '/_serverFn/x', status: 200, isServerFn: true })).toBe(cacheControl.private)
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

  it('does not store a page whose render began before a purge', () => {
    const generation = cacheGeneration()
    purgePageCache()
    putCachedPage('/c', page('stale', Date.now() + 10_000), generation)
    expect(getCachedPage('/c')).toBeUndefined()
    putCachedPage('/c', page('fresh', Date.now() + 10_000), cacheGeneration())
    expect(getCachedPage('/c')?.etags.identity).toBe('"fresh"')
  })
})
