import type { Locator, Page } from '@playwright/test'
import { test, expect, isMobileViewport } from './support/fixtures'
import { expectHydrated } from './support/page-checks'
import { resourcesPageCopy } from '~/content/resources'

test.describe('about page', () => {
  test('hero, evolution, three promises, collapsible values and the 948 claim', async ({ page, visit, expectAccessible }) => {
    await visit('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'From academy to community' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'How the academy became a community' })).toBeVisible()
    await expect(page.getByText('948+', { exact: true })).toBeVisible()
    const promises = page.getByRole('region', { name: 'What you can count on' })
    await expect(promises.getByRole('heading', { level: 3 })).toHaveText(['More Ways to Learn', 'New and Improved Events', 'Connection & Coaching'])

    const values = page.getByRole('region', { name: 'What guides us' })
    const triggers = values.getByRole('button')
    await expect(triggers).toHaveText(['Community First', 'Continuous Innovation', 'Excellence in Everything'])
    await expectHydrated(triggers)
    await expect(values.locator('button[aria-expanded="true"]')).toHaveCount(0)
    await triggers.nth(0).click()
    await triggers.nth(2).click()
    await expect(values.locator('button[aria-expanded="true"]')).toHaveCount(2)
    await expect(values.getByText(/Every decision starts with what helps our members/)).toBeVisible()
    await triggers.nth(0).click()
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expectAccessible()
  })
})

test.describe('academy page', () => {
  test('journey button, five cards, website manager and closing buttons', async ({ page, visit, expectAccessible }) => {
    await visit('/academy')
    await expect(page.getByRole('heading', { level: 1, name: 'Your academy is now a community' })).toBeVisible()
    const journey = page.getByRole('link', { name: /^Continue Your Journey/ })
    await expect(journey).toHaveAttribute('href', /community\.example\.com\/join\?invitation=/)
    await expect(journey).toHaveAttribute('target', '_blank')

    const cards = page.getByRole('region', { name: 'Everything you had, and more' })
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Expert Access', 'Learning Resources', 'Live Sessions', 'Peer Network', 'Vendor Perks'])

    const website = page.getByRole('heading', { level: 2, name: 'Website manager' }).locator('xpath=ancestor::div[contains(@class,"grid")][1]')
    await expect(website.getByRole('link', { name: /^Open Website Manager/ })).toHaveAttribute('href', /websites\.example\.com\/manage/)
    await expect(website.getByRole('link', { name: /Email website support/ })).toHaveAttribute('href', /^mailto:websites@/)

    const closing = page.getByRole('region', { name: 'Take the next step' })
    await expect(closing.getByRole('link', { name: /^Join the Community/ })).toHaveAttribute('href', /community\.example\.com\/join/)
    await expect(closing.getByRole('link', { name: /^Explore Dashboard/ })).toHaveAttribute('href', /dashboard\.example\.com/)
    await expect(closing.getByRole('link', { name: /^Manage Your Website/ })).toHaveAttribute('href', /websites\.example\.com\/manage/)
    for (const link of await closing.getByRole('link').all()) await expect(link).toHaveAttribute('target', '_blank')
    await expectAccessible()
  })

  test('the full FAQ: 17 entries grouped under the 4 category names, several open at once', async ({ page, visit }) => {
    await visit('/academy')
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(['General Transition', 'Membership & Benefits', 'Learning & Events', 'Coaching & Support'])
    await expect(faq.locator('button[aria-expanded]')).toHaveCount(17)
    await expectHydrated(faq.locator('button[aria-expanded]'))
    const general = faq.getByRole('region', { name: 'General Transition' })
    await expect(general.getByRole('button', { name: 'Is the academy going away?' })).toBeVisible()
    await expect(faq.getByRole('region', { name: 'Membership & Benefits' }).getByRole('button', { name: 'Will my membership fees change?' })).toBeVisible()
    await expect(faq.getByRole('region', { name: 'Learning & Events' }).getByRole('button', { name: 'Where will I find learning resources now?' })).toBeVisible()

    await faq.getByRole('button', { name: 'Is the academy going away?' }).click()
    await faq.getByRole('button', { name: 'Will my membership fees change?' }).click()
    await faq.getByRole('button', { name: 'Is coaching included?' }).click()
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(3)
    await expect(faq.getByText(/stays at \$0 a month/)).toBeVisible()
  })

  test('FAQ search matches question and answer text, ignoring case, and says when nothing matches', async ({ page, visit }) => {
    await visit('/academy')
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    const search = faq.getByRole('searchbox', { name: 'Search the FAQ' })
    await expect(search).toHaveAttribute('placeholder', 'Search FAQs...')
    await expectHydrated(search)

    await search.fill('cpe CREDITS')
    // Questions naming CPE credits, and entries whose answers mention them.
    const questions = faq.locator('button[aria-expanded]')
    await expect(questions).not.toHaveCount(17)
    const shown = await questions.allInnerTexts()
    expect(shown).toContain('Can I still earn CPE credits?')
    expect(shown.length).toBeLessThan(17)
    for (const question of shown) {
      const trigger = faq.getByRole('button', { name: question, exact: true })
      await trigger.click()
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      expect(`${question} ${await panel.innerText()}`.toLowerCase()).toContain('cpe credits')
    }

    // A word only in an answer.
    await search.fill('MANAGE MY TEAM')
    await expect(questions).toHaveText(['Can I bring my team along?'])
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(['Membership & Benefits'])

    await search.fill('zebra crossing')
    await expect(questions).toHaveCount(0)
    await expect(faq.getByText('No questions match "zebra crossing".', { exact: false })).toBeVisible()
    await faq.getByRole('button', { name: 'Clear search' }).click()
    await expect(search).toHaveValue('')
    await expect(questions).toHaveCount(17)
  })
})

test.describe('resource library', () => {
  const cards = (page: Page) => page.locator('article[data-resource]')
  const categoryButton = (page: Page, name: string) =>
    page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true })

  async function titles(locator: Locator) {
    return locator.getByRole('heading', { level: 3 }).allInnerTexts()
  }

  test('a search typed before the library\'s code has loaded is applied once it runs', async ({ page }) => {
    // Hold the library's own chunk, so the server-rendered search box is on screen but not yet hydrated.
    let releaseChunk!: () => void
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve))
    let chunkRequested = false
    await page.route(/\/assets\/resource-library-[^/]+\.js$/, async (route) => {
      chunkRequested = true
      await chunkHeld
      await route.continue()
    })
    await page.goto('/resources')
    await expect.poll(() => chunkRequested).toBe(true)
    const total = await cards(page).count()
    const search = page.getByRole('searchbox', { name: 'Search resources' })
    await search.fill('cybersecurity')
    releaseChunk()
    await expect.poll(async () => cards(page).count()).toBeLessThan(total)
    await expect(search).toHaveValue('cybersecurity')
    expect(await titles(cards(page))).toContain('Firm Cybersecurity Checklist')
  })

  test('defaults to All, with locked premium cards and downloadable free ones', async ({ page, visit, expectAccessible }) => {
    await visit('/resources')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const tabs = page.getByRole('tablist', { name: 'Resource access' })
    await expect(tabs.getByRole('tab')).toHaveText(['All Resources', 'Free', 'Premium'])
    await expect(tabs.getByRole('tab', { name: 'All Resources' })).toHaveAttribute('aria-selected', 'true')
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    const total = await cards(page).count()
    expect(total).toBeGreaterThanOrEqual(12)

    const premium = cards(page).filter({ has: page.getByTestId('resource-lock') })
    const free = cards(page).filter({ hasNot: page.getByTestId('resource-lock') })
    expect(await premium.count()).toBeGreaterThan(0)
    expect(await free.count()).toBeGreaterThan(0)
    for (const card of await premium.all()) {
      await expect(card.getByRole('link', { name: /^Upgrade to Access/ })).toHaveAttribute('href', '/membership')
      await expect(card.getByRole('link', { name: /^Download Now/ })).toHaveCount(0)
    }
    for (const card of await free.all()) {
      await expect(card.getByRole('link', { name: /^Download Now/ })).toHaveAttribute('href', /^https:\/\/resources\.example\.com\/library\//)
      await expect(card.getByRole('link', { name: /^Upgrade to Access/ })).toHaveCount(0)
    }
    const columns = await page.getByTestId('resource-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(isMobileViewport(page) ? 1 : 4)
    // The seeded library is examples until staff replace them: each card says so, and the note above.
    await expect(page.getByRole('note').filter({ hasText: resourcesPageCopy.exampleNote })).toBeVisible()
    await expect(cards(page).filter({ has: page.getByTestId('resource-example') })).toHaveCount(total)
    await expectAccessible()
  })

  test('search, categories and tabs narrow the list together', async ({ page, visit }) => {
    await visit('/resources')
    const total = await cards(page).count()
    const search = page.getByRole('searchbox', { name: 'Search resources' })
    await expectHydrated(search)

    await search.fill('CHECKLIST')
    const found = await titles(cards(page))
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThan(total)
    for (const card of await cards(page).all()) {
      const text = `${await card.getByRole('heading').innerText()} ${await card.locator('h3 + p').innerText()}`
      expect(text.toLowerCase()).toContain('checklist')
    }

    await search.fill('')
    await categoryButton(page, 'Technology').click()
    await expect(categoryButton(page, 'Technology')).toHaveAttribute('aria-pressed', 'true')
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'false')
    const technology = cards(page)
    expect(await technology.count()).toBeGreaterThan(1)
    for (const card of await technology.all()) await expect(card.getByText('Technology', { exact: true })).toBeVisible()

    await page.getByRole('tab', { name: 'Premium' }).click()
    for (const card of await cards(page).all()) await expect(card.getByTestId('resource-lock')).toBeVisible()
    await page.getByRole('tab', { name: 'Free' }).click()
    expect(await cards(page).count()).toBeGreaterThan(0)
    for (const card of await cards(page).all()) await expect(card.getByTestId('resource-lock')).toHaveCount(0)
  })

  test('empty state with Clear filters resetting the category and the search', async ({ page, visit }) => {
    await visit('/resources')
    const total = await cards(page).count()
    await expectHydrated(page.getByRole('searchbox', { name: 'Search resources' }))
    await categoryButton(page, 'Audit & Assurance').click()
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('cloud')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByText('No resources found matching your criteria.', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('')
    // The button is gone with the empty state: the keyboard is in the search, not at the page's top.
    await expect(page.getByRole('searchbox', { name: 'Search resources' })).toBeFocused()
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('No resources found matching your criteria.')).toHaveCount(0)
    await expect(cards(page)).toHaveCount(total)
  })
})
