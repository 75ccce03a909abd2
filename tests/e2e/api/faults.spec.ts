/**
 * The site under a failing backend (the mock's fault injection): public pages
 * keep answering 200 with an empty expert grid (those made of events or settings say
 * they could not be loaded; those showing site content answer 503 with Retry-After, never an
 * empty FAQ: the production server serves their last good render instead when it has one), a
 * hung backend never hangs a page (5 s timeout), and sign-in reports the failure.
 */
import { expect, test } from '@playwright/test'
import { publicRoutePaths } from '~/lib/public-routes'
import { pageShows } from '~/server/cache-policy'
import { clearFaults, injectFault, resetMockBackend } from '../support/mock-backend'
import { callServerFn } from '../support/server-fn'

/** The pages whose subject is the settings or one event (the conference, the offer, the roundtables); /events lists what it can and says when it cannot. */
const pagesOfDatedData = ['/claim-offer', '/connect2025-poc', '/rightnow', '/rightnow2025']

/** The pages that show the words staff edit: the content (FAQs, testimonials, perks, speakers, agenda) and the site's figures. */
const showsSiteContent = (path: string) =>
  (['faq_entries', 'testimonials', 'perks', 'speakers', 'agenda_sessions'] as const).some((kind) => pageShows(kind, path)) ||
  ['/', '/about', '/perks'].includes(path)

test.describe('backend faults', () => {
  test.beforeEach(async ({ request }) => resetMockBackend(request))
  test.afterEach(async ({ request }) => clearFaults(request))

  test('with the backend answering 500, pages made of dated data say it could not be loaded (502), pages of site content answer 503 with Retry-After; every other page answers 200 with an empty expert grid', async ({ request }) => {
    const healthy = await (await request.get(`/?healthy=${Date.now()}`)).text()
    expect(healthy, 'a healthy home page shows expert portraits').toContain('/images/experts/')
    await injectFault(request, { service: 'rest', status: 500 })
    const statuses: Record<string, number> = {}
    for (const path of publicRoutePaths) {
      // A unique query string bypasses the shared page cache.
      const response = await request.get(`${path}?fault=${Date.now()}`)
      statuses[path] = response.status()
      const html = await response.text()
      expect(html, path).toContain('</html>')
      // No expert card: their portraits are the mock's sample images.
      expect(html, path).not.toContain('/images/experts/')
      if (showsSiteContent(path)) {
        // Never rendered at this address: no last good render to serve, so 503 and when to come back.
        expect(html, path).toMatch(/not available just now/)
        expect(response.headers()['retry-after'], path).toMatch(/^\d+$/)
        expect(response.headers()['cache-control'], path).toBe('no-cache')
      } else if (response.status() !== 200) {
        // Without the events or the settings, a page cannot tell what is on or whether the offer runs: it says so rather than guess.
        expect(html, path).toMatch(/could not be loaded just now/)
        expect(response.headers()['cache-control'], path).toBe('no-cache')
      }
    }
    const refused = Object.entries(statuses).filter(([, status]) => status !== 200)
    const expected = [...new Set([...pagesOfDatedData, ...publicRoutePaths.filter(showsSiteContent)])].map((path) => [path, showsSiteContent(path) ? 503 : 502])
    expect(Object.fromEntries(refused)).toEqual(Object.fromEntries(expected))
    const experts = await request.get(`/experts?fault-cache=${Date.now()}`)
    expect(experts.headers()['cache-control'], 'a degraded page is not cached').toBe('no-cache')
  })

  test('with the backend hanging, pages with experts still answer within the timeout', async ({ request }) => {
    test.setTimeout(60_000)
    await injectFault(request, { service: 'rest', delayMs: 30_000 })
    // The home page also shows the FAQ: it gives up on it as on the experts, and answers 503.
    for (const [path, status] of [['/', 503], ['/experts', 200]] as const) {
      const started = Date.now()
      const response = await request.get(`${path}?hang=${Date.now()}`, { timeout: 20_000 })
      expect(response.status(), path).toBe(status)
      expect(Date.now() - started, `${path} answered after the 5 s backend timeout`).toBeLessThan(12_000)
    }
  })

  test('with the auth service failing, sign-in answers with an error message and no session', async ({ request, baseURL }) => {
    await injectFault(request, { service: 'auth', status: 500 })
    const response = await callServerFn(request, baseURL!, {
      id: 'auth--signIn',
      data: { email: 'admin@example.com', password: 'admin-demo-password' },
    })
    const body = await response.text()
    expect(body).toContain('error')
    expect(response.headers()['set-cookie'] ?? '').not.toContain('auth-token')
  })
})
