import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { e2eEmbedAllowedOrigin } from '../../../playwright.config'
import { readAfterFirstPaint } from '~/server/after-first-paint'

const pages = ['/', '/about', '/membership', '/no-such-page', '/admin/login']

/** The inline scripts a browser would execute: no src, not a data block (JSON-LD, JSON). */
function executableInlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = '']) => text)
    .filter((text) => text !== '')
}

test.describe('security headers', () => {
  for (const path of pages) {
    test(`${path} carries the security headers and a CSP that lists its inline scripts by hash`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
      expect(scriptSrc).not.toContain('unsafe-inline')
      expect(scriptSrc).not.toContain('nonce-')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(headers['x-frame-options']).toBe('DENY')
      expect(csp).toContain("object-src 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)

      // Every inline script the page runs is allowed by its exact SHA-256, and nothing else is.
      const scripts = executableInlineScripts(await response.text())
      expect(scripts.length).toBeGreaterThan(0)
      const expected = new Set(scripts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`))
      const listed = new Set(scriptSrc.trim().split(/\s+/).filter((source) => source.startsWith("'sha256-")))
      expect([...listed].sort()).toEqual([...expected].sort())
    })
  }

  test('a public page has the same CSP for every visitor (it can be shared-cached)', async ({ request }) => {
    const first = (await request.get('/experts')).headers()['content-security-policy']
    const second = (await request.get('/experts')).headers()['content-security-policy']
    expect(first).toBe(second)
  })

  test('/membership-embed may be framed by exactly the EMBED_ALLOWED_ORIGINS, and keeps the rest of the CSP', async ({ request }) => {
    for (const attempt of ['first', 'from the page cache']) {
      const response = await request.get('/membership-embed')
      const headers = response.headers()
      const directives = (headers['content-security-policy'] ?? '').split(';').map((directive) => directive.trim())
      expect(directives, attempt).toContain(`frame-ancestors ${e2eEmbedAllowedOrigin}`)
      expect(directives.filter((directive) => directive.startsWith('frame-ancestors')), attempt).toHaveLength(1)
      expect(directives.find((directive) => directive.startsWith('script-src')), attempt).toMatch(/'sha256-/)
      expect(headers['x-frame-options'], attempt).toBeUndefined()
    }
    // Any other path, including one that only starts like it, stays unframeable.
    for (const path of ['/membership', '/membership-embed-x', '/membership-embed/x']) {
      const headers = (await request.get(path)).headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['x-frame-options'], path).toBe('DENY')
    }
  })

  test('static files carry nosniff, the baseline headers and long-lived caching for fingerprinted assets', async ({ request }) => {
    const favicon = await request.get('/favicon.svg')
    expect(favicon.headers()['x-content-type-options']).toBe('nosniff')
    expect(favicon.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    const html = await (await request.get('/')).text()
    const asset = readAfterFirstPaint(html)!.entry!
    const script = await request.get(asset)
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(script.headers()['x-content-type-options']).toBe('nosniff')
    expect(script.headers()['strict-transport-security']).toContain('max-age=')
    // A script never renders as a page: the page headers would be bytes for nothing.
    expect(script.headers()['content-security-policy']).toBeUndefined()
    expect(script.headers()['x-frame-options']).toBeUndefined()
  })
})

test.describe('CSRF protection of server functions', () => {
  test('a cross-origin call is refused, a same-origin one answered', async ({ request, baseURL }) => {
    const url = '/_serverFn/site--getSiteConfig'
    const crossOrigin = await request.get(url, {
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site', 'x-tsr-serverFn': 'true' },
    })
    expect(crossOrigin.status()).toBe(403)
    const sameOrigin = await request.get(url, {
      headers: { origin: new URL(baseURL!).origin, 'sec-fetch-site': 'same-origin', 'x-tsr-serverFn': 'true' },
    })
    expect(sameOrigin.status()).toBe(200)
    expect(await sameOrigin.text()).toContain('communityJoin')
  })
})
