/**
 * What staff set in /admin/settings and the public pages state: the community size on the home
 * and story pages, the active members on /perks (the community size there when that is left
 * empty), and the conference's dates on the calendar of /rightnow's hero drawing. The pages are
 * served from the page cache; a save purges them, so a visitor sees the change at once.
 */
import type { Browser, Page } from '@playwright/test'
import { test, expect, expectPageAccessible, waitForHydration } from './support/fixtures'
import { expectToast, signInAsAdmin } from './support/admin'
import { resetMockBackend, resetServerClock, serviceSelect, servicePatch, setClocks } from './support/mock-backend'

/** Monday, March 2, 2026, 10:00 AM in New York: "now" for the conference's dates. */
const now = '2026-03-02T15:00:00Z'

test.beforeEach(async ({ request }) => resetMockBackend(request))
test.afterEach(async ({ request }) => {
  await resetServerClock(request)
  // A reset restores the rows without announcing them: write the seeded figures once more so the
  // server purges the pages this file changed, and the next file finds them as seeded.
  await resetMockBackend(request)
  await servicePatch(request, 'site_settings?id=eq.true', { community_size: '948+', active_members: '10,000+', post_event_first_session: '2025-05-15' })
})

/** A visitor of their own (no admin session), at the same viewport; a context of its own, as axe wants. */
async function visitorPage(browser: Browser, page: Page, instant?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined, isMobile: (page.viewportSize()?.width ?? 1280) < 768 })
  const visitor = await context.newPage()
  if (instant) await visitor.clock.install({ time: new Date(instant) })
  return visitor
}

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await waitForHydration(page)
}

async function openSettings(page: Page) {
  await signInAsAdmin(page)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible()
}

async function save(page: Page) {
  // The toast of an earlier save would pass for this one's before it is written: close it first,
  // with its close button, as a person could (one may be closing by itself as it is clicked).
  for (const close of await page.locator('[data-sonner-toast] [data-close-button]').all()) {
    await close.click({ timeout: 2_000 }).catch(() => undefined)
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, { title: 'Success', description: 'Settings saved.', type: 'success' })
}

const description = (page: Page) => page.locator('meta[name="description"]')
const perksStats = (page: Page) => page.getByRole('region', { name: 'The perks program in numbers' })

test.describe('the site figures staff set', () => {
  test('an admin changes the community size and the active members; the home, story and perks pages show them, and /perks falls back to the community size', async ({
    page,
    browser,
    request,
    expectAccessible,
  }) => {
    test.slow()
    await openSettings(page)
    const communitySize = page.getByLabel('Community size')
    const activeMembers = page.getByLabel('Active members')
    await expect(communitySize).toHaveValue('948+')
    await expect(activeMembers).toHaveValue('10,000+')
    await expectAccessible()

    // The form says what the server would: nothing is stored.
    await communitySize.fill('')
    await activeMembers.fill('1'.repeat(21))
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Community size is required.')).toBeVisible()
    await expect(page.getByText('Active members must be at most 20 characters.')).toBeVisible()
    await expectAccessible()
    expect(await serviceSelect(request, 'site_settings?select=community_size,active_members')).toEqual([{ community_size: '948+', active_members: '10,000+' }])

    const visitor = await visitorPage(browser, page)
    // Cached as seeded first, so the save must purge them.
    for (const path of ['/', '/about', '/perks']) await open(visitor, path)
    await expect(perksStats(visitor).getByText('10,000+', { exact: true })).toBeVisible()

    await communitySize.fill('1,250+')
    await activeMembers.fill('12,000+')
    await save(page)
    expect(await serviceSelect(request, 'site_settings?select=community_size,active_members')).toEqual([{ community_size: '1,250+', active_members: '12,000+' }])

    await open(visitor, '/')
    await expect(visitor.getByText('1,250+', { exact: true })).toBeVisible()
    await expect(visitor.getByText('Join 1,250+ accounting professionals learning, sharing and growing together.')).toBeVisible()
    await expect(visitor.getByText('948+')).toHaveCount(0)

    await open(visitor, '/about')
    await expect(visitor.getByText('Today, 1,250+ members learn, share and grow together.')).toBeVisible()
    await expect(visitor.getByText('1,250+', { exact: true })).toBeVisible()
    await expect(description(visitor)).toHaveAttribute('content', /a community of 1,250\+ accounting professionals/)
    await expect(visitor.getByText('948+')).toHaveCount(0)

    await open(visitor, '/perks')
    await expect(perksStats(visitor).getByText('12,000+', { exact: true })).toBeVisible()
    await expect(description(visitor)).toHaveAttribute('content', /in front of 12,000\+ active members/)
    await expectPageAccessible(visitor)

    // One figure for both: /perks states the community size.
    await activeMembers.fill('')
    await save(page)
    expect(await serviceSelect(request, 'site_settings?select=community_size,active_members')).toEqual([{ community_size: '1,250+', active_members: null }])
    await open(visitor, '/perks')
    await expect(perksStats(visitor).locator('div', { hasText: 'active members' }).getByText('1,250+', { exact: true })).toBeVisible()
    await expect(visitor.getByText('12,000+')).toHaveCount(0)
    await expect(description(visitor)).toHaveAttribute('content', /in front of 1,250\+ active members/)

    await page.reload()
    await waitForHydration(page)
    await expect(page.getByLabel('Community size')).toHaveValue('1,250+')
    await expect(page.getByLabel('Active members')).toHaveValue('')
    await visitor.context().close()
  })

  test("an admin moves the conference's dates and the /rightnow hero drawing's calendar shows them", async ({ page, browser }) => {
    await setClocks(page, now)
    const visitor = await visitorPage(browser, page, now)
    const calendar = (part: 'month' | 'days' | 'year') => visitor.locator(`svg text.calendar-${part}`)
    const expectCalendar = async (month: string, days: string, year: string) => {
      await expect(calendar('month')).toHaveText(month)
      await expect(calendar('days')).toHaveText(days)
      await expect(calendar('year')).toHaveText(year)
    }

    await open(visitor, '/rightnow')
    await expectCalendar('NOV', '15–16', '2025')
    // A decorative drawing: the dates are said in words beside it.
    await expect(visitor.locator('[aria-hidden="true"]:has(> svg text.calendar-days)')).toHaveCount(1)

    await openSettings(page)
    await page.getByLabel('Conference starts').fill('2026-11-30T09:00')
    await page.getByLabel('Conference ends').fill('2026-12-01T17:00')
    await save(page)
    await open(visitor, '/rightnow')
    await expectCalendar('NOV–DEC', '30–1', '2026')
    await expect(visitor.getByText('November 30-December 1, 2026').first()).toBeVisible()
    await expectPageAccessible(visitor)

    await page.getByLabel('Conference starts').fill('2027-01-15T09:00')
    await page.getByLabel('Conference ends').fill('2027-01-15T17:00')
    await save(page)
    await open(visitor, '/rightnow')
    await expectCalendar('JAN', '15', '2027')
    await visitor.context().close()
  })

  test("an admin sets the post-event group; a speaker's page invites to it, with its facts, until its last session's day is over", async ({ page, browser }) => {
    await setClocks(page, now)
    const visitor = await visitorPage(browser, page, now)
    const group = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'Keep the Conversation Going' }) })
    const rsvp = visitor.getByRole('link', { name: /^RSVP/ })

    // The seeded group met in May and June 2025: on March 2, 2026 the page invites to none.
    await open(visitor, '/rightnow/sofia-martinez')
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(group).toHaveCount(0)
    await expect(rsvp).toHaveCount(0)
    await expectPageAccessible(visitor)

    await openSettings(page)
    await page.getByLabel('First session').fill('2026-03-05')
    await page.getByLabel('Weekly sessions').fill('4')
    await page.getByLabel('Session time').fill('12:00-1:00 PM EST')
    await page.getByRole('switch', { name: 'Recordings for all registrants' }).click()
    await save(page)
    expect(await serviceSelect(page.request, 'site_settings?select=post_event_first_session,post_event_sessions,post_event_time,post_event_recordings')).toEqual([
      { post_event_first_session: '2026-03-05', post_event_sessions: 4, post_event_time: '12:00-1:00 PM EST', post_event_recordings: false },
    ])

    await open(visitor, '/rightnow/sofia-martinez')
    for (const text of ['4 weekly sessions', 'Starting March 5, 2026', 'Thursdays', '12:00-1:00 PM EST']) await expect(group.getByText(text, { exact: true })).toBeVisible()
    await expect(group.getByText('Recordings')).toHaveCount(0)
    await expect(rsvp).toHaveCount(2)
    await expectPageAccessible(visitor)

    // Its last session is on March 26: the day after, the page no longer invites to it.
    await setClocks(page, '2026-03-26T20:00:00Z')
    await open(visitor, '/rightnow/sofia-martinez')
    await expect(group.getByText('Through March 26, 2026', { exact: true })).toBeVisible()
    await setClocks(page, '2026-03-27T15:00:00Z')
    await open(visitor, '/rightnow/sofia-martinez')
    await expect(group).toHaveCount(0)
    await expect(rsvp).toHaveCount(0)
    await visitor.context().close()
  })
})
