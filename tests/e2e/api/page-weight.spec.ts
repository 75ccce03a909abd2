/**
 * Page-weight budgets on the production build, measured as a first visit loads a page: for
 * every public route (and an event's and a speaker's page), Chromium at 1280 px opens it and
 * waits until the network is idle; every script of the site it loaded by then counts (the entry,
 * its module preloads, and the chunks of the sections that hydrate after it: toasts, dialogs
 * and deferred sections included), by what Chromium received for it (the compressed body as the
 * server sent it, and the response's headers). At most 150 KB, no admin code among them. The
 * CSS (the stylesheet the page loads after its first paint, and the critical CSS inline in its
 * head) is at most 30 KB gzip each. Each test notes its figures (`--reporter=json`, annotations).
 */
import { gzipSync } from 'node:zlib'
import type { Request } from '@playwright/test'
import { test, expect } from '../support/fixtures'
import { resetServerClock, setClocks } from '../support/mock-backend'
import { publicRoutePaths } from '~/lib/public-routes'
import { readAfterFirstPaint } from '~/server/after-first-paint'

const JS_BUDGET = 150 * 1024
const CSS_BUDGET = 30 * 1024

/**
 * Pages whose address comes from data: an event of the seed, a speaker of the conference, and a
 * registrant's cancel page (a well-formed link that names no registration loads the same code).
 */
const dataPages = ['/events/rightnow-2025', '/rightnow/maya-thompson', `/cancel-registration?token=${'0'.repeat(64)}`]

/** Pages measured at their heaviest: the claim page while the offer runs shows its form. */
const heaviestAt: Record<string, { instant: string; shows: RegExp }> = {
  '/claim-offer': { instant: '2025-12-01T17:00:00Z', shows: /Claim My Membership/ },
}

test.use({ viewport: { width: 1280, height: 800 } })

test.describe('page weight budgets', () => {
  for (const path of [...publicRoutePaths, ...dataPages]) {
    test(`${path} stays within the JavaScript and CSS budgets`, async ({ page, request, baseURL }) => {
      const state = heaviestAt[path]
      if (state) await setClocks(page, state.instant)
      test.info().annotations.push({ type: 'state', description: state ? `at ${state.instant}` : 'as seeded' })
      const scripts: Request[] = []
      page.on('requestfinished', (finished) => {
        if (finished.resourceType() === 'script' && finished.url().startsWith(baseURL!)) scripts.push(finished)
      })
      const response = await page.goto(path, { waitUntil: 'networkidle' })
      expect(response?.status(), path).toBe(200)
      if (state) {
        await expect(page.getByRole('button', { name: state.shows })).toBeVisible()
        await resetServerClock(request)
      }
      expect(scripts.length).toBeGreaterThan(0)

      let javascript = 0
      let gzipped = 0
      for (const script of scripts) {
        // Admin code lives in its own route chunks; a public page must not load them.
        expect(script.url(), `${path} loads admin code`).not.toMatch(/admin/i)
        const body = await (await script.response())!.body()
        expect(body.toString('utf8'), `${script.url()} contains admin UI`).not.toContain('Manage Experts')
        const sizes = await script.sizes()
        javascript += sizes.responseBodySize + sizes.responseHeadersSize
        gzipped += gzipSync(body).length
      }

      const html = await (await request.get(path)).text()
      const later = readAfterFirstPaint(html)
      const styles = [
        ...[...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((match) => match[1]!),
        ...(later?.stylesheets ?? []),
      ]
      expect(styles.length).toBeGreaterThan(0)
      let css = 0
      for (const url of new Set(styles)) css += gzipSync(await (await request.get(url)).body()).length
      const inlineCss = gzipSync(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '').length

      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
      test.info().annotations.push({
        type: 'weight',
        description: `JS ${kb(javascript)} received in ${scripts.length} scripts (${kb(gzipped)} gzip), CSS ${kb(css)} gz, inline critical CSS ${kb(inlineCss)} gz`,
      })
      expect(javascript, `first-load JS of ${path} (bytes received)`).toBeLessThanOrEqual(JS_BUDGET)
      expect(css, `CSS of ${path} (gzip bytes)`).toBeLessThanOrEqual(CSS_BUDGET)
      expect(inlineCss, `inline critical CSS of ${path} (gzip bytes)`).toBeLessThanOrEqual(CSS_BUDGET)
    })
  }
})
