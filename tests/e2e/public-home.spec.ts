import type { Page } from '@playwright/test'
import { test, expect, isMobileViewport } from './support/fixtures'
import { clearFaults, injectFault, resetMockBackend } from './support/mock-backend'
import { expectHydrated, readFaqJsonLd } from './support/page-checks'
import { activeExperts, inactiveExperts, uncached } from './support/sample-experts'
import { seededRows } from '../support/seed-content'

/** The home page's condensed FAQ as seeded (place 'home'). */
const condensedFaq = seededRows('faq_entries').filter((entry) => (entry.places as string[]).includes('home')) as { question: string; answer: string }[]
import { homeCta, homeFaq, homeFeatures, homeShowcase } from '~/content/home'

const PLACEHOLDER = '/images/placeholder-expert.svg'

/** The number of columns the browser laid the grid out in. */
async function columnCount(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length)
}

/** Visible questions and (after opening each) answers of an FAQ section, in order. */
async function readVisibleFaq(page: Page, section: ReturnType<Page['locator']>) {
  const triggers = section.locator('button[aria-expanded]')
  await expectHydrated(triggers)
  const items: { question: string; answer: string }[] = []
  for (let index = 0; index < (await triggers.count()); index++) {
    const trigger = triggers.nth(index)
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click()
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeVisible()
    items.push({ question: (await trigger.innerText()).trim(), answer: (await panel.innerText()).trim() })
  }
  return items
}

test.describe('home page', () => {
  test.beforeEach(async ({ request }) => {
    await clearFaults(request)
    await resetMockBackend(request)
  })

  test('shows its sections in order with their words', async ({ page, visit, expectAccessible }) => {
    await visit('/')
    await expect(page).toHaveTitle(/Accounting community, CPE and expert insights \| /)
    await expect(page.getByRole('heading', { level: 1, name: 'Grow your firm with a community that gets accounting' })).toBeVisible()

    const joinNow = page.getByRole('link', { name: /^Join Now/ })
    await expect(joinNow).toHaveAttribute('href', /community\.example\.com\/join\?invitation=/)
    await expect(joinNow).toHaveAttribute('target', '_blank')
    await expect(joinNow).toHaveAttribute('rel', /noopener/)
    await expect(page.getByRole('link', { name: 'Browse Experts' })).toHaveAttribute('href', '#expert-showcase')
    await expect(page.getByText('948+', { exact: true })).toBeVisible()

    const h2s = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()
    const order = [homeFeatures.title, homeShowcase.title, homeFaq.title, homeCta.title].map((title) => h2s.findIndex((text) => text.replace(/\s+/g, ' ').trim() === title))
    expect(order.every((position) => position >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)

    const cta = page.getByRole('region', { name: 'Ready to Continue Your Growth Journey?' })
    const joinFree = cta.getByRole('link', { name: /^Join Free Today/ })
    await expect(joinFree).toHaveAttribute('target', '_blank')
    await expect(joinFree).toHaveAttribute('href', /community\.example\.com\/join/)

    await expect(page.getByRole('link', { name: 'View All FAQs' })).toHaveAttribute('href', '/academy')
    await expectAccessible()
  })

  test('feature cards lead to the pages that serve them today (configured in app.config.ts), none to a 404', async ({ page, visit }) => {
    await visit('/')
    const features = page.getByRole('region', { name: homeFeatures.title })
    const expected: [string, string, string][] = [
      ['Resource Library', '/resources', 'Explore resources'],
      ['Peer Circles', '/membership', 'Find your circle'],
      ['Live Events', '/events', 'See upcoming events'],
      ['CPE Credits', '/academy', 'Start earning CPE'],
      ['Expert Marketplace', '/experts', 'Visit the marketplace'],
    ]
    await expect(features.getByRole('listitem')).toHaveCount(expected.length)
    for (const [title, href, label] of expected) {
      const card = features.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      await expect(card.getByRole('link')).toHaveAttribute('href', href)
      await expect(card.getByRole('link')).toHaveText(label)
    }
    await features.getByRole('link', { name: 'Find your circle' }).click()
    await expect(page).toHaveURL(/\/membership$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0)
  })

  test('Browse Experts scrolls to the showcase, smoothly unless reduced motion is asked for', async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await visit('/')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
    const showcase = page.locator('#expert-showcase')
    await expect(showcase).not.toBeInViewport()
    await page.getByRole('link', { name: 'Browse Experts' }).click()
    await expect(showcase.getByRole('heading', { level: 2 })).toBeInViewport()

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.evaluate(() => window.scrollTo(0, 0))
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
    await page.getByRole('link', { name: 'Browse Experts' }).click()
    // No animation: the showcase is in place on the very next frame.
    const top = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.getElementById('expert-showcase')!.getBoundingClientRect().top))),
    )
    expect(Math.abs(top - 80)).toBeLessThan(4)
  })

  test('each expert card shows image, name, role and description, 1 to 4 columns by width', async ({ page, visit }) => {
    await visit(uncached('/'))
    const cards = page.getByTestId('expert-card')
    await expect(cards).toHaveCount(activeExperts.length)
    const first = [...activeExperts].sort((a, b) => a.name.localeCompare(b.name))[0]!
    const card = cards.first()
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(first.name)
    await expect(card.getByText(first.role, { exact: true })).toBeVisible()
    await expect(card.locator('p').nth(1)).not.toBeEmpty()
    await expect(card.locator('img')).toHaveAttribute('src', first.image_url)
    await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(await columnCount(page, 'expert-grid')).toBe(isMobileViewport(page) ? 1 : 4)
  })

  test('an expert image that fails to load is replaced by the placeholder', async ({ page, visit }) => {
    const broken = activeExperts[2]!
    await page.route(`**${broken.image_url}`, (route) => route.abort('aborted'))
    await visit(uncached('/'))
    const card = page.getByTestId('expert-card').filter({ hasText: broken.name })
    await expect(card.locator('img')).toHaveAttribute('src', PLACEHOLDER)
    await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    // The others keep their own portraits.
    const other = page.getByTestId('expert-card').filter({ hasText: activeExperts[0]!.name })
    await expect(other.locator('img')).toHaveAttribute('src', activeExperts[0]!.image_url)
  })

  test('when the expert backend fails the grid stays empty and the page still answers 200', async ({ page, request, visit }) => {
    // The experts' table alone fails (the page's FAQ still reads; the database away is
    // site-content-pages.spec.ts's).
    await injectFault(request, { service: 'rest', status: 500, pathPrefix: '/rest/v1/experts' })
    try {
      const response = await request.get(uncached('/'))
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).not.toContain('data-testid="expert-card"')
      expect(html).toContain('data-testid="expert-grid"')
      for (const expert of activeExperts) expect(html).not.toContain(expert.name)

      await visit(uncached('/'))
      await expect(page.getByRole('heading', { level: 2, name: homeShowcase.title })).toBeVisible()
      await expect(page.getByTestId('expert-grid')).toBeAttached()
      await expect(page.getByTestId('expert-card')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: homeFaq.title })).toBeVisible()
    } finally {
      await clearFaults(request)
    }
  })

  test('the FAQPage JSON-LD parses and matches the 4 visible questions and answers', async ({ page, visit }) => {
    await visit('/')
    const section = page.getByRole('region', { name: homeFaq.title })
    const visible = await readVisibleFaq(page, section)
    expect(visible.map((item) => item.question)).toEqual(condensedFaq.map((entry) => entry.question))
    // Several items stay open at once on the transition FAQ.
    await expect(section.locator('button[aria-expanded="true"]')).toHaveCount(4)
    expect(await readFaqJsonLd(page)).toEqual(visible)
  })
})

test.describe('experts page', () => {
  test.beforeEach(async ({ request }) => {
    await clearFaults(request)
    await resetMockBackend(request)
  })

  test('hero, listing and closing call to action', async ({ page, visit, expectAccessible }) => {
    await visit(uncached('/experts'))
    await expect(page).toHaveTitle(/Expert marketplace \| /)
    await expect(page.getByRole('heading', { level: 1, name: 'Find the expert your firm needs' })).toBeVisible()
    const hero = page.locator('section').first()
    await expect(hero.getByRole('link', { name: 'Become an Expert' })).toHaveAttribute('href', '/creators')
    await hero.getByRole('link', { name: 'Browse All Experts' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Meet the experts' })).toBeInViewport()
    await expect(page.getByTestId('expert-card')).toHaveCount(activeExperts.length)
    for (const expert of inactiveExperts) await expect(page.getByText(expert.name)).toHaveCount(0)
    const closing = page.getByRole('region', { name: 'Share your expertise with the community' })
    await expect(closing.getByRole('link', { name: 'Become an Expert' })).toHaveAttribute('href', '/creators')
    expect(await columnCount(page, 'expert-grid')).toBe(isMobileViewport(page) ? 1 : 4)
    await expectAccessible()
  })

  test('a client-side navigation shows a spinner while the experts load', async ({ page, visit }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname.startsWith('/_serverFn/') && url.href.includes('listActiveExperts'),
      async (route) => {
        await held
        await route.continue()
      },
    )
    await visit('/about')
    if (isMobileViewport(page)) await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: isMobileViewport(page) ? 'Mobile' : 'Main' })
      .getByRole('link', { name: 'Experts', exact: true })
      .click()
    await expect(page).toHaveURL(/\/experts$/)
    await expect(page.getByRole('status').filter({ hasText: 'Loading experts' })).toBeAttached()
    await expect(page.getByTestId('expert-card')).toHaveCount(0)
    release()
    await expect(page.getByTestId('expert-card')).toHaveCount(activeExperts.length)
    await expect(page.getByRole('status').filter({ hasText: 'Loading experts' })).toHaveCount(0)
  })

  test('an image that fails after a client-side navigation falls back too', async ({ page, visit }) => {
    const broken = activeExperts[4]!
    await visit('/about')
    await page.route(`**${broken.image_url}`, (route) => route.abort('aborted'))
    if (isMobileViewport(page)) await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: isMobileViewport(page) ? 'Mobile' : 'Main' })
      .getByRole('link', { name: 'Experts', exact: true })
      .click()
    const card = page.getByTestId('expert-card').filter({ hasText: broken.name })
    await expect(card.locator('img')).toHaveAttribute('src', PLACEHOLDER)
  })
})
