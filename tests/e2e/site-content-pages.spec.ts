/**
 * The public pages read the content staff edit (issue 37): an FAQ answer changed by staff shows
 * on /academy and, for a home entry, on / and in its FAQ structured data; a draft testimonial is
 * nowhere public until published; a published speaker has a page and a sitemap entry, and deleted
 * is a 404; an entry scheduled for a future instant is hidden before it and shown from it (the
 * clock moved); a stored script or onerror image is inert text; ?preview=1 shows a draft to staff
 * and not to a visitor. Staff write through the data API with their own session (RLS decides),
 * as /admin/content does. At 1280 and 375 px, with axe.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { test, expect, waitForHydration } from './support/fixtures'
import { clearFaults, injectFault, mockBackendUrl, resetMockBackend, resetServerClock, setServerClock } from './support/mock-backend'
import { demoAdmin, signInAsAdmin } from './support/admin'
import { readFaqJsonLd } from './support/page-checks'
import { exampleNotes, previewBanner } from '~/content/site-content'
import { notFoundCopy } from '~/content/navigation'

test.beforeEach(async ({ request }) => resetMockBackend(request))
test.afterEach(async ({ request }) => resetServerClock(request))

const GOING_AWAY = 'Is the academy going away?'

/** The demo admin's own access token from the backend's Auth (password grant), for data-API writes under RLS. */
async function staffHeaders(request: APIRequestContext) {
  const response = await request.post(`${mockBackendUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: 'mock-anon-key' },
    data: { email: demoAdmin.email, password: demoAdmin.password },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { access_token: token } = (await response.json()) as { access_token: string }
  return { apikey: 'mock-anon-key', authorization: `Bearer ${token}` }
}

/** A staff write through the data API: `method` on `/rest/v1/<path>`; the rows it touched. */
async function asStaff(request: APIRequestContext, method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: Record<string, unknown>) {
  const response = await request.fetch(`${mockBackendUrl}/rest/v1/${path}`, {
    method,
    headers: { ...(await staffHeaders(request)), prefer: 'return=representation' },
    ...(body ? { data: body } : {}),
  })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  const rows = (await response.json()) as Record<string, unknown>[]
  expect(rows.length, `${method} ${path} touched no row`).toBeGreaterThan(0)
  return rows
}

const byQuestion = (question: string) => `faq_entries?question=eq.${encodeURIComponent(question)}`

/** Reloads `path` until `check` passes: a change purges the page cache through the database's notice, a moment later. */
async function untilShown(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path)
    await waitForHydration(page)
    await check()
  }).toPass({ timeout: 15_000 })
}

/** A visitor's own browser: no staff session. */
async function visitorPage(browser: Browser, page: Page) {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize() })
  return { visitor: await context.newPage(), close: () => context.close() }
}

async function openAnswer(page: Page, question: string) {
  const trigger = page.getByRole('button', { name: question })
  await trigger.click()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  return page.getByRole('region', { name: question })
}

test('an FAQ answer staff change shows on /academy, and for a home entry on / and in its FAQ structured data', async ({ page, expectAccessible }) => {
  await asStaff(page.request, 'PATCH', byQuestion(GOING_AWAY), {
    answer: 'The academy **stays**: it grows into the community.\n\n- Courses\n- Events\n\nSee [the plans](/membership) or [the guide](https://example.com/guide).',
  })

  await untilShown(page, '/academy', async () => {
    const answer = await openAnswer(page, GOING_AWAY)
    await expect(answer.locator('strong')).toHaveText('stays', { timeout: 1000 })
  })
  const answer = page.getByRole('region', { name: GOING_AWAY })
  await expect(answer.getByRole('listitem')).toHaveText(['Courses', 'Events'])
  await expect(answer.getByRole('link', { name: 'the plans' })).toHaveAttribute('href', '/membership')
  const outbound = answer.getByRole('link', { name: /the guide/ })
  await expect(outbound).toHaveAttribute('target', '_blank')
  await expect(outbound).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(outbound).toContainText('(opens in a new tab)')
  // The academy's search reads the answer's words.
  await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('grows into')
  await expect(page.getByText('1 question found')).toBeVisible()
  await expectAccessible()

  await untilShown(page, '/', async () => {
    const entries = await readFaqJsonLd(page)
    expect(entries[0]).toEqual({
      question: GOING_AWAY,
      answer: 'The academy stays: it grows into the community. Courses Events See the plans or the guide.',
    })
  })
  await expect((await openAnswer(page, GOING_AWAY)).locator('strong')).toHaveText('stays')
  await expectAccessible()
})

test('a stored script and onerror image are inert text on the page', async ({ page, expectAccessible }) => {
  const payload = '<script>window.__pwned = 1</script> and <img src=x onerror="window.__pwned = 2">'
  await asStaff(page.request, 'PATCH', byQuestion(GOING_AWAY), { answer: payload })
  await untilShown(page, '/academy', async () => {
    const region = await openAnswer(page, GOING_AWAY)
    await expect(region).toContainText('<script>window.__pwned = 1</script> and <img src=x onerror="window.__pwned = 2">')
  })
  const region = page.getByRole('region', { name: GOING_AWAY })
  await expect(region.locator('script, img')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  // A javascript: link stays text.
  await asStaff(page.request, 'PATCH', byQuestion(GOING_AWAY), { answer: '[click me](javascript:alert(1))' })
  await untilShown(page, '/academy', async () => {
    const answer = await openAnswer(page, GOING_AWAY)
    await expect(answer).toContainText('click me')
  })
  await expect(page.getByRole('region', { name: GOING_AWAY }).getByRole('link')).toHaveCount(0)
  await expectAccessible()
})

test('a draft testimonial is nowhere public until published; staff preview it, a visitor with ?preview=1 does not', async ({ page, browser, visit, expectAccessible }) => {
  const quote = 'Drafted words from a member we have not published yet.'
  const [draft] = await asStaff(page.request, 'POST', 'testimonials', { quote, author: 'Draft Author', role: 'Partner', position: 5, status: 'draft' })

  await visit('/membership')
  await expect(page.getByText(quote)).toHaveCount(0)
  await expect(page.getByText(exampleNotes.testimonials)).toBeVisible()
  const visitorPreview = await page.request.get('/membership?preview=1')
  expect(visitorPreview.status()).toBe(200)
  const visitorHtml = await visitorPreview.text()
  expect(visitorHtml).not.toContain(quote)
  expect(visitorHtml).not.toContain(previewBanner.text)

  // Staff: the draft, marked as a preview, never cached, kept out of search engines.
  await signInAsAdmin(page)
  const response = await visit('/membership?preview=1')
  expect(response.headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByTestId('preview-banner')).toContainText(previewBanner.text)
  await expect(page.getByText(quote)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectAccessible()
  // Without ?preview=1 staff see the published page too.
  await visit('/membership')
  await expect(page.getByText(quote)).toHaveCount(0)
  await expect(page.getByTestId('preview-banner')).toHaveCount(0)

  // A visitor's browser with ?preview=1: the published page.
  const { visitor, close } = await visitorPage(browser, page)
  await visitor.goto('/membership?preview=1')
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitor.getByText(quote)).toHaveCount(0)
  await expect(visitor.getByTestId('preview-banner')).toHaveCount(0)

  await asStaff(page.request, 'PATCH', `testimonials?id=eq.${String(draft!.id)}`, { status: 'published' })
  await untilShown(visitor, '/membership', async () => expect(visitor.getByText(quote)).toBeVisible())
  await close()
})

test('a published speaker has a page and a sitemap entry; deleted, the page is the 404 page', async ({ page, visit, expectAccessible }) => {
  const speaker = {
    slug: 'test-speaker-renata',
    name: 'Renata Ilves, CPA',
    title: 'Partner',
    firm: 'Ilves Advisory',
    session_title: 'Closing the Books in Three Days',
    session_day: 2,
    session_starts_at: '14:00',
    session_ends_at: '15:00',
    abstract: 'How a **small firm** closes faster.',
    takeaways: ['A close calendar you can copy'],
    position: 50,
    status: 'published',
  }
  await asStaff(page.request, 'POST', 'speakers', speaker)

  await untilShown(page, `/rightnow/${speaker.slug}`, async () => expect(page.getByRole('heading', { level: 1 })).toHaveText(speaker.session_title))
  await expect(page.getByText('Renata Ilves, CPA', { exact: true })).toBeVisible()
  await expect(page.getByText('How a small firm closes faster.')).toBeVisible()
  await expect(page.locator('main strong')).toHaveText('small firm')
  // In the conference's zone on its second day.
  await expect(page.getByText('2:00-3:00 PM EST', { exact: true })).toBeVisible()
  // Not a sample: no Example note for this speaker.
  await expect(page.getByText(exampleNotes.speaker)).toHaveCount(0)
  await expectAccessible()

  await expect(async () => expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/rightnow/${speaker.slug}</loc>`)).toPass({ timeout: 15_000 })

  await asStaff(page.request, 'DELETE', `speakers?slug=eq.${speaker.slug}`)
  await expect(async () => expect((await page.request.get(`/rightnow/${speaker.slug}`)).status()).toBe(404)).toPass({ timeout: 15_000 })
  await visit(`/rightnow/${speaker.slug}`, { status: 404 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundCopy.title)
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/rightnow/${speaker.slug}<`)
  // A draft speaker is no page either.
  await asStaff(page.request, 'POST', 'speakers', { ...speaker, status: 'draft' })
  expect((await page.request.get(`/rightnow/${speaker.slug}?render=draft`)).status()).toBe(404)
})

test('a published testimonial with a long unbroken word wraps inside its card on a phone', async ({ page, visit }) => {
  const word = `https://example.com/${'a'.repeat(120)}`
  const author = 'Wrap Test Author'
  await asStaff(page.request, 'POST', 'testimonials', { quote: `See ${word} for the details.`, author, role: 'Partner', position: 6, status: 'published' })
  await untilShown(page, '/membership', async () => expect(page.getByText(author, { exact: true })).toBeVisible())
  await visit('/membership')
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const card = page.getByRole('figure').filter({ hasText: author })
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(width)
})

test("an agenda session's description is shown as the Markdown its hint promises", async ({ page, expectAccessible }) => {
  const title = 'Evening Reception'
  await asStaff(page.request, 'POST', 'agenda_sessions', {
    day: 1,
    starts_at: '18:00',
    title,
    description: 'Join us for **drinks** on the terrace.',
    position: 90,
    status: 'published',
  })

  await untilShown(page, '/rightnow', async () => expect(page.getByText(title, { exact: true })).toBeVisible())
  const session = page.getByRole('listitem').filter({ hasText: title })
  await expect(session).toContainText('Join us for drinks on the terrace.')
  await expect(session.locator('strong')).toHaveText('drinks')
  await expect(session).not.toContainText('**')
  await expectAccessible()
})

test('a perk scheduled for a future instant is hidden before it and shown from it', async ({ page, visit, expectAccessible }) => {
  // Due 40 s from now by the server's clock (the real one: the mock's was reset).
  const publishAt = new Date(Date.now() + 40_000).toISOString()
  const title = 'Scheduled Research Credits'
  await asStaff(page.request, 'POST', 'perks', {
    title,
    description: 'Appears on its day.',
    discount: '30% off',
    category: 'Research',
    features: ['Scheduled'],
    position: 70,
    status: 'published',
    publish_at: publishAt,
  })

  // Before the instant: hidden, and the page is kept no longer than until then.
  await expect(async () => {
    const response = await page.request.get('/perks')
    const maxAge = Number(/s-maxage=(\d+)/.exec(response.headers()['cache-control'] ?? '')?.[1] ?? 'NaN')
    // Kept no longer than until the instant (a content page is otherwise kept 60 s).
    expect(maxAge).toBeLessThanOrEqual(40)
    expect(await response.text()).not.toContain(title)
  }).toPass({ timeout: 15_000 })
  await visit('/perks')
  await expect(page.getByText(title)).toHaveCount(0)
  // The section counts the perks it shows: the six samples.
  await expect(page.getByText(/^Six examples from a growing catalogue/)).toBeVisible()

  // Twenty seconds before: still hidden.
  await setServerClock(page.request, new Date(Date.parse(publishAt) - 20_000).toISOString())
  await visit('/perks')
  await expect(page.getByText(title)).toHaveCount(0)

  // From the instant: shown.
  await setServerClock(page.request, publishAt)
  await visit('/perks')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByText(/^Seven examples from a growing catalogue/)).toBeVisible()
  await expectAccessible()
})

test('while the database is away, a content page serves its last good render, and a page never rendered answers 503 with Retry-After', async ({ page }) => {
  const key = Date.now().toString(36)
  const rendered = `/academy?outage=${key}`
  expect((await page.request.get(rendered)).status()).toBe(200)
  await injectFault(page.request, { service: 'rest', status: 503 })
  try {
    // Moving the clock drops every kept page: the next look renders again, and the render fails.
    await setServerClock(page.request, new Date(Date.now() + 1000).toISOString())
    const stale = await page.request.get(rendered)
    expect(stale.status()).toBe(200)
    expect(stale.headers()['x-cache']).toBe('STALE')
    expect(stale.headers()['cache-control']).toBe('no-cache')
    expect(await stale.text()).toContain(GOING_AWAY)

    const never = await page.request.get(`/academy?outage=${key}-never`)
    expect(never.status()).toBe(503)
    expect(never.headers()['retry-after']).toMatch(/^\d+$/)
    const body = await never.text()
    expect(body).toContain('This page is not available just now')
    expect(body).not.toContain(GOING_AWAY)
  } finally {
    await clearFaults(page.request)
  }
})
