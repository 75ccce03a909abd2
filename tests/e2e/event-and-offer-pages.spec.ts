/**
 * Event and offer pages: /rightnow, /rightnow/$name, /rightnow2025, /connect2025-poc
 * and /claim-offer. The dated ones are opened with the server's and the page's clocks set
 * on both sides of each boundary.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { rightNowOfferFaq } from '~/content/rightnow'
import { seededRows } from '../support/seed-content'

/** The /rightnow FAQ: the seeded entries of place 'rightnow', then the offer's, kept in code. */
const rightNowFaq = (offerValidUntil: string) => [
  ...(seededRows('faq_entries').filter((entry) => (entry.places as string[]).includes('rightnow')) as { question: string; answer: string }[]),
  rightNowOfferFaq(offerValidUntil),
]
import { expectToast } from './support/admin'
import { resetMockBackend, resetServerClock, serviceInsert, servicePatch, serviceSelect, setClocks, setServerClock } from './support/mock-backend'
import { expectHead, expectNewTab } from './support/page-checks'

const conferenceId = 'e0000000-0000-4000-8000-000000000004'

/** The seeded conference: November 15-16, 2025, 9:00 AM to 5:00 PM in New York; the offer runs through December 31, 2025. */
const beforeConference = '2025-11-10T15:00:00Z'
const duringConference = '2025-11-15T15:00:00Z'
const afterConference = '2025-11-17T15:00:00Z'
const offerStillOn = '2025-12-01T17:00:00Z'

test.beforeEach(async ({ request }) => resetMockBackend(request))
test.afterEach(async ({ request }) => resetServerClock(request))

async function eventJsonLd(page: Page) {
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  return data.find((item) => item['@type'] === 'Event')
}

const registerActions = (page: Page) => page.getByRole('button', { name: /Register|Reserve Your Seat/ })

test.describe('/rightnow', () => {
  test('before the conference: details from the data, agenda, offer, FAQ and Event JSON-LD with its offer', async ({ page, visit, expectAccessible }) => {
    await setClocks(page, beforeConference)
    await visit('/rightnow')
    await expectHead(page, '/rightnow', /RightNOW Conference 2025/)
    // The description states the event's own dates, hours and seats.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'RightNOW Conference 2025: 2 in-person days for accounting firm leaders, November 15-16, 2025, 9:00 AM to 5:00 PM EST, limited to 100 attendees. Agenda, attendee offer and FAQ.',
    )
    for (const fact of ['November 15-16, 2025', '9:00 AM to 5:00 PM EST both days', '100 attendees', 'In person only', 'Sessions are not recorded']) {
      await expect(page.locator('dd', { hasText: fact })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: "What You'll Get" })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Day 1: November 15, 2025/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'The 2-Day Agenda' })).toBeVisible()
    await expect(page.getByText('Both days run from 9:00 AM to 5:00 PM EST. Session details may be refined before the event.')).toBeVisible()
    await expect(registerActions(page)).toHaveCount(3)

    const offer = page.locator('section', { has: page.getByRole('heading', { name: 'Complimentary Core Advantage Membership' }) })
    for (const text of ['A $2,500 value', 'Covers up to 5 firm members', 'Normally $500 per month per firm', '$1,000 value over the first 60 days', 'Valid until December 31, 2025']) {
      await expect(offer.getByText(text)).toBeVisible()
    }
    await expect(offer.getByRole('link', { name: 'Claim Your Offer' })).toHaveAttribute('href', '/claim-offer')

    const faq = rightNowFaq('December 31, 2025')
    const questions = page.locator('main button[aria-expanded]')
    await expect(page.locator('main [data-interactive="true"]')).toHaveCount(1)
    await expect(questions).toHaveText(faq.map((item) => item.question))
    for (const [index, item] of faq.entries()) {
      await questions.nth(index).click()
      await expect(page.getByText(item.answer, { exact: true })).toBeVisible()
    }
    expect(await eventJsonLd(page)).toMatchObject({
      name: 'RightNOW Conference 2025',
      startDate: '2025-11-15T09:00:00-05:00',
      endDate: '2025-11-16T17:00:00-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Venue to be confirmed' },
      organizer: { '@type': 'Organization' },
      offers: { '@type': 'Offer', availability: 'https://schema.org/InStock', validThrough: '2025-11-15T09:00:00-05:00' },
    })
    await expectAccessible()
  })

  test('Register opens the form, stores a registration, and only then shows the spec’s toast; the same address again stores nothing', async ({ page, visit, expectAccessible }) => {
    await setClocks(page, beforeConference)
    await visit('/rightnow')
    // The hero says the seats left, read when the page is opened.
    const heroSeats = page.locator('main').getByTestId('seats-note').first()
    await expect(heroSeats).toHaveText('100 seats left.')
    await expect(page.getByRole('heading', { level: 2, name: 'Only 100 Seats. Save Yours.' })).toBeVisible()
    await page.getByRole('button', { name: 'Register Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Register for RightNOW Conference 2025' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('seats-note')).toHaveText('100 seats left.')
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(dialog.getByLabel('Full Name')).toHaveAccessibleDescription('Please enter your full name.')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
    await dialog.getByLabel('Full Name').fill('Riley Registrant')
    await dialog.getByLabel('Email Address').fill('riley@example.com')
    await dialog.getByLabel('Firm Name').fill('Riley & Co')
    await expectAccessible()
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await expectToast(page, {
      title: 'Registration received',
      description: "Thank you for registering for RightNOW! We'll be in touch soon with more details.",
      type: 'success',
    })
    await expect(dialog).toBeHidden()
    await expect(heroSeats).toHaveText('99 seats left.')
    const stored = await serviceSelect<{ email: string; status: string }>(page.request, 'event_registrations?select=email,status&email=eq.riley@example.com')
    expect(stored).toEqual([{ email: 'riley@example.com', status: 'confirmed' }])

    await page.getByRole('button', { name: 'Register for RightNOW' }).click()
    await dialog.getByLabel('Full Name').fill('Riley Again')
    await dialog.getByLabel('Email Address').fill('RILEY@example.com')
    await dialog.getByLabel('Firm Name').fill('Riley & Co')
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await expectToast(page, {
      title: 'Already registered',
      description: 'This email address is already registered for RightNOW Conference 2025. Nothing new was stored.',
      type: 'info',
    })
    expect(await serviceSelect(page.request, 'event_registrations?select=id&email=ilike.riley@example.com')).toHaveLength(1)
  })

  test('says the days, the way in and the seats the conference has now, as staff set them: one day, hybrid, 150 seats', async ({ page, visit }) => {
    await setClocks(page, beforeConference)
    await servicePatch(page.request, `events?id=eq.${conferenceId}`, { format: 'hybrid', capacity: 150, ends_at: '2025-11-15T22:00:00Z' })
    await visit('/rightnow')
    await expect(page.getByRole('heading', { level: 1, name: 'One Day to Move Your Firm Forward, Right Now' })).toBeVisible()
    await expect(page.getByText('A conference in person and online for accounting firm leaders', { exact: false })).toBeVisible()
    await expect(page.getByText('In person and online, 150 seats')).toBeVisible()
    await expect(page.locator('dd', { hasText: 'In person and online' })).toBeVisible()
    await expect(page.getByText('150 attendees, in person and online.')).toBeVisible()
    await expect(page.getByText('One day in person and online, November 15, 2025, for at most 150 attendees.')).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /: one hybrid day for accounting firm leaders/)
    // The page's own words (the agenda and the FAQ are entries staff edit with the conference).
    for (const heading of [page.getByRole('heading', { level: 1 }), page.getByRole('heading', { name: 'Event Details' }), page.getByRole('heading', { name: "What You'll Get" })]) {
      await expect(page.locator('section', { has: heading })).not.toContainText(/Two days|in person only|at most 100/i)
    }
  })

  test('once every seat is taken, the closing band says so and Register still takes a place on the waitlist', async ({ page, visit, expectAccessible }) => {
    await setClocks(page, beforeConference)
    await servicePatch(page.request, `events?id=eq.${conferenceId}`, { capacity: 2 })
    for (const who of ['first', 'second']) {
      await serviceInsert(page.request, 'event_registrations', {
        event_id: conferenceId, idempotency_key: crypto.randomUUID(), full_name: `Seat ${who}`, email: `${who}.seat@example.com`, firm_name: 'Firm', status: 'confirmed',
      })
    }
    await visit('/rightnow')
    await expect(page.getByRole('heading', { level: 2, name: 'All 2 Seats Are Taken. Join the Waitlist.' })).toBeVisible()
    await expect(page.getByText(/Save Yours/)).toHaveCount(0)
    await expectAccessible()
    await page.getByRole('button', { name: 'Register for RightNOW' }).click()
    const dialog = page.getByRole('dialog', { name: 'Register for RightNOW Conference 2025' })
    await expect(dialog.getByTestId('seats-note')).toHaveText('This event is full: if you register now, you join the waitlist.')
  })

  test('while the conference runs, registration is closed; once it is over, the page says it took place and offers no Register action', async ({ page, visit, expectAccessible }) => {
    await setClocks(page, duringConference)
    await visit('/rightnow')
    await expect(registerActions(page)).toHaveCount(0)
    await expect(page.locator('p', { hasText: 'Registration for RightNOW has closed.' })).toBeVisible()
    // The closing band no longer asks anyone to save a seat.
    await expect(page.getByRole('heading', { level: 2, name: 'Registration for RightNOW has closed.' })).toBeVisible()
    await expect(page.getByText(/Save Yours/)).toHaveCount(0)
    expect(await eventJsonLd(page)).not.toHaveProperty('offers')

    await setServerClock(page.request, afterConference)
    await page.clock.setSystemTime(new Date(afterConference))
    await visit('/rightnow')
    await expect(page.getByTestId('conference-past')).toHaveText(
      'RightNOW Conference 2025 took place on November 15-16, 2025. Thank you to everyone who joined us.',
    )
    await expect(registerActions(page)).toHaveCount(0)
    // The agenda no longer says its sessions may change.
    await expect(page.getByText('Both days ran from 9:00 AM to 5:00 PM EST.', { exact: true })).toBeVisible()
    await expect(page.getByText(/may be refined/)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'For RightNOW attendees' })).toHaveAttribute('href', '/rightnow2025')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'RightNOW Conference 2025 took place on November 15-16, 2025. See its agenda, its speakers and the attendee offer.',
    )
    const ld = await eventJsonLd(page)
    expect(ld.description).toBe('RightNOW Conference 2025 took place on November 15-16, 2025.')
    expect(ld).not.toHaveProperty('offers')
    expect(ld.endDate).toBe('2025-11-16T17:00:00-05:00')
    await expectAccessible()
  })

  test('View the Agenda scrolls to the agenda', async ({ page, visit }) => {
    await setClocks(page, beforeConference)
    await visit('/rightnow')
    const agenda = page.locator('#agenda')
    const top = () => agenda.evaluate((element) => Math.round(element.getBoundingClientRect().top))
    expect(await top()).toBeGreaterThan(200)
    await page.getByRole('link', { name: /^View the Agenda/ }).click()
    await expect.poll(top).toBeGreaterThanOrEqual(0)
    await expect.poll(top).toBeLessThanOrEqual(100)
    await expect(agenda).toBeFocused()
  })
})

test.describe('/rightnow/$name', () => {
  test('a known speaker shows the session and RSVP links to the post-event group', async ({ page, visit, expectAccessible }) => {
    // Before the post-event group's first session (May 15, 2025): the seeded settings.
    await setClocks(page, '2025-05-01T14:00:00Z')
    await visit('/rightnow/sofia-martinez')
    await expectHead(page, '/rightnow/sofia-martinez', /The Firm Security Playbook/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Firm Security Playbook: Protecting Client Data Without Slowing Down')
    await expect(page.getByText('Sofia Martinez, CPA, CITP', { exact: true })).toBeVisible()
    for (const text of ['RightNOW Conference 2025', 'Main Stage', '10:30-11:30 AM EST']) {
      await expect(page.locator('dd', { hasText: text })).toBeVisible()
    }
    for (const text of ['6 weekly sessions', 'Starting May 15, 2025', 'Thursdays', '2:00-3:00 PM EDT', 'Available to all registrants']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    const rsvp = page.getByRole('link', { name: /^RSVP/ })
    await expect(rsvp).toHaveCount(2)
    for (let index = 0; index < 2; index++) await expectNewTab(rsvp.nth(index), /community\.example\.com\/groups\/rightnow-post-event/)
    await expectAccessible()

    await page.getByRole('link', { name: /View session.*Pricing for Value/ }).click()
    await expect(page).toHaveURL(/\/rightnow\/james-whitfield$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing for Value: Lessons From 200 Firms')
  })

  test('an unknown speaker is a 404', async ({ page, visit, expectAccessible }) => {
    await visit('/rightnow/no-such-speaker', { status: 404 })
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    await expect(page).toHaveTitle(/Oops! Page not found/)
    await expectAccessible()
  })
})

test.describe('community invite pages', () => {
  const pages = [
    {
      path: '/rightnow2025', title: /RightNOW 2025 Attendees/, before: '2025-05-20T12:00:00Z', after: '2025-05-28T15:00:00Z', date: 'Wednesday, May 28, 2025', time: '10:00-11:00 AM EDT', event: /events\/monthly-roundtable/,
      description: {
        before: 'For RightNOW 2025 attendees: join the community with your invitation, reserve your spot at the monthly roundtable and revisit the conference sessions.',
        after: 'For RightNOW 2025 attendees: join the community with your invitation and revisit the conference sessions.',
      },
    },
    {
      path: '/connect2025-poc', title: /Connect 2025 Attendees/, before: '2025-06-01T12:00:00Z', after: '2025-06-04T19:00:00Z', date: 'Wednesday, June 4, 2025', time: '2:00-3:00 PM EDT', event: /events\/connect-roundtable/,
      description: {
        before: 'For Connect 2025 attendees: join the community with your invitation and reserve your spot at the follow-up roundtable on Wednesday, June 4, 2025, 2:00-3:00 PM EDT.',
        after: 'For Connect 2025 attendees: join the community with your invitation and read a session summary from RightNOW 2025.',
      },
    },
  ]
  for (const invite of pages) {
    test(`${invite.path}: join, reserve the roundtable until it starts, the speaker link and the shared section`, async ({ page, visit, expectAccessible }) => {
      await setClocks(page, invite.before)
      await visit(invite.path)
      await expectHead(page, invite.path, invite.title)
      // What a search result or a shared link says follows the roundtable's own date and state.
      const description = page.locator('meta[name="description"]')
      await expect(description).toHaveAttribute('content', invite.description.before)
      await expectNewTab(page.getByRole('link', { name: /^Accept Your Invitation/ }), /community\.example\.com\/join\?invitation=/)
      await expectNewTab(page.getByRole('link', { name: /^Join the Community/ }), /community\.example\.com\/join\?invitation=/)
      await expect(page.getByText(`${invite.date}, ${invite.time}`, { exact: true })).toBeVisible()
      await expectNewTab(page.getByRole('link', { name: /^Reserve Your Spot/ }), invite.event)
      await expect(page.getByRole('heading', { level: 2, name: 'What Members Get' })).toBeVisible()
      await expect(page.locator('section', { has: page.getByRole('heading', { name: 'What Members Get' }) }).getByRole('heading', { level: 3 })).toHaveCount(6)
      await expectAccessible()

      // Once the roundtable has started, there is nothing left to reserve.
      await setServerClock(page.request, invite.after)
      await visit(invite.path)
      await expect(page.getByRole('link', { name: /^Reserve Your Spot/ })).toHaveCount(0)
      await expect(description).toHaveAttribute('content', invite.description.after)
      await page.getByRole('link', { name: /Read the session summary/ }).click()
      await expect(page).toHaveURL(/\/rightnow\/sofia-martinez$/)
    })
  }

  test('a roundtable that took place says so', async ({ page, visit }) => {
    await setClocks(page, '2025-06-10T12:00:00Z')
    await visit('/rightnow2025')
    await expect(page.getByText('This roundtable took place on Wednesday, May 28, 2025.')).toBeVisible()
    await expect(page.getByRole('link', { name: /^Reserve Your Spot/ })).toHaveCount(0)
  })
})

test.describe('/claim-offer', () => {
  // While the offer runs: the form works as before.
  test.beforeEach(async ({ page }) => setClocks(page, offerStillOn))

  test('lists the active experts and is accessible', async ({ page, visit, expectAccessible }) => {
    await visit('/claim-offer')
    await expectHead(page, '/claim-offer', /Claim Your Core Advantage Membership/)
    const experts = page.locator('section', { has: page.getByRole('heading', { name: 'Experts You Will Have Access To' }) }).getByRole('listitem')
    await expect(experts).toHaveCount(9)
    await expect(experts.first()).toContainText('Amara Okafor, CPA')
    await expect(experts.first()).toContainText('Tax Strategy Advisor')
    await expectAccessible()
  })

  test('a broken expert image shows the placeholder', async ({ page, visit }) => {
    await page.route('**/images/experts/amara-okafor.svg', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: 'not an image' }))
    await visit('/claim-offer')
    const avatar = page.locator('li', { hasText: 'Amara Okafor, CPA' }).locator('img')
    await avatar.scrollIntoViewIfNeeded()
    await expect(avatar).toHaveAttribute('src', '/images/placeholder-expert.svg')
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  })

  test('required fields block an empty submit with accessible errors', async ({ page, visit }) => {
    await visit('/claim-offer')
    const fullName = page.getByLabel('Full Name')
    const email = page.getByLabel('Email Address')
    const firmName = page.getByLabel('Firm Name')
    for (const field of [fullName, firmName]) await expect(field).toHaveAttribute('type', 'text')
    await expect(email).toHaveAttribute('type', 'email')
    for (const field of [fullName, email, firmName]) await expect(field).toHaveAttribute('required', '')

    await page.getByRole('button', { name: 'Claim My Membership' }).click()
    await expect(fullName).toHaveAttribute('aria-invalid', 'true')
    await expect(fullName).toHaveAccessibleDescription('Please enter your full name.')
    await expect(email).toHaveAccessibleDescription('Please enter your email address.')
    await expect(firmName).toHaveAccessibleDescription('Please enter your firm name.')
    await expect(fullName).toBeFocused()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)

    await fullName.fill('Jordan Lee')
    await expect(fullName).not.toHaveAttribute('aria-invalid', 'true')
    await email.fill('not-an-email')
    await firmName.fill('Lee & Partners CPAs')
    await page.getByRole('button', { name: 'Claim My Membership' }).click()
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await expect(email).toBeFocused()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  })

  test('text typed before the form\'s code has loaded is kept and sent', async ({ page }) => {
    // Hold the form's own chunk, so the server-rendered form is on screen but not yet hydrated.
    let releaseChunk!: () => void
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve))
    let chunkRequested = false
    await page.route(/\/assets\/claim-form-[^/]+\.js$/, async (route) => {
      chunkRequested = true
      await chunkHeld
      await route.continue()
    })
    await page.goto('/claim-offer')
    await expect.poll(() => chunkRequested).toBe(true)
    const submit = page.getByRole('button', { name: 'Claim My Membership' })
    // Until the form works, it cannot be sent (no native submit carrying the values off the page).
    await expect(submit).toBeDisabled()
    await page.getByLabel('Full Name').fill('Jordan Lee')
    await page.getByLabel('Email Address').fill('jordan@example.com')
    await page.getByLabel('Firm Name').fill('Lee & Partners CPAs')
    await page.getByLabel('Firm Name').press('Enter')
    await expect(page).toHaveURL(/\/claim-offer$/)

    releaseChunk()
    await expect(submit).toBeEnabled()
    await expect(page.getByLabel('Full Name')).toHaveValue('Jordan Lee')
    await expect(page.getByLabel('Email Address')).toHaveValue('jordan@example.com')
    await expect(page.getByLabel('Firm Name')).toHaveValue('Lee & Partners CPAs')
    const sent = page.waitForRequest((request) => request.url().endsWith('/_serverFn/submissions--submitClaim'))
    await submit.click()
    await expectToast(page, {
      title: 'Success!',
      description: 'We received your claim. We will confirm your Core Advantage membership by email.',
      type: 'success',
    })
    const body = (await sent).postData() ?? ''
    for (const value of ['Jordan Lee', 'jordan@example.com', 'Lee & Partners CPAs']) expect(body).toContain(value)
    await expect(page.getByLabel('Full Name')).toHaveValue('')
  })

  test('a valid claim is sent once, shows the toast and clears the form', async ({ page, visit }) => {
    await visit('/claim-offer')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(new URL(request.url()).pathname)
    })
    await page.getByLabel('Full Name').fill('Jordan Lee')
    await page.getByLabel('Email Address').fill('jordan@example.com')
    await page.getByLabel('Firm Name').fill('Lee & Partners CPAs')
    await page.getByRole('button', { name: 'Claim My Membership' }).click()
    await expectToast(page, {
      title: 'Success!',
      description: 'We received your claim. We will confirm your Core Advantage membership by email.',
      type: 'success',
    })
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    // The button was held while sending; the keyboard is back on it, not at the page's top.
    await expect(page.getByRole('button', { name: 'Claim My Membership' })).toBeFocused()
    await expect(page).toHaveURL(/\/claim-offer$/)
    expect(sent).toEqual(['/_serverFn/submissions--submitClaim'])
  })
})

test.describe('/claim-offer after the offer ends', () => {
  test('the last minute of the offer day still takes claims; after it, the page says the offer ended and points to the community', async ({ page, visit, expectAccessible }) => {
    // December 31, 2025, 11:59 PM in New York.
    await setClocks(page, '2026-01-01T04:59:00Z')
    await visit('/claim-offer')
    await expect(page.getByRole('button', { name: 'Claim My Membership' })).toBeVisible()
    const description = page.locator('meta[name="description"]')
    await expect(description).toHaveAttribute('content', /, valid until December 31, 2025\.$/)

    await setServerClock(page.request, '2026-01-01T05:00:30Z')
    await page.clock.setSystemTime(new Date('2026-01-01T05:00:30Z'))
    await visit('/claim-offer')
    const ended = page.getByTestId('offer-ended')
    await expect(ended.getByRole('heading', { name: 'This Offer Has Ended' })).toBeVisible()
    await expect(ended).toContainText('ended on December 31, 2025')
    await expectNewTab(ended.getByRole('link', { name: /^Join the Community/ }), /community\.example\.com\/join\?invitation=/)
    await expect(page.getByRole('button', { name: 'Claim My Membership' })).toHaveCount(0)
    // What a search result or a shared link shows says so too.
    await expect(description).toHaveAttribute('content', 'The complimentary Core Advantage membership for RightNOW attendees ended on December 31, 2025: claims are no longer accepted.')
    await expectAccessible()
  })
})
