/** Checks shared by the public-page browser tests. */
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Some sections (accordions, tabs, the resource library) are server-rendered and
 * hydrate when their own chunk arrives. Before typing into them, wait until React
 * has hydrated the element: it keeps its fiber on every DOM node it hydrated.
 */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(() => locator.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the section hydrated',
    })
    .toBe(true)
}

/** The page's title, a real description, and canonical and Open Graph URLs ending in its path. */
export async function expectHead(page: Page, path: string, title: RegExp) {
  const endsWithPath = new RegExp(`${path.replace(/\//g, '\\/')}$`)
  await expect(page).toHaveTitle(title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{60,}$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', endsWithPath)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', endsWithPath)
}

/** A link that opens a new tab, safely (rel=noopener), optionally to this address. */
export async function expectNewTab(link: Locator, href?: RegExp) {
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  if (href) await expect(link).toHaveAttribute('href', href)
}

/** Every link that opens a new tab on the page says so and carries rel=noopener. */
export async function expectAllNewTabLinksSafe(page: Page) {
  const links = page.locator('main a[target="_blank"]')
  const count = await links.count()
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index++) {
    await expect(links.nth(index)).toHaveAttribute('rel', /noopener/)
    await expect(links.nth(index)).toContainText('(opens in a new tab)')
  }
}

/** Clicks an in-page scroll button and checks that its section lands at the top of the screen, focused. */
export async function expectScrollsTo(page: Page, name: string | RegExp, sectionId: string) {
  const section = page.locator(`#${sectionId}`)
  const top = () => section.evaluate((element) => Math.round(element.getBoundingClientRect().top))
  expect(await top()).toBeGreaterThan(200)
  await page.getByRole('link', { name }).first().click()
  // The sticky header is 64 px tall; sections keep a 5rem scroll margin.
  await expect.poll(top).toBeGreaterThanOrEqual(0)
  await expect.poll(top).toBeLessThanOrEqual(100)
  await expect(section).toBeFocused()
  await expect(page).not.toHaveURL(/#/)
}

/** Every JSON-LD block of the page, parsed. */
export async function parseJsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** The page's one FAQPage JSON-LD block, checked against schema.org's shape, as question/answer pairs. */
export async function readFaqJsonLd(page: Page) {
  const faqPages = (await parseJsonLd(page)).filter((data) => data['@type'] === 'FAQPage')
  expect(faqPages).toHaveLength(1)
  const data = faqPages[0] as {
    '@context': string
    mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
  }
  expect(data['@context']).toBe('https://schema.org')
  return data.mainEntity.map((entry) => {
    expect(entry['@type']).toBe('Question')
    expect(entry.acceptedAnswer['@type']).toBe('Answer')
    return { question: entry.name, answer: entry.acceptedAnswer.text }
  })
}
