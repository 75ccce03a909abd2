/**
 * Page-weight budgets on the production build: for every public route, the
 * JavaScript a first visit loads (entry script and module preloads, which the
 * page lists for loading after its first paint) is at most 150 KB gzip, holds
 * no admin code, and the CSS (the stylesheet it loads then, and the critical
 * CSS inline in its head) is at most 30 KB gzip each.
 */
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { publicRoutePaths } from '~/lib/public-routes'
import { readAfterFirstPaint } from '~/server/after-first-paint'

const JS_BUDGET = 150 * 1024
const CSS_BUDGET = 30 * 1024

test.describe('page weight budgets', () => {
  for (const path of publicRoutePaths) {
    test(`${path} stays within the JavaScript and CSS budgets`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      const later = readAfterFirstPaint(html)
      const scripts = [
        ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!),
        ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((match) => match[1]!),
        ...(later?.entry ? [later.entry] : []),
        ...(later?.preloads ?? []),
      ]
      const styles = [
        ...[...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((match) => match[1]!),
        ...(later?.stylesheets ?? []),
      ]
      const criticalCss = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
      expect(scripts.length).toBeGreaterThan(0)
      expect(styles.length).toBeGreaterThan(0)

      const gzipSize = async (url: string) => gzipSync(await (await request.get(url)).body()).length
      let javascript = 0
      for (const url of new Set(scripts)) {
        const source = (await (await request.get(url)).text())
        // Admin code lives in its own route chunks; a public page must not preload them.
        expect(url, `${path} preloads admin code`).not.toMatch(/admin/i)
        expect(source, `${url} contains admin UI`).not.toContain('Manage Experts')
        javascript += await gzipSize(url)
      }
      let css = 0
      for (const url of new Set(styles)) css += await gzipSize(url)
      const inlineCss = gzipSync(criticalCss).length

      test.info().annotations.push({
        type: 'weight',
        description: `JS ${(javascript / 1024).toFixed(1)} KB gz, CSS ${(css / 1024).toFixed(1)} KB gz, inline critical CSS ${(inlineCss / 1024).toFixed(1)} KB gz`,
      })
      expect(javascript, `first-load JS of ${path} (gzip bytes)`).toBeLessThanOrEqual(JS_BUDGET)
      expect(css, `CSS of ${path} (gzip bytes)`).toBeLessThanOrEqual(CSS_BUDGET)
      expect(inlineCss, `inline critical CSS of ${path} (gzip bytes)`).toBeLessThanOrEqual(CSS_BUDGET)
    })
  }
})
