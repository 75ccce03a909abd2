/**
 * Events staff run: an admin adds an event for next month and publishes it; a visitor finds it
 * on /events, opens its page, downloads its .ics and registers; a draft shows nowhere public; an
 * event that ended leaves the upcoming list; a full event puts newcomers on the waitlist; the
 * settings move the conference page and the claim page. The server's clock and the page's are
 * set to the same instants (support/mock-backend.ts), so nothing depends on today's date.
 */
import ICAL from 'ical.js'
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { test, expect, waitForHydration } from './support/fixtures'
import { expectToast, signInAsAdmin } from './support/admin'
import { clearFaults, injectFault, resetMockBackend, resetServerClock, serviceInsert, serviceSelect, setClocks, setServerClock } from './support/mock-backend'

/** Monday, March 2, 2026, 10:00 AM in New York: "now" for these tests. */
const now = '2026-03-02T15:00:00Z'

test.beforeEach(async ({ request }) => resetMockBackend(request))
test.afterEach(async ({ request }) => resetServerClock(request))

/** A visitor of their own (no admin session), at the same viewport and the same instant. */
async function visitorPage(browser: Browser, page: Page, instant: string): Promise<Page> {
  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined, isMobile: (page.viewportSize()?.width ?? 1280) < 768 })
  await visitor.clock.install({ time: new Date(instant) })
  return visitor
}

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  await waitForHydration(page)
}

/** The registrations page's counts under its title ('1 of 2 seats taken · 0 on the waitlist'). */
const registrationCounts = (page: Page) => page.locator('[data-slot="admin-page-summary"]')
const section = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) })

test.describe('an admin adds an event, a visitor registers', () => {
  test('create for next month, a draft nowhere public, preview, publish; the visitor sees it, opens it, downloads its .ics and registers', async ({
    page,
    browser,
    visit,
    expectAccessible,
  }) => {
    test.slow()
    await setClocks(page, now)
    await signInAsAdmin(page)
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await nav.getByRole('link', { name: 'Events' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('table', { name: 'Events' })).toBeVisible()
    await expectAccessible()

    // One edit surface: the form opens in a dialog over the list, its address ?open=new (decision 024).
    await page.getByRole('button', { name: 'Add Event' }).click()
    const eventDialog = page.getByRole('dialog', { name: 'Add Event' })
    await expect(eventDialog).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/events\?open=new$/)
    await page.getByRole('button', { name: 'Save Event' }).click()
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription('Title is required.')
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused()

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Spring Tax Roundtable')
    await page.getByLabel('Summary').fill('An hour on the changes this tax season brought.')
    await page.getByLabel('Description').fill('Bring one question.\n\nWe share notes afterwards.')
    await expect(page.getByLabel('Starts')).toHaveAttribute('type', 'datetime-local')
    await page.getByLabel('Starts').fill('2026-04-09T11:30')
    await page.getByLabel('Ends').fill('2026-04-09T11:00')
    await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York')
    await page.getByLabel('Format').selectOption({ label: 'Online' })
    await page.getByRole('combobox', { name: 'Registration', exact: true }).selectOption({ label: 'Registration on this site' })
    await page.getByLabel('Capacity').fill('2')
    await expect(eventDialog.getByLabel('Status')).toHaveValue('draft')
    await page.getByRole('button', { name: 'Save Event' }).click()
    await expect(page.getByLabel('Ends')).toHaveAccessibleDescription('Ends must be after the start.')
    await page.getByLabel('Ends').fill('2026-04-09T12:30')
    await expectAccessible()
    await page.getByRole('button', { name: 'Save Event' }).click()
    await expectToast(page, { title: 'Success', description: 'Event created successfully.', type: 'success' })
    await expect(page).toHaveURL(/\/admin\/events$/)
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Spring Tax Roundtable/ }) })
    await expect(row).toContainText('Thursday, April 9, 2026, 11:30 AM-12:30 PM EDT')
    await expect(row.getByRole('switch', { name: 'Published: Spring Tax Roundtable' })).not.toBeChecked()
    await expect(row).toContainText('0 / 2')

    // A draft shows nowhere public: not on /events, not at its address, not in the feed or the sitemap.
    const visitor = await visitorPage(browser, page, now)
    await open(visitor, '/events')
    await expect(visitor.getByText('Spring Tax Roundtable')).toHaveCount(0)
    await open(visitor, '/events/spring-tax-roundtable', 404)
    for (const path of ['/events.ics', '/sitemap.xml']) expect(await (await visitor.request.get(path)).text()).not.toContain('spring-tax-roundtable')
    expect(await (await visitor.request.get('/events.ics')).text()).not.toContain('Spring Tax Roundtable')

    // The admin's preview shows the page as it will look.
    await row.getByRole('link', { name: 'Preview Spring Tax Roundtable' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toContainText('Status: Draft')
    const preview = page.getByTestId('event-preview')
    await expect(preview.getByRole('heading', { level: 1, name: 'Spring Tax Roundtable' })).toBeVisible()
    await expect(preview.locator('dd', { hasText: 'Thursday, April 9, 2026' })).toBeVisible()
    await expectAccessible()
    await page.getByRole('link', { name: 'Back to Manage Events' }).click()

    await row.getByRole('switch', { name: 'Published: Spring Tax Roundtable' }).click()
    await expectToast(page, { title: 'Success', description: 'Event published.', type: 'success' })
    await expect(row.getByRole('switch', { name: 'Published: Spring Tax Roundtable' })).toBeChecked()

    // The visitor: /events lists it under upcoming, with weekday, date, time range and zone.
    await open(visitor, '/events')
    const upcoming = section(visitor, 'Upcoming events')
    const card = upcoming.locator('article[data-event="spring-tax-roundtable"]')
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Spring Tax Roundtable')
    await expect(card.locator('dd', { hasText: 'Thursday, April 9, 2026' })).toBeVisible()
    await expect(card.locator('dd', { hasText: '11:30 AM-12:30 PM EDT' })).toBeVisible()
    await card.getByRole('link', { name: /^Details/ }).click()
    await expect(visitor).toHaveURL(/\/events\/spring-tax-roundtable$/)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Spring Tax Roundtable' })).toBeVisible()
    await expect(visitor.getByText('We share notes afterwards.')).toBeVisible()

    // Add to calendar: an .ics with the right instants.
    const download = visitor.waitForEvent('download')
    await visitor.getByRole('link', { name: 'Add to calendar' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('spring-tax-roundtable.ics')
    const vevent = new ICAL.Component(ICAL.parse(await readFile((await file.path())!, 'utf8'))).getFirstSubcomponent('vevent')!
    const calendarEvent = new ICAL.Event(vevent)
    expect(calendarEvent.summary).toBe('Spring Tax Roundtable')
    expect(calendarEvent.startDate.toJSDate().toISOString()).toBe('2026-04-09T15:30:00.000Z')
    expect(calendarEvent.endDate.toJSDate().toISOString()).toBe('2026-04-09T16:30:00.000Z')

    // Register: the visitor's registration is stored, and the admin sees it against the capacity.
    const pageSeats = visitor.getByRole('region', { name: 'Registration' }).getByTestId('seats-note')
    await expect(pageSeats).toHaveText('2 seats left.')
    await visitor.getByRole('button', { name: 'Register Now' }).click()
    const dialog = visitor.getByRole('dialog', { name: 'Register for Spring Tax Roundtable' })
    await expect(dialog.getByTestId('seats-note')).toHaveText('2 seats left.')
    await dialog.getByLabel('Full Name').fill('Vera Visitor')
    await dialog.getByLabel('Email Address').fill('vera@example.com')
    await dialog.getByLabel('Firm Name').fill('Visitor CPAs')
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await expectToast(visitor, {
      title: 'Registration received',
      description: "Thank you for registering for Spring Tax Roundtable! We'll be in touch soon with more details.",
      type: 'success',
    })
    // The dialog closed: the keyboard is back on the button that opened it.
    await expect(dialog).toBeHidden()
    await expect(visitor.getByRole('button', { name: 'Register Now' })).toBeFocused()
    await expect(pageSeats).toHaveText('One seat left.')
    await visitor.close()

    await visit('/admin/events')
    await expect(row).toContainText('1 / 2')
    await row.getByRole('link', { name: /Registrations of Spring Tax Roundtable/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Registrations: Spring Tax Roundtable' })).toBeVisible()
    await expect(registrationCounts(page)).toContainText('1 of 2 seats taken')
    await expect(page.getByRole('table', { name: 'Registrations' }).getByRole('rowheader')).toHaveText([/^Vera Visitor/])
    await expectAccessible()
  })
})

test.describe('the clock decides', () => {
  test('an event that ended leaves the upcoming list for the recent ones', async ({ page, visit, expectAccessible }) => {
    await serviceInsert(page.request, 'events', {
      slug: 'lunch-and-learn',
      title: 'Lunch and Learn',
      starts_at: '2026-03-02T17:00:00Z',
      ends_at: '2026-03-02T18:00:00Z',
      format: 'online',
      status: 'published',
    })
    await setClocks(page, now)
    await visit('/events')
    await expect(section(page, 'Upcoming events').locator('article[data-event="lunch-and-learn"]')).toBeVisible()
    await expectAccessible()

    // One minute after it ends.
    await setServerClock(page.request, '2026-03-02T18:01:00Z')
    await page.clock.setSystemTime(new Date('2026-03-02T18:01:00Z'))
    await visit('/events')
    await expect(section(page, 'Upcoming events').locator('article[data-event="lunch-and-learn"]')).toHaveCount(0)
    const recent = section(page, 'Recent events').locator('article[data-event="lunch-and-learn"]')
    await expect(recent).toBeVisible()
    await expect(recent.getByText('Took place')).toBeVisible()
    await expect(recent.getByRole('link', { name: /^Register Now/ })).toHaveCount(0)
  })

  test('a full event tells the visitor first, then puts them on the waitlist', async ({ page, visit, expectAccessible }) => {
    const event = await serviceInsert(page.request, 'events', {
      slug: 'small-workshop',
      title: 'Small Workshop',
      starts_at: '2026-03-20T15:00:00Z',
      format: 'online',
      registration: 'on_site',
      capacity: 1,
      status: 'published',
    })
    await serviceInsert(page.request, 'event_registrations', {
      event_id: event.id,
      idempotency_key: crypto.randomUUID(),
      full_name: 'First Person',
      email: 'first@example.com',
      firm_name: 'First Firm',
      status: 'confirmed',
    })
    await setClocks(page, now)
    await visit('/events/small-workshop')
    await expect(page.getByText('Limited to 1 attendee.')).toBeVisible()
    // The page says it is full before anything is opened.
    await expect(page.getByRole('region', { name: 'Registration' }).getByTestId('seats-note')).toHaveText(
      'This event is full: if you register now, you join the waitlist.',
    )
    await expectAccessible()
    await page.getByRole('button', { name: 'Register Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Register for Small Workshop' })
    await expect(dialog.getByTestId('seats-note')).toHaveText('This event is full: if you register now, you join the waitlist.')
    await dialog.getByLabel('Full Name').fill('Second Person')
    await dialog.getByLabel('Email Address').fill('second@example.com')
    await dialog.getByLabel('Firm Name').fill('Second Firm')
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await expectToast(page, {
      title: 'You are on the waitlist',
      description: 'Small Workshop is full, so your registration is on the waitlist. When a seat opens, it goes to the first person waiting: you move up by yourself.',
      type: 'success',
    })
    expect(await serviceSelect(page.request, `event_registrations?select=email,status&event_id=eq.${event.id}&order=created_at`)).toEqual([
      { email: 'first@example.com', status: 'confirmed' },
      { email: 'second@example.com', status: 'waitlisted' },
    ])
  })

})

test.describe('the registration form', () => {
  // The injected database failure answers 502, and the page logs nothing for it: the alert says it.
  test.use({ allowedHttpErrors: [/^502 POST \S+\/_serverFn\/events--registerForEvent/] })

  test('asks for its own fields, shows the server\'s words when sending fails and keeps the values, and a double click stores one registration', async ({ page, visit, request, expectAccessible }) => {
    const event = await serviceInsert(page.request, 'events', {
      slug: 'pipeline-workshop', title: 'Pipeline Workshop', starts_at: '2026-03-20T15:00:00Z', format: 'online', registration: 'on_site', capacity: 10, status: 'published',
    })
    await setClocks(page, now)
    await visit('/events/pipeline-workshop')
    await page.getByRole('button', { name: 'Register Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Register for Pipeline Workshop' })
    await expect(dialog.getByTestId('seats-note')).toHaveText('10 seats left.')
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(dialog.getByLabel('Full Name')).toHaveAccessibleDescription('Please enter your full name.')
    await expect(dialog.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter your email address.')
    await expect(dialog.getByLabel('Firm Name')).toHaveAccessibleDescription('Please enter your firm name.')
    await dialog.getByLabel('Full Name').fill('Pat Pipeline')
    await dialog.getByLabel('Email Address').fill('pat@example')
    await dialog.getByLabel('Firm Name').fill('Pipeline & Co')
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(dialog.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter a valid email address.')
    await dialog.getByLabel('Email Address').fill('pat@example.com')

    await injectFault(request, { service: 'rest', status: 500, methods: ['POST'] })
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Your registration was not sent. Your registration could not be stored just now. Please try again.')
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Pat Pipeline')
    await expectAccessible()
    await clearFaults(request)

    await dialog.getByRole('button', { name: 'Register', exact: true }).dblclick()
    await expectToast(page, {
      title: 'Registration received',
      description: "Thank you for registering for Pipeline Workshop! We'll be in touch soon with more details.",
      type: 'success',
    })
    await expect(dialog).toBeHidden()
    expect(await serviceSelect(page.request, `event_registrations?select=email,status&event_id=eq.${event.id}`)).toEqual([
      { email: 'pat@example.com', status: 'confirmed' },
    ])
  })
})

test.describe('the waitlist', () => {
  // Moving someone up while the event is full is refused by the database: the error toast (and its console line) is expected.
  test.use({
    allowedConsoleErrors: [/^Error: The event is full/],
    allowedHttpErrors: [/^409 POST \S+\/_serverFn\/events-admin--setRegistrationStatus/],
  })

  test('an admin cannot move someone up while the event is full; cancelling a seat moves the first waiting up by itself', async ({ page, expectAccessible }) => {
    const event = await serviceInsert(page.request, 'events', {
      slug: 'tiny-session', title: 'Tiny Session', starts_at: '2026-03-20T15:00:00Z', format: 'online', registration: 'on_site', capacity: 1, status: 'published',
    })
    for (const [name, status] of [['Seated Sam', 'confirmed'], ['Waiting Wren', 'waitlisted']] as const) {
      await serviceInsert(page.request, 'event_registrations', {
        event_id: event.id, idempotency_key: crypto.randomUUID(), full_name: name, email: `${name.split(' ')[1]!.toLowerCase()}@example.com`, firm_name: 'Firm', status,
      })
    }
    await setClocks(page, now)
    await signInAsAdmin(page, `/admin/events/${event.id}/registrations`)
    await expect(registrationCounts(page)).toContainText('1 of 1 seats taken')
    await expect(registrationCounts(page)).toContainText('1 on the waitlist')
    await expectAccessible()
    // Full: the database refuses a second seat.
    await page.getByRole('button', { name: 'Move up Waiting Wren from the waitlist' }).click()
    await expectToast(page, { title: 'Error', description: 'The event is full: cancel a confirmed registration first.', type: 'error' })
    // Cancelling cannot be undone: it asks first, and keeping it changes nothing.
    const cancelSam = page.getByRole('button', { name: 'Cancel the registration of Seated Sam' })
    await expect(cancelSam).toHaveText('Cancel')
    await cancelSam.click()
    const question = page.getByRole('alertdialog', { name: 'Cancel the registration of Seated Sam?' })
    await expect(question).toContainText('A cancelled registration cannot be restored.')
    await expectAccessible({ include: '[role="alertdialog"]' })
    await question.getByRole('button', { name: 'Keep the registration' }).click()
    await expect(question).toBeHidden()
    expect(await serviceSelect(page.request, `event_registrations?select=status&full_name=eq.Seated%20Sam`)).toEqual([{ status: 'confirmed' }])
    await cancelSam.click()
    await question.getByRole('button', { name: 'Cancel registration' }).click()
    await expectToast(page, { title: 'Success', description: 'The registration of Seated Sam is cancelled.', type: 'success' })
    // The freed seat went to the first person waiting, in the same transaction.
    await expect(registrationCounts(page)).toContainText('1 of 1 seats taken')
    await expect(registrationCounts(page)).toContainText('0 on the waitlist')
    await expect(page.getByRole('button', { name: 'Move up Waiting Wren from the waitlist' })).toHaveCount(0)
    expect(await serviceSelect(page.request, `event_registrations?select=full_name,status&event_id=eq.${event.id}&order=created_at`)).toEqual([
      { full_name: 'Seated Sam', status: 'cancelled' },
      { full_name: 'Waiting Wren', status: 'confirmed' },
    ])
  })
})

test.describe('settings staff can change', () => {
  test('the conference dates move /rightnow and the offer’s end moves /claim-offer', async ({ page, browser, expectAccessible }) => {
    await setClocks(page, now)
    await signInAsAdmin(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible()
    await expect(page.getByLabel('Conference name')).toHaveValue('RightNOW Conference 2025')
    await expect(page.getByLabel('Conference starts')).toHaveValue('2025-11-15T09:00')
    await expect(page.getByLabel('Conference ends')).toHaveValue('2025-11-16T17:00')
    await expect(page.getByLabel('Conference time zone')).toHaveValue('America/New_York')
    await expect(page.getByLabel('Offer ends')).toHaveAttribute('type', 'date')
    await expect(page.getByLabel('Offer ends')).toHaveValue('2025-12-31')
    await expectAccessible()

    const visitor = await visitorPage(browser, page, now)
    await open(visitor, '/claim-offer')
    await expect(visitor.getByTestId('offer-ended')).toContainText('ended on December 31, 2025')
    await open(visitor, '/rightnow')
    await expect(visitor.getByTestId('conference-past')).toBeVisible()

    await page.getByLabel('Conference name').fill('RightNOW Conference 2026')
    await page.getByLabel('Conference starts').fill('2026-05-04T09:00')
    await page.getByLabel('Conference ends').fill('2026-05-05T17:00')
    await page.getByLabel('Offer ends').fill('2026-06-30')
    await page.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, { title: 'Success', description: 'Settings saved.', type: 'success' })

    // At once, on the cached public pages too.
    await open(visitor, '/rightnow')
    await expect(visitor.getByTestId('conference-past')).toHaveCount(0)
    await expect(visitor.locator('dd', { hasText: 'May 4-5, 2026' })).toBeVisible()
    await expect(visitor.getByRole('button', { name: 'Register Now' })).toBeVisible()
    await expect(visitor.getByText('Valid until June 30, 2026', { exact: true })).toBeVisible()
    const description = visitor.locator('meta[name="description"]')
    await expect(visitor).toHaveTitle(/^RightNOW Conference 2026 \|/)
    await expect(description).toHaveAttribute('content', /^RightNOW Conference 2026: 2 in-person days for accounting firm leaders, May 4-5, 2026, 9:00 AM to 5:00 PM EDT,/)
    await open(visitor, '/claim-offer')
    await expect(visitor.getByRole('button', { name: 'Claim My Membership' })).toBeVisible()
    await expect(description).toHaveAttribute('content', /, valid until June 30, 2026\.$/)
    // A speaker's page names the conference as staff do, on its new dates.
    await open(visitor, '/rightnow/maya-thompson')
    await expect(visitor.getByText('RightNOW Conference 2026 · Speaker Session')).toBeVisible()
    const session = visitor.getByRole('region', { name: 'Session Details' })
    await expect(session.locator('dd').first()).toHaveText('RightNOW Conference 2026')
    await expect(description).toHaveAttribute('content', /: RightNOW Conference 2026, Main Stage, May 4, 2026, /)
    await visitor.close()
  })
})

test.describe('a page address another event has', () => {
  test.use({
    allowedHttpErrors: [/^409 POST \S+\/_serverFn\/events-admin--createEvent/],
    allowedConsoleErrors: [/^Error: Failed to create the event\./],
  })

  test('is named under the Page address field, which keeps the focus; another address saves', async ({ page }) => {
    await signInAsAdmin(page, '/admin/events?open=new')
    const form = page.getByRole('dialog', { name: 'Add Event' })
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Another Fireside Chat')
    const slug = form.getByLabel('Page address')
    await slug.fill('fireside-chat')
    await form.getByRole('button', { name: 'Save Event' }).click()
    await expect(slug).toHaveAccessibleDescription(/Page address: another event already uses it\. Choose another\./)
    await expect(slug).toHaveAttribute('aria-invalid', 'true')
    await expect(slug).toBeFocused()
    await expect(form).toBeVisible()

    await slug.fill('another-fireside-chat')
    await expect(slug).toHaveAttribute('aria-invalid', 'false')
    await form.getByRole('button', { name: 'Save Event' }).click()
    await expectToast(page, { title: 'Success', description: 'Event created successfully.', type: 'success' })
    expect(await serviceSelect(page.request, 'events?select=title&slug=eq.another-fireside-chat')).toEqual([{ title: 'Another Fireside Chat' }])
  })
})
