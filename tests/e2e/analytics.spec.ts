/**
 * The site's own analytics as staff read them: a visitor (a browser that is not driven by
 * automation as far as the site can tell: an ordinary user agent, navigator.webdriver false)
 * arrives from a campaign link, sees three pages and clicks 'Join Now', then sends an
 * application; a crawler posts a beacon and an application, and a signed-in admin visits a page.
 * /admin/analytics for that day shows the one visit, its source and campaign, three page views,
 * the community click and the application with its entry page, nothing of the crawler's or the
 * admin's visits, and the crawler's application without a visit (outside the rate of visits).
 * The server's clock is set to a day of the test's own.
 */
import type { BrowserContext, Page, Request } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { test, expect, waitForHydration } from './support/fixtures'
import { signInAsAdmin } from './support/admin'
import { resetMockBackend, resetServerClock, setServerClock } from './support/mock-backend'
import { callServerFn } from './support/server-fn'

const visitorAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const crawlerAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const testDay = '2026-06-10'

test.use({ userAgent: visitorAgent })

/** The site sends no beacon from a browser driven by automation; these pages pass for a person's. */
async function countLikeAPerson(context: BrowserContext) {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
  // The community platform is another site: its pages are stood in for.
  await context.route('https://community.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Community</title>' }))
}

/** The beacon a page sends, by its kind and path. */
function beacon(page: Page, kind: 'view' | 'click', path: string): Promise<Request> {
  return page.waitForRequest((request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/event')) return false
    const body = JSON.parse(request.postData() ?? '{}') as { kind?: string; path?: string }
    return body.kind === kind && body.path === path
  })
}

/** The call that sends an application, from a browser with `userAgent`. */
function application(userAgent: string, name: string, email: string) {
  return {
    id: 'submissions--submitApplication',
    headers: { 'user-agent': userAgent },
    data: {
      idempotencyKey: crypto.randomUUID(),
      partnershipTypes: ['workshops'],
      professionalRoles: ['expert-service-provider'],
      experience: 'senior',
      digitalReach: 'digital-authority',
      expertiseMethod: 'speaker-educator',
      expertiseAreas: ['tax-planning'],
      partnershipMotivation: 'I would like to lead a workshop on tax planning.',
      contactInfo: { name, email, company: 'Counted Firm', phone: '', title: '', linkedin: '' },
    },
  }
}

test.beforeEach(async ({ request }) => {
  await resetMockBackend(request)
  await setServerClock(request, `${testDay}T14:00:00Z`)
})
test.afterEach(async ({ request }) => resetServerClock(request))

test('a visit from a campaign, its community click and its application show on /admin/analytics; a crawler and an admin add nothing', async ({
  browser,
  page,
  request,
  baseURL,
  expectAccessible,
}) => {
  // The visitor, in a browser of their own at the project's width.
  const visitor = await browser.newContext({ baseURL, userAgent: visitorAgent, viewport: page.viewportSize() })
  await countLikeAPerson(visitor)
  const tab = await visitor.newPage()
  const landed = beacon(tab, 'view', '/about')
  await tab.goto('/about?utm_source=newsletter&utm_medium=email&utm_campaign=spring-webinar')
  await waitForHydration(tab)
  await landed
  const footer = tab.getByRole('contentinfo')
  const events = beacon(tab, 'view', '/events')
  await footer.getByRole('link', { name: 'Events', exact: true }).click()
  await events
  const home = beacon(tab, 'view', '/')
  await footer.getByRole('link', { name: 'Home', exact: true }).click()
  await home
  // A right-click (the link's menu) opens nothing, so it is no community click.
  await tab.getByRole('link', { name: 'Join Now' }).first().click({ button: 'right' })
  await tab.keyboard.press('Escape')
  const clicked = beacon(tab, 'click', '/')
  const community = visitor.waitForEvent('page')
  await tab.getByRole('link', { name: 'Join Now' }).first().click()
  await clicked
  await (await community).close()

  // The visitor applies (the wizard has its own tests): the server ties the row to the visit.
  const applied = await callServerFn(visitor.request, baseURL!, application(visitorAgent, 'Counted Applicant', 'counted@example.com'))
  expect(applied.status()).toBe(200)
  // A second application in the same visit: two conversions, one converting visit.
  const appliedAgain = await callServerFn(visitor.request, baseURL!, application(visitorAgent, 'Counted Colleague', 'colleague@example.com'))
  expect(appliedAgain.status()).toBe(200)
  await visitor.close()

  // A crawler's beacon is answered like any other and counted nowhere.
  const crawled = await request.post('/api/event', {
    headers: { 'user-agent': crawlerAgent, 'content-type': 'text/plain' },
    data: JSON.stringify({ kind: 'view', path: '/membership', referrer: '', screen: 'desktop' }),
  })
  expect(crawled.status()).toBe(204)
  // Its application is stored like any other, but it belongs to no counted visit.
  const crawlerApplied = await callServerFn(request, baseURL!, application(crawlerAgent, 'Uncounted Applicant', 'uncounted@example.com'))
  expect(crawlerApplied.status()).toBe(200)

  // The admin, signed in, looks at a public page with the same browser and network as the visitor.
  await countLikeAPerson(page.context())
  await signInAsAdmin(page)
  const adminView = beacon(page, 'view', '/membership')
  await page.goto('/membership')
  await adminView

  await page.goto('/admin')
  await page.getByRole('link', { name: /^Analytics/ }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(page.getByText(`${testDay} (America/New_York time)`)).toBeVisible()
  const totals = page.getByTestId('analytics-totals')
  const figure = (label: string) => totals.locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd')
  // Beacons are written in batches: the page is read again until the last one is in.
  await expect(async () => {
    await page.reload()
    await expect(figure('Page views')).toHaveText('3', { timeout: 2000 })
  }).toPass({ timeout: 15_000 })
  await expect(figure('Visitors')).toHaveText('1')
  await expect(figure('Visits')).toHaveText('1')
  await expect(figure('Community clicks')).toHaveText('1')
  await expect(figure('Bounce rate')).toHaveText('0%')

  const table = (name: string) => page.getByRole('table', { name, exact: true })
  const row = (name: string, header: string) => table(name).getByRole('row').filter({ has: page.getByRole('rowheader', { name: header, exact: true }) })
  await expect(row('Sources', 'newsletter')).toContainText('1')
  await expect(row('Campaigns', 'spring-webinar')).toBeVisible()
  await expect(row('Mediums', 'email')).toBeVisible()
  await expect(row('Entry pages', '/about')).toBeVisible()
  await expect(table('Entry pages').getByRole('row')).toHaveCount(2)
  await expect(table('Top pages').getByRole('rowheader')).toHaveText(['/', '/about', '/events'])
  await expect(row('Community clicks', 'Join')).toContainText('1')
  // Three applications, two of them in the one counted visit: the rate of visits counts that visit once.
  await expect(row('Conversions', 'Applications').getByRole('cell')).toHaveText([/Conversions\s*3$/, /Converting visits\s*1$/, /Rate \(of visits\)\s*100%$/])
  await expect(row('Conversions by entry page', '/about')).toContainText('Applications2')
  await expect(row('Conversions by entry page', '/about')).toContainText('Application rate100%')
  await expect(row('Conversions by entry page', 'No counted visit')).toContainText('Applications1')
  await expect(row('Conversions by source', 'newsletter')).toBeVisible()
  // Today is drawn by the hour, up to this one (10 AM in New York); its numbers are folded under the chart.
  await expect(page.getByRole('img', { name: `Chart of visitors and page views per hour on ${testDay}: 1 visitors and 3 page views in all.` })).toBeVisible()
  const chartNumbers = page.getByRole('table', { name: 'Visitors and page views' })
  await expect(chartNumbers).toBeHidden()
  await page.getByText('Show the chart’s numbers').click()
  await expect(chartNumbers.getByRole('rowheader')).toHaveText(['12 AM', ...Array.from({ length: 10 }, (_, hour) => `${hour + 1} AM`)])
  await expect(chartNumbers.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '10 AM' }) }).getByRole('cell')).toHaveText(['1', '3'])
  await expect(chartNumbers.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '9 AM' }) }).getByRole('cell')).toHaveText(['0', '0'])
  await expectAccessible()

  // Each table exports what it shows.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV of Sources' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  expect(csv.trim().split(/\r?\n/)).toEqual(['Source,Visits,Visitors,Page views', 'newsletter,1,1,3'])

  // Another period: the last 7 days hold the same day.
  await page.getByRole('link', { name: 'Last 7 days' }).click()
  await expect(page).toHaveURL(/period=7d/)
  await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page')
  await expect(figure('Page views')).toHaveText('3')
  // A period of several days is drawn by the day.
  await expect(page.getByRole('img', { name: `Chart of visitors and page views per day from 2026-06-04 to ${testDay}: 1 visitors and 3 page views in all.` })).toBeVisible()
  await page.getByText('Show the chart’s numbers').click()
  await expect(chartNumbers.getByRole('rowheader')).toHaveText(['2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07', '2026-06-08', '2026-06-09', testDay])
  await expect(chartNumbers.getByRole('row').last().getByRole('cell')).toHaveText(['1', '3'])
})

test('a custom range longer than 401 days says so instead of failing, and the date boxes keep a range within it', async ({ page, expectAccessible }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/analytics?from=2025-01-01&to=2026-06-10')
  await waitForHydration(page)
  await expect(page.getByText('A custom range can be at most 401 days. Choose a shorter one.')).toBeVisible()
  await expect(page.getByText('The analytics could not be loaded. Please try again.')).toHaveCount(0)
  const from = page.getByLabel('From', { exact: true })
  const to = page.getByLabel('To', { exact: true })
  // Each box allows the days that keep the range within 401 days of the other.
  await expect(to).toHaveAttribute('min', '2025-01-01')
  await expect(to).toHaveAttribute('max', '2026-02-05')
  await expect(from).toHaveAttribute('min', '2025-05-06')
  await expect(from).toHaveAttribute('max', '2026-06-10')
  await expectAccessible()

  await to.fill('2025-01-31')
  await page.getByRole('button', { name: 'Show', exact: true }).click()
  await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/)
  await expect(page.getByText(/^2025-01-01 to 2025-01-31 \(/)).toBeVisible()
  await expect(page.getByText('A custom range can be at most 401 days. Choose a shorter one.')).toHaveCount(0)
})
