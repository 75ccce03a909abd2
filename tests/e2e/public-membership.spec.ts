import type { Page } from '@playwright/test'
import { test, expect, isMobileViewport } from './support/fixtures'
import { expectHydrated } from './public-helpers'

const tierNames = ['Free Community', 'Digital', 'Advantage', 'Academy Elite']
/** A dash for the eye, 'Not included' for screen readers. */
const NONE = '—Not included'

async function readFaqJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faqPages = blocks.map((text) => JSON.parse(text) as { '@type': string }).filter((data) => data['@type'] === 'FAQPage')
  expect(faqPages).toHaveLength(1)
  const data = faqPages[0] as unknown as { mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] }
  return data.mainEntity.map((entry) => ({ question: entry.name, answer: entry.acceptedAnswer.text }))
}

test.describe('membership page', () => {
  test('hero, buttons and section headings', async ({ page, visit, expectAccessible }) => {
    await visit('/membership')
    await expect(page).toHaveTitle(/Accounting CPE and professional development membership \| /)
    await expect(page.getByRole('heading', { level: 1, name: 'Accounting CPE and professional development membership' })).toBeVisible()
    const hero = page.locator('section').first()
    const joinFree = hero.getByRole('link', { name: /^Join Free/ })
    await expect(joinFree).toHaveAttribute('href', /community\.example\.com\/join/)
    await expect(joinFree).toHaveAttribute('target', '_blank')
    const bookCall = hero.getByRole('link', { name: /^Book a Call/ })
    await expect(bookCall).toHaveAttribute('href', /scheduling\.example\.com/)
    await expect(bookCall).toHaveAttribute('target', '_blank')
    for (const title of ['Find the plan that fits your firm', 'What membership gives you', 'Membership questions', 'What members say']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    await expectAccessible()
  })

  test('the comparison is a table from 768 px and stacked cards below', async ({ page, visit }) => {
    await visit('/membership')
    const table = page.getByRole('table', { name: 'Features included in each membership plan' })
    const cards = page.getByTestId('tier-cards')
    if (isMobileViewport(page)) {
      await expect(table).toBeHidden()
      await expect(cards).toBeVisible()
    } else {
      await expect(table).toBeVisible()
      await expect(cards).toBeHidden()
    }
    await page.setViewportSize({ width: 768, height: 900 })
    await expect(table).toBeVisible()
    await expect(cards).toBeHidden()
    await page.setViewportSize({ width: 767, height: 900 })
    await expect(table).toBeHidden()
    await expect(cards).toBeVisible()
  })

  test('the table lists the four tiers, Advantage most popular, Websites and CPE events as the spec says', async ({ page, visit }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await visit('/membership')
    const table = page.getByRole('table', { name: 'Features included in each membership plan' })
    const headers = table.locator('thead').getByRole('columnheader')
    await expect(headers).toHaveCount(5)
    for (const [index, name] of tierNames.entries()) await expect(headers.nth(index + 1)).toContainText(name)
    await expect(headers.nth(3)).toContainText('Most Popular')
    await expect(table.getByText('Most Popular')).toHaveCount(1)
    await expect(headers.nth(1).getByRole('link', { name: /^Join Free/ })).toBeVisible()
    for (const index of [2, 3, 4]) {
      await expect(headers.nth(index).getByRole('link', { name: /^Book a Call/ })).toHaveAttribute('href', /scheduling\.example\.com/)
    }

    const cells = async (feature: string) => table.locator(`tr[data-feature="${feature}"] td`).allTextContents()
    expect(await cells('websites')).toEqual([NONE, 'Add-on', 'Add-on', 'Add-on'])
    expect(await cells('cpe-events')).toEqual([NONE, NONE, 'Included', 'Included'])
    expect(await cells('forum')).toEqual(['Included', 'Included', 'Included', 'Included'])
    expect(await cells('workshops')).toEqual([NONE, NONE, 'Included', 'Included'])
    expect(await cells('peer-groups')).toEqual([NONE, NONE, NONE, 'Included'])
    expect(await cells('benchmarking')).toEqual([NONE, 'Included', 'Included', 'Included'])
  })

  test('the stacked cards carry the same values', async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visit('/membership')
    const cards = page.getByTestId('tier-cards').locator(':scope > li')
    await expect(cards).toHaveCount(4)
    for (const [index, name] of tierNames.entries()) await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(name)
    await expect(cards.nth(2).getByText('Most Popular')).toBeVisible()
    await expect(cards.nth(0).locator('[data-feature="websites"]')).toContainText('—')
    for (const index of [1, 2, 3]) await expect(cards.nth(index).locator('[data-feature="websites"]')).toContainText('Add-on')
    await expect(cards.nth(1).locator('[data-feature="cpe-events"]')).toContainText('Not included')
    await expect(cards.nth(2).locator('[data-feature="cpe-events"]')).toContainText('Included')
    await expect(cards.nth(0).getByRole('link', { name: /^Join Free/ })).toBeVisible()
    await expect(cards.nth(3).getByRole('link', { name: /^Book a Call/ })).toBeVisible()
  })

  test('Detailed Benefits opens on the Free Community tab', async ({ page, visit }) => {
    await visit('/membership')
    const tabs = page.getByRole('tablist', { name: 'Membership type' })
    await expect(tabs.getByRole('tab')).toHaveText(['Free Community', 'Paid Community'])
    await expect(tabs.getByRole('tab', { name: 'Free Community' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Included for every member')
    await expect(page.getByRole('tabpanel')).toContainText('Direct messaging')
    await expectHydrated(tabs.getByRole('tab'))
    await tabs.getByRole('tab', { name: 'Paid Community' }).click()
    await expect(tabs.getByRole('tab', { name: 'Paid Community' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('One-on-one coaching')
    await expect(page.getByRole('tabpanel')).toContainText('Up to 40 CPE credits a year')
  })

  test('the FAQ opens one item at a time and can be collapsed; its JSON-LD matches', async ({ page, visit }) => {
    await visit('/membership')
    const faq = page.getByRole('region', { name: 'Membership questions' })
    const triggers = faq.locator('button[aria-expanded]')
    await expect(triggers).toHaveCount(6)
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0)
    await expectHydrated(triggers)

    await triggers.nth(0).click()
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await triggers.nth(1).click()
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1)
    await triggers.nth(1).click()
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0)

    const visible: { question: string; answer: string }[] = []
    for (let index = 0; index < 6; index++) {
      const trigger = triggers.nth(index)
      await trigger.click()
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      await expect(panel).toBeVisible()
      visible.push({ question: (await trigger.innerText()).trim(), answer: (await panel.innerText()).trim() })
    }
    expect(await readFaqJsonLd(page)).toEqual(visible)
  })

  test('four testimonials, each with quote, author and role', async ({ page, visit }) => {
    await visit('/membership')
    const figures = page.getByRole('region', { name: 'What members say' }).locator('figure')
    await expect(figures).toHaveCount(4)
    for (let index = 0; index < 4; index++) {
      await expect(figures.nth(index).locator('blockquote')).not.toBeEmpty()
      await expect(figures.nth(index).locator('figcaption p')).toHaveCount(2)
    }
  })
})

test.describe('membership options (v2) and embed pages', () => {
  test('/membership_v2: Always Free with Sign Up, three paid cards with Upgrade', async ({ page, visit, expectAccessible }) => {
    await visit('/membership_v2')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose how you grow with the community')
    await expect(page.getByText('Always Free', { exact: true })).toBeVisible()
    const signUp = page.getByRole('link', { name: /^Sign Up/ })
    await expect(signUp).toHaveAttribute('href', /community\.example\.com\/sign-up/)
    await expect(signUp).toHaveAttribute('target', '_blank')
    const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Free Community', 'Digital', 'Advantage', 'Elite'])
    for (const [name, path] of [
      ['Digital', 'digital'],
      ['Advantage', 'advantage'],
      ['Elite', 'elite'],
    ]) {
      const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) })
      const upgrade = card.getByRole('link', { name: new RegExp(`^Upgrade to ${name}`) })
      await expect(upgrade).toHaveAttribute('href', new RegExp(`/plans/${path}$`))
      await expect(upgrade).toHaveAttribute('target', '_blank')
    }
    const advantage = cards.filter({ has: page.getByRole('heading', { name: 'Advantage', exact: true }) })
    await expect(advantage.getByText('Most Popular')).toBeVisible()
    await expect(page.getByText('Most Popular')).toHaveCount(1)
    await expectAccessible()
  })

  test('/membership-embed: Sign Up to the sign-up page, Digital marked Basic, Learn more per tier', async ({ page, visit, expectAccessible }) => {
    await visit('/membership-embed')
    await expect(page.getByRole('heading', { level: 1, name: 'Membership plans' })).toBeVisible()
    // Made for an iframe: no site header, navigation or footer, and every link opens a new tab.
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    const links = page.getByRole('link')
    await expect(links).toHaveCount(4)
    for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank')
    const signUp = page.getByRole('link', { name: /^Sign Up/ })
    await expect(signUp).toHaveAttribute('href', /community\.example\.com\/sign-up/)
    await expect(signUp).toHaveAttribute('target', '_blank')
    const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Free Community', 'Digital', 'Advantage', 'Elite'])
    await expect(cards.nth(1).getByText('Basic', { exact: true })).toBeVisible()
    for (const [index, path] of [
      [1, 'digital'],
      [2, 'advantage'],
      [3, 'elite'],
    ] as const) {
      const learnMore = cards.nth(index).getByRole('link', { name: /^Learn more/ })
      await expect(learnMore).toHaveAttribute('href', new RegExp(`/plans/${path}$`))
      await expect(learnMore).toHaveAttribute('target', '_blank')
    }
    await expectAccessible()
  })
})
