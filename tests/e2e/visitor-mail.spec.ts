/**
 * Visitors hear back: a registrant's cancel link (its page before and after the button, and once
 * used), an event staff cancelled (its page, at both widths), and staff's side: the join link
 * that only confirmed registrants get, 'Cancel event', and whether each confirmation went out.
 * The mail is what this worker's server really sent to its SMTP sink (support/mail.ts); the
 * server's clock and the page's are set to the same instant, so nothing depends on today's date.
 */
import ICAL from 'ical.js'
import type { Page } from '@playwright/test'
import { test, expect, isMobileViewport } from './support/fixtures'
import { expectToast, signInAsAdmin } from './support/admin'
import { cancelLinkIn, mailCountTo, nextMailTo, type SentMail } from './support/mail'
import { resetMockBackend, resetServerClock, serviceDeleteWhere, serviceInsert, servicePatch, serviceSelect, setClocks } from './support/mock-backend'

/** Monday, March 2, 2026, 10:00 AM in New York: "now" for these tests. */
const now = '2026-03-02T15:00:00Z'

test.beforeEach(async ({ page }) => {
  await resetMockBackend(page.request)
  await setClocks(page, now)
})
test.afterEach(async ({ request }) => resetServerClock(request))

/** An online event on March 20 with registration here; one seat unless said otherwise. */
async function addEvent(page: Page, slug: string, title: string, extra: Record<string, unknown> = {}) {
  return serviceInsert(page.request, 'events', {
    slug,
    title,
    summary: 'An hour on what changed this season.',
    starts_at: '2026-03-20T15:00:00Z',
    ends_at: '2026-03-20T16:00:00Z',
    format: 'online',
    registration: 'on_site',
    capacity: 1,
    status: 'published',
    ...extra,
  })
}

/** A registration as register_for_event() stores it (the database queues its mail either way). */
async function addRegistration(page: Page, eventId: unknown, name: string, email: string, status: 'confirmed' | 'waitlisted') {
  return serviceInsert(page.request, 'event_registrations', {
    event_id: eventId, idempotency_key: crypto.randomUUID(), full_name: name, email, firm_name: 'Firm', status,
  })
}

/** Each test's own addresses (a worker's sink keeps every mail of the run). */
const address = (who: string) => `${who}.${crypto.randomUUID().slice(0, 8)}@example.com`

/** The one calendar entry a mail's .ics holds, read by ical.js. */
function calendarOf(mail: SentMail) {
  const ics = mail.attachments.find((part) => part.filename.endsWith('.ics'))
  if (!ics) throw new Error(`no .ics in "${mail.subject}"`)
  const calendar = new ICAL.Component(ICAL.parse(ics.content))
  return { method: calendar.getFirstPropertyValue('method'), event: calendar.getFirstSubcomponent('vevent')! }
}

test.describe('a registrant’s cancel link', () => {
  test('shows the registration and its button (opening it cancels nothing); after the button the seat is free and goes to the first waiting; then the link says it was used', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.slow()
    const ana = address('ana')
    const ben = address('ben')
    const [anaBefore, benBefore] = [mailCountTo(ana), mailCountTo(ben)]
    const event = await addEvent(page, 'cancel-link-roundtable', 'Cancel Link Roundtable')
    await addRegistration(page, event.id, 'Ana Seated', ana, 'confirmed')
    await addRegistration(page, event.id, 'Ben Waiting', ben, 'waitlisted')

    const confirmation = await nextMailTo(ana, anaBefore)
    expect(confirmation.subject).toBe('You’re registered: Cancel Link Roundtable')
    const link = cancelLinkIn(confirmation)
    expect((await nextMailTo(ben, benBefore)).subject).toBe('You’re on the waitlist for Cancel Link Roundtable')

    // Opened (as a mail scanner would, twice): the registration and its button, nothing cancelled.
    await visit(link)
    await visit(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Your registration' })).toBeVisible()
    for (const text of ['Ana Seated', 'Cancel Link Roundtable', 'Friday, March 20, 2026, 11:00 AM-12:00 PM EDT', 'Online', 'Seat confirmed']) {
      await expect(page.getByRole('definition').filter({ hasText: text })).toBeVisible()
    }
    await expectAccessible()
    expect(await serviceSelect(page.request, `event_registrations?select=full_name,status&event_id=eq.${event.id}&order=created_at`)).toEqual([
      { full_name: 'Ana Seated', status: 'confirmed' },
      { full_name: 'Ben Waiting', status: 'waitlisted' },
    ])

    await page.getByRole('button', { name: 'Cancel my registration' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your registration is cancelled' })).toBeVisible()
    // The button is gone: the focus is on the heading that says what happened.
    await expect(page.getByRole('heading', { level: 1, name: 'Your registration is cancelled' })).toBeFocused()
    await expect(page.getByRole('status')).toHaveText('Your seat is free again, for someone else to have.')
    await expectAccessible()
    // The seat went to the first person waiting, in the same transaction, and they are told.
    expect(await serviceSelect(page.request, `event_registrations?select=full_name,status&event_id=eq.${event.id}&order=created_at`)).toEqual([
      { full_name: 'Ana Seated', status: 'cancelled' },
      { full_name: 'Ben Waiting', status: 'confirmed' },
    ])
    const promoted = await nextMailTo(ben, benBefore + 1)
    expect(promoted.subject).toBe('A seat opened: you’re registered for Cancel Link Roundtable')
    expect(calendarOf(promoted).method).toBe('PUBLISH')

    // The same link again: used.
    await visit(link)
    await expect(page.getByRole('heading', { level: 1, name: 'This link was used' })).toBeVisible()
    await expect(page.getByText('Your registration for Cancel Link Roundtable is already cancelled: this link cannot be used again.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel my registration' })).toHaveCount(0)
    await expectAccessible()

    // A link that is not one of ours shows no registration.
    await visit(`/cancel-registration?token=${'0'.repeat(64)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()

    // Ben's link, once the event was cancelled and then deleted: ours, with nothing left to cancel.
    await servicePatch(page.request, `events?id=eq.${event.id}`, { cancelled_at: '2026-03-01T12:00:00Z' })
    await serviceDeleteWhere(page.request, `events?id=eq.${event.id}`)
    await visit(cancelLinkIn(promoted))
    await expect(page.getByRole('heading', { level: 1, name: 'This registration no longer exists' })).toBeVisible()
    await expect(page.getByText('The event it was for has been removed from the site, and the registration with it: there is nothing left to cancel.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel my registration' })).toHaveCount(0)
    await expectAccessible()
  })
})

test.describe('an event staff cancelled', () => {
  test('its page and its card say it was cancelled, and it takes no registration', async ({ page, visit, expectAccessible }) => {
    await addEvent(page, 'called-off-workshop', 'Called-off Workshop', { cancelled_at: '2026-03-01T12:00:00Z' })
    await visit('/events/called-off-workshop')
    await expect(page.getByRole('heading', { level: 1, name: 'Called-off Workshop' })).toBeVisible()
    await expect(page.getByTestId('event-cancelled')).toHaveText('This event was cancelled.')
    await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0)
    await expectAccessible()

    await visit('/events')
    await expect(page.locator('article[data-event="called-off-workshop"]').getByText('Cancelled', { exact: true })).toBeVisible()
  })
})

test.describe('staff', () => {
  test('the join link reaches confirmed registrants only; the registrations page says whose confirmation went out; Cancel event tells everyone with METHOD:CANCEL', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.skip(isMobileViewport(page), 'the admin flow is the same at both widths; the pages it opens are checked at 375 px elsewhere')
    test.slow()
    const event = await addEvent(page, 'join-link-session', 'Join Link Session')
    // The form opens in its dialog over the list (the old address redirects there).
    await signInAsAdmin(page, `/admin/events/${event.id}/edit`)
    const form = page.getByRole('dialog', { name: 'Edit Event' })
    const joinLink = form.getByRole('textbox', { name: 'Join link' })
    await joinLink.fill('meet me in the lobby')
    await form.getByRole('button', { name: 'Save Changes' }).click()
    await expect(joinLink).toHaveAccessibleDescription(/must be a web address starting with https:\/\//)
    await joinLink.fill('https://meet.example.test/join-link-session')
    await form.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, { title: 'Success', description: 'Event updated successfully.', type: 'success' })
    await expect(form).toBeHidden()
    // An in-person event has no join link.
    await visit(`/admin/events/${event.id}/edit`)
    await expect(joinLink).toHaveValue('https://meet.example.test/join-link-session')
    await form.getByLabel('Format').selectOption({ label: 'In person' })
    await expect(joinLink).toHaveCount(0)

    const ana = address('ana')
    const ben = address('ben')
    const [anaBefore, benBefore] = [mailCountTo(ana), mailCountTo(ben)]
    await addRegistration(page, event.id, 'Ana Seated', ana, 'confirmed')
    await addRegistration(page, event.id, 'Ben Waiting', ben, 'waitlisted')
    const confirmation = await nextMailTo(ana, anaBefore)
    expect(confirmation.text).toContain('https://meet.example.test/join-link-session')
    const entry = calendarOf(confirmation)
    expect(entry.method).toBe('PUBLISH')
    expect(new ICAL.Event(entry.event).startDate.toJSDate().toISOString()).toBe('2026-03-20T15:00:00.000Z')
    const waitlisted = await nextMailTo(ben, benBefore)
    expect(waitlisted.text).toContain('You are number 1 in line.')
    expect(waitlisted.text).not.toContain('meet.example.test')
    // Never on the public page.
    const publicPage = await page.request.get('/events/join-link-session')
    expect(await publicPage.text()).not.toContain('meet.example.test')

    await visit(`/admin/events/${event.id}/registrations`)
    const mailCell = (name: string) => page.getByRole('row').filter({ hasText: name }).locator('[data-mail-state]')
    await expect(page.getByRole('columnheader', { name: 'Confirmation e-mail' })).toBeVisible()
    await expect(mailCell('Ana Seated')).toHaveText('Sent')
    await expect(mailCell('Ben Waiting')).toHaveText('Sent')
    await expectAccessible()

    await visit('/admin/events')
    // An event that is over (the demo's September sessions, by the server's clock) has nothing to cancel.
    await expect(page.getByRole('button', { name: /^Cancel the event Wellness Thursday/ })).toHaveCount(0)
    await page.getByRole('button', { name: 'Cancel the event Join Link Session' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Join Link Session?' })
    await expect(dialog).toContainText('Everyone registered or on the waitlist gets an e-mail saying so, with a calendar update that removes it, except those the registrations page shows as held')
    await expectAccessible()
    await dialog.getByRole('button', { name: 'Cancel event' }).click()
    await expectToast(page, { title: 'Success', description: 'Join Link Session is cancelled. Its registrants are being told by e-mail.', type: 'success' })
    const row = page.getByRole('row').filter({ hasText: 'Join Link Session' })
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Cancel the event Join Link Session' })).toHaveCount(0)

    for (const [who, before] of [[ana, anaBefore + 1], [ben, benBefore + 1]] as const) {
      const cancelled = await nextMailTo(who, before)
      expect(cancelled.subject).toBe('Cancelled: Join Link Session')
      const { method, event: vevent } = calendarOf(cancelled)
      expect(method).toBe('CANCEL')
      expect(vevent.getFirstPropertyValue('uid')).toBe(new ICAL.Event(entry.event).uid)
      expect(Number(vevent.getFirstPropertyValue('sequence'))).toBeGreaterThan(Number(entry.event.getFirstPropertyValue('sequence')))
    }
  })

  test.describe('unpublishing or deleting an event people are registered for', () => {
    test.use({
      allowedHttpErrors: [/^409 POST \S+\/_serverFn\/events-admin--(setEventStatus|deleteEvent|updateEvent)/],
      allowedConsoleErrors: [/^Error: (People are registered for this event|Failed to update the event)/],
    })

    test('are refused until it is cancelled, so nobody is left with it in their calendar', async ({ page, expectAccessible }) => {
      test.skip(isMobileViewport(page), 'the admin flow is the same at both widths; the list and its dialog are checked at 375 px elsewhere')
      const event = await addEvent(page, 'told-first-session', 'Told First Session')
      const cara = address('cara')
      await addRegistration(page, event.id, 'Cara Seated', cara, 'confirmed')
      expect((await nextMailTo(cara, 0)).subject).toBe('You’re registered: Told First Session')
      const refused =
        'People are registered for this event, and a draft or a deleted event tells them nothing. Use Cancel event first: it e-mails them (its question says who is not mailed), and a cancelled event can then be deleted, unless it is the conference in Settings.'
      await signInAsAdmin(page, '/admin/events')
      const row = page.getByRole('row').filter({ hasText: 'Told First Session' })

      const published = row.getByRole('switch', { name: 'Published: Told First Session' })
      await published.click()
      await expectToast(page, { title: 'Error', description: refused, type: 'error' })
      await expect(published).toBeChecked()

      await row.getByRole('button', { name: 'Delete Told First Session' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await expectToast(page, { title: 'Error', description: refused, type: 'error' })
      await expect(row).toBeVisible()

      // The form names the refusal under its Status.
      await row.getByRole('button', { name: 'Edit Told First Session' }).click()
      const form = page.getByRole('dialog', { name: 'Edit Event' })
      const status = form.getByLabel('Status')
      await status.selectOption({ label: 'Draft' })
      await form.getByRole('button', { name: 'Save Changes' }).click()
      await expect(status).toHaveAccessibleDescription(new RegExp(refused.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await expect(status).toBeFocused()
      await expectAccessible()
      await form.getByRole('button', { name: 'Cancel' }).click()
      expect(await serviceSelect(page.request, `events?select=status&id=eq.${event.id}`)).toEqual([{ status: 'published' }])

      // Cancelled, its registrants are told; then it may go.
      await row.getByRole('button', { name: 'Cancel the event Told First Session' }).click()
      await page.getByRole('alertdialog', { name: 'Cancel Told First Session?' }).getByRole('button', { name: 'Cancel event' }).click()
      await expect(row.getByText('Cancelled', { exact: true })).toBeVisible()
      await row.getByRole('button', { name: 'Delete Told First Session' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await expectToast(page, { title: 'Success', description: 'Event deleted successfully.', type: 'success' })
      await expect(row).toHaveCount(0)
      // Deleted with its registrations, it was cancelled first: Cara was told.
      expect((await nextMailTo(cara, 1)).subject).toBe('Cancelled: Told First Session')
    })
  })
})
