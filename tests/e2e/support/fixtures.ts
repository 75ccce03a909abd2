/**
 * The shared browser-test helper. Every page test imports `test` and `expect`
 * from here:
 * - the page fails its test on any console error, and on any failed request to
 *   the site's own origin (unless the test names the errors it expects);
 * - `visit(path)` opens a route, checks its HTTP status and waits for hydration;
 * - `expectAccessible()` runs axe with the WCAG 2.0/2.1 A and AA tags and fails
 *   on any violation.
 */
import { test as base, expect, type Page, type Response } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'

export { expect }

export interface SiteFixtures {
  /** Console errors matching one of these are expected by the test. */
  allowedConsoleErrors: RegExp[]
  /** Own-origin error responses expected by the test, matched against "STATUS METHOD URL" (e.g. a server function made to fail). */
  allowedHttpErrors: RegExp[]
  visit: (path: string, options?: { status?: number }) => Promise<Response>
  expectAccessible: (options?: { include?: string; exclude?: string[] }) => Promise<void>
}

export const test = base.extend<SiteFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  allowedHttpErrors: [[], { option: true }],

  page: async ({ page, baseURL, allowedConsoleErrors, allowedHttpErrors }, use) => {
    const problems: string[] = []
    const ownOrigin = new URL(baseURL!).origin
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      // Resource failures are judged by the response listener below (own origin only).
      if (text.startsWith('Failed to load resource')) return
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return
      problems.push(`console error: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith(ownOrigin)) return
      const failure = request.failure()?.errorText ?? ''
      if (failure.includes('ERR_ABORTED')) return // navigations away cancel in-flight requests
      problems.push(`request failed: ${request.url()} ${failure}`)
    })
    page.on('response', (response) => {
      const request = response.request()
      if (!response.url().startsWith(ownOrigin) || request.resourceType() === 'document') return
      if (response.status() < 400) return
      const summary = `${response.status()} ${request.method()} ${response.url()}`
      if (allowedHttpErrors.some((pattern) => pattern.test(summary))) return
      problems.push(`HTTP ${summary}`)
    })
    await use(page)
    expect(problems, 'the page logged errors or had failed requests').toEqual([])
  },

  visit: async ({ page }, use) => {
    await use(async (path, options = {}) => {
      const response = await page.goto(path)
      expect(response, `no response for ${path}`).not.toBeNull()
      expect(response!.status(), `HTTP status of ${path}`).toBe(options.status ?? 200)
      await waitForHydration(page)
      return response!
    })
  },

  expectAccessible: async ({ page }, use) => {
    await use((options = {}) => expectPageAccessible(page, options))
  },
})

/** Zero WCAG 2.1 AA violations by axe on `page` (the `expectAccessible` fixture, for any page of a test). */
export async function expectPageAccessible(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  // axe judges colours as they are painted: a toast or dialog still fading in has
  // partial opacity and would fail colour contrast. Scan once finite animations end
  // (endless ones, such as spinners, never do and are not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getComputedTiming().iterations
      return animation.playState !== 'running' || iterations === Infinity
    }),
  )
  // label-content-name-mismatch (WCAG 2.5.3: a control's name contains the words it shows, so
  // voice-control users can say what they see) is switched on by name: some axe versions ship it
  // as experimental, outside the tags. Legacy mode runs axe in the page itself instead of
  // gathering each frame's results in a blank page it opens for that (the site's pages have no
  // frames), and only violations are collected: the same findings in half the time (a scan of
  // /membership took about 700 ms, now 400 ms).
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (options.include) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  // The root layout's effect runs before React has hydrated the route's own content
  // (a Suspense boundary it may hydrate later). Navigating in that window makes the
  // router throw while hydrating ("reading 'routeId'"), so also wait for the content:
  // React keeps its fiber on every DOM node it has hydrated.
  await page.waitForFunction(() => {
    const content = document.querySelector('#main > *')
    return !content || Object.keys(content).some((key) => key.startsWith('__reactFiber$'))
  })
}

/** True when the test runs in the 375 px project. */
export function isMobileViewport(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768
}
