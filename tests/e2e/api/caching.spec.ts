import { readFileSync, readdirSync, statSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { resetServerClock, setServerClock } from '../support/mock-backend'

/** What Chrome sends with a navigation or a script request. */
const browserHeaders = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
}

test.describe('caching', () => {
  test('a static page is rendered once, then served from the page cache as the same bytes for everyone', async ({ request }) => {
    const path = '/about?cache-test=' + Date.now()
    const first = await request.get(path, { headers: browserHeaders })
    const second = await request.get(path, { headers: browserHeaders })
    expect(first.headers()['cache-control']).toContain('s-maxage=3600')
    expect(first.headers()['x-cache']).toBe('MISS')
    expect(second.headers()['x-cache']).toBe('HIT')
    for (const name of ['content-security-policy', 'etag', 'content-length', 'content-encoding']) {
      expect(second.headers()[name], name).toBe(first.headers()[name])
    }
    expect(first.headers()['content-encoding']).toBe('br')
    expect(await second.text()).toBe(await first.text())
  })

  test("the footer's year turns at midnight in the site's time zone (New York), not UTC's, and no cached page keeps the old one", async ({ request }) => {
    // React separates the footer's text parts with empty comments in the HTML.
    const footerYear = async (path: string) => /©\s*(\d{4})\s/.exec((await (await request.get(path, { headers: browserHeaders })).text()).replaceAll('<!-- -->', ''))?.[1]
    const path = '/about?new-year=' + Date.now()
    try {
      // 9 PM on December 31 in New York is already January 1 in UTC.
      await setServerClock(request, '2027-01-01T02:00:00Z')
      expect(await footerYear(path)).toBe('2026')
      await setServerClock(request, '2027-01-01T05:00:01Z')
      expect(await footerYear(path)).toBe('2027')
    } finally {
      await resetServerClock(request)
    }
  })

  test('pages carry a strong ETag per encoding, vary on Accept-Encoding, and revalidate with 304', async ({ request }) => {
    const path = '/membership'
    const br = await request.get(path, { headers: browserHeaders })
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
    const identity = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
    expect(br.headers()['content-encoding']).toBe('br')
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expect(identity.headers()['content-encoding']).toBeUndefined()
    const html = await identity.text()
    expect(Number(identity.headers()['content-length'])).toBe(Buffer.byteLength(html))
    expect(await br.text()).toBe(html)
    expect(await gzip.text()).toBe(html)

    const etags = [br, gzip, identity].map((response) => response.headers()['etag'] ?? '')
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/) // strong: no W/
    expect(new Set(etags).size).toBe(3)
    for (const response of [br, gzip, identity]) expect(response.headers()['vary']).toContain('Accept-Encoding')

    const revalidated = await request.get(path, { headers: { ...browserHeaders, 'if-none-match': etags[0]! } })
    expect(revalidated.status()).toBe(304)
    expect(revalidated.headers()['etag']).toBe(etags[0])
    expect(await revalidated.body()).toHaveLength(0)
    // A CDN may weaken the tag; If-None-Match compares weakly.
    expect((await request.get(path, { headers: { ...browserHeaders, 'if-none-match': `W/${etags[0]}` } })).status()).toBe(304)
    // A stale tag, or the tag of another encoding, gets the full page.
    const other = await request.get(path, { headers: { ...browserHeaders, 'if-none-match': etags[1]! } })
    expect(other.status()).toBe(200)
    expect(await other.text()).toBe(html)
  })

  test('build assets are served precompressed, as made at build time, with strong ETags and 304s', async ({ request }) => {
    const dir = 'dist/client/assets'
    const largest = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => statSync(`${dir}/${b}`).size - statSync(`${dir}/${a}`).size)[0]!
    const url = `/assets/${largest}`
    const br = await request.get(url, { headers: browserHeaders })
    expect(br.status()).toBe(200)
    expect(br.headers()['content-encoding']).toBe('br')
    expect(Number(br.headers()['content-length'])).toBe(statSync(`${dir}/${largest}.br`).size)
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers()['content-type']).toContain('javascript')
    expect(br.headers()['vary']).toContain('Accept-Encoding')
    expect(await br.text()).toBe(readFileSync(`${dir}/${largest}`, 'utf8'))

    const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expect(Number(gzip.headers()['content-length'])).toBe(statSync(`${dir}/${largest}.gz`).size)

    const etag = br.headers()['etag']!
    expect(etag).toMatch(/^"[^"]+"$/)
    const revalidated = await request.get(url, { headers: { ...browserHeaders, 'if-none-match': etag } })
    expect(revalidated.status()).toBe(304)
    expect(await revalidated.body()).toHaveLength(0)
  })

  test('responses that are not cached (the 404 page, admin pages) are gzipped as they stream', async ({ request }) => {
    for (const path of ['/no-such-page', '/admin/login']) {
      const response = await request.get(path, { headers: browserHeaders })
      expect(response.headers()['x-cache']).toBeUndefined()
      expect(response.headers()['content-encoding']).toBe('gzip')
      expect(response.headers()['vary']).toContain('Accept-Encoding')
      expect(await response.text()).toContain('</html>')
    }
  })

  test('pages with expert data are cached only briefly', async ({ request }) => {
    expect((await request.get('/')).headers()['cache-control']).toContain('s-maxage=10')
  })

  test('requests with cookies are never answered from the shared cache', async ({ request }) => {
    await request.get('/about?cookie-test=1')
    const withCookie = await request.get('/about?cookie-test=1', { headers: { cookie: 'session=abc' } })
    expect(withCookie.headers()['x-cache']).toBeUndefined()
  })

  test('admin pages and server functions are private and not stored', async ({ request }) => {
    const admin = await request.get('/admin/login')
    expect(admin.headers()['cache-control']).toBe('private, no-store')
    const serverFn = await request.get('/_serverFn/site--getSiteConfig', { headers: { 'x-tsr-serverFn': 'true', 'sec-fetch-site': 'same-origin' } })
    expect(serverFn.headers()['cache-control']).toBe('private, no-store')
  })
})
