/**
 * Every public page paints from its first response: nothing in its head blocks rendering
 * (the critical CSS is inline, the stylesheet link only inside <noscript>), the parser meets
 * no script or module preload to fetch, the loader that fetches them after the first paint
 * is allowed by its hash, and the CSP lets the inline style apply.
 */
import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { publicRoutePaths } from '~/lib/public-routes'
import { afterFirstPaintLoader, readAfterFirstPaint } from '~/server/after-first-paint'

const loaderHash = `'sha256-${createHash('sha256').update(afterFirstPaintLoader).digest('base64')}'`

function directive(csp: string, name: string) {
  return (csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '').split(/\s+/)
}

test.describe('first paint from the HTML alone', () => {
  for (const path of publicRoutePaths) {
    test(`${path} has no render-blocking stylesheet or script, and loads them after its first paint`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')

      expect(head.match(/<style>/g), 'one inline <style> with the critical CSS').toHaveLength(1)
      expect(head).toMatch(/<style>[\s\S]{1000,}<\/style>/)
      expect(outsideNoscript).not.toMatch(/<link[^>]+rel="stylesheet"/)
      expect(html).not.toMatch(/<script[^>]+\ssrc=/)
      expect(html).not.toContain('rel="modulepreload"')

      const later = readAfterFirstPaint(html)
      expect(later?.stylesheets).toEqual([expect.stringMatching(/^\/assets\/[\w-]+\.css$/)])
      expect(later?.entry).toMatch(/^\/assets\/[\w-]+\.js$/)
      expect(later?.preloads.length).toBeGreaterThan(0)
      expect(html).toContain(`<noscript><link rel="stylesheet" href="${later?.stylesheets[0]}"`)

      const csp = response.headers()['content-security-policy'] ?? ''
      expect(directive(csp, 'script-src')).toContain(loaderHash)
      // The inline style applies through 'unsafe-inline'; a hash or nonce here would switch that off.
      const styleSrc = directive(csp, 'style-src')
      expect(styleSrc).toContain("'unsafe-inline'")
      expect(styleSrc.filter((source) => /^'(sha\d+|nonce)-/.test(source))).toEqual([])
    })
  }
})
