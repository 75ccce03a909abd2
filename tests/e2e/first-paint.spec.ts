/**
 * A page paints from its first response: the inline critical CSS alone gives every element
 * the computed style the full stylesheet gives it (no flash of unstyled content, no shift
 * when the stylesheet arrives), and the stylesheet and scripts are requested only after
 * the first contentful paint. Runs at 1280 and 375 px (desktop and mobile projects).
 */
import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { publicRoutePaths } from '~/lib/public-routes'

const SCRIPTS = /\/assets\/.+\.js$/
const STYLESHEETS = /\/assets\/.+\.css$/

interface RenderedElement {
  element: string
  /** A hash of every computed value below: comparing these is enough to find a difference. */
  signature: number
  /** The values themselves, only for the elements asked for (to say what differs). */
  values?: string[]
}

/**
 * Every element's computed style (all properties, and its ::before/::after content) and box, in
 * document order, as a signature per element; the values themselves only for `detailOf`. Hashing
 * in the page keeps the answer small: a page has about a thousand elements of some 350
 * properties each, which took seconds to pass to the test as text.
 */
async function renderedStyles(page: Page, path: string, stylesheet: 'blocked' | 'loaded', detailOf: number[] = []) {
  await page.goto(path)
  // React reveals streamed sections after a short delay of its own.
  await page.waitForFunction(() => document.querySelectorAll('div[hidden][id^="S:"]').length === 0)
  if (stylesheet === 'loaded') {
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => (sheet.href ?? '').includes('/assets/') && sheet.cssRules.length > 0),
    )
  }
  return page.evaluate(
    (detailOf): RenderedElement[] =>
      [...document.querySelectorAll('body *')].map((element, index) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        const values = [...style].map((property) => `${property}: ${style.getPropertyValue(property)}`)
        for (const pseudo of ['::before', '::after']) {
          const pseudoStyle = getComputedStyle(element, pseudo)
          values.push(`${pseudo} content: ${pseudoStyle.content}`, `${pseudo} display: ${pseudoStyle.display}`)
        }
        values.push(`box: ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')}`)
        // FNV-1a over the values, one separator between them.
        let signature = 0x811c9dc5
        for (const value of values) {
          for (let at = 0; at < value.length; at++) signature = Math.imul(signature ^ value.charCodeAt(at), 0x01000193)
          signature = Math.imul(signature ^ 10, 0x01000193)
        }
        return {
          element: `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').slice(0, 60)}`,
          signature: signature >>> 0,
          ...(detailOf.includes(index) ? { values } : {}),
        }
      }),
    detailOf,
  )
}

test.describe('paint from the first response', () => {
  for (const path of publicRoutePaths) {
    test(`${path}: the inline critical CSS styles every element as the stylesheet does`, async ({ page }) => {
      // Both renderings get the same HTML (a page with experts is kept only seconds and may
      // change between two loads); scripts stay out of both: hydration would only add timing.
      const response = await page.request.get(path)
      const html = await response.text()
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      )
      await page.route((url) => url.pathname === path, (route) => route.fulfill({ status: response.status(), headers, body: html }))
      await page.route(SCRIPTS, (route) => route.abort('aborted'))
      await page.route(STYLESHEETS, (route) => route.abort('aborted'))
      const inlineOnly = await renderedStyles(page, path, 'blocked')
      await page.unroute(STYLESHEETS)
      const withStylesheet = await renderedStyles(page, path, 'loaded')

      expect(inlineOnly.length).toBe(withStylesheet.length)
      const differing = inlineOnly.flatMap(({ signature }, index) => (signature === withStylesheet[index]!.signature ? [] : [index])).slice(0, 20)
      let differences: string[] = []
      if (differing.length > 0) {
        // Load both again, this time with the values of the elements that differ, to say how.
        const loaded = await renderedStyles(page, path, 'loaded', differing)
        await page.route(STYLESHEETS, (route) => route.abort('aborted'))
        const inline = await renderedStyles(page, path, 'blocked', differing)
        differences = differing.flatMap((index) => {
          const { element, values = [] } = inline[index]!
          const other = loaded[index]!.values ?? []
          return values
            .filter((value, at) => value !== other[at])
            .map((value) => `${element}: ${value} (with the stylesheet: ${other.find((entry) => entry.split(':')[0] === value.split(':')[0])})`)
        })
      }
      expect(differences.slice(0, 20), `${differing.length} elements differ`).toEqual([])
    })
  }

  for (const path of ['/', '/about', '/events', '/membership']) {
    test(`${path} requests its stylesheet and scripts only after the first contentful paint, then hydrates`, async ({ page, visit }) => {
      await visit(path)
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        assets: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
      }))
      expect(timing.firstContentfulPaint).toBeGreaterThan(0)
      expect(timing.assets.some((asset) => asset.url.endsWith('.css'))).toBe(true)
      expect(timing.assets.some((asset) => asset.url.endsWith('.js'))).toBe(true)
      const early = timing.assets.filter((asset) => asset.startTime < timing.firstContentfulPaint!)
      expect(early, `requested before the first contentful paint at ${timing.firstContentfulPaint} ms`).toEqual([])
    })
  }
})
