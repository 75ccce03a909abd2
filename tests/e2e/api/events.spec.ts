/**
 * Events through the running production server: registration refuses bad input (400 naming the
 * field), late registrations (409) and bots, and stores nothing then; a repeat stores one row;
 * the admin functions refuse the anonymous visitor (401) and the non-admin (403); the calendar
 * feed parses in ical.js with the right instants; an event page's JSON-LD has every property;
 * a cached page expires at its next boundary; claims stop when the offer ends.
 */
import ICAL from 'ical.js'
import { expect, test, request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { callServerFn, expectRefusedToAnonymousAndMember, signInOverHttp } from '../support/server-fn'
import { callFromAddress, freshLoopbackAddress } from '../support/from-address'
import { clearFaults, injectFault, resetMockBackend, resetServerClock, serviceInsert, servicePatch, serviceSelect, setServerClock } from '../support/mock-backend'

/** The seeded conference (registration on this site, 100 seats) starts November 15, 2025, 9:00 AM in New York. */
const conferenceId = 'e0000000-0000-4000-8000-000000000004'
const beforeConference = '2025-11-10T15:00:00Z'

test.beforeEach(async ({ request }) => resetMockBackend(request))
test.afterEach(async ({ request }) => resetServerClock(request))

function registration(overrides: Record<string, unknown> = {}) {
  return {
    eventId: conferenceId,
    idempotencyKey: crypto.randomUUID(),
    fullName: 'Api Registrant',
    email: 'api.registrant@example.com',
    firmName: 'Api Firm',
    ...overrides,
  }
}

async function storedRegistrations(request: APIRequestContext) {
  return serviceSelect(request, `event_registrations?select=email,status&event_id=eq.${conferenceId}&order=created_at`)
}

test.describe('registration', () => {
  const bad = [
    { name: 'an invalid e-mail', data: { email: 'someone@nowhere' }, field: 'email' },
    { name: 'a blank name', data: { fullName: '  ' }, field: 'fullName' },
    { name: 'an oversize firm', data: { firmName: 'x'.repeat(161) }, field: 'firmName' },
    { name: 'an event id that is not one', data: { eventId: 'rightnow' }, field: 'eventId' },
  ]
  for (const { name, data, field } of bad) {
    test(`with ${name} is refused with 400 naming the field, and nothing is stored`, async ({ request, baseURL }) => {
      await setServerClock(request, beforeConference)
      const response = await callServerFn(request, baseURL!, { id: 'events--registerForEvent', data: registration(data) })
      expect(response.status()).toBe(400)
      expect(await response.text()).toContain(`${field}:`)
      expect(await storedRegistrations(request)).toEqual([])
    })
  }

  test('is stored once for a repeat of the same submission; the same address again stores nothing new', async ({ baseURL, request }) => {
    await setServerClock(request, beforeConference)
    const address = freshLoopbackAddress()
    const sent = registration()
    const [first, second] = await Promise.all([
      callFromAddress(baseURL!, address, { id: 'events--registerForEvent', data: sent }),
      callFromAddress(baseURL!, address, { id: 'events--registerForEvent', data: sent }),
    ])
    for (const response of [first, second]) {
      expect(response.status).toBe(200)
      expect(response.text).toContain('confirmed')
    }
    const again = await callFromAddress(baseURL!, address, { id: 'events--registerForEvent', data: registration({ email: 'API.Registrant@example.com' }) })
    expect(again.text).toContain('already_registered')
    expect(await storedRegistrations(request)).toEqual([{ email: 'api.registrant@example.com', status: 'confirmed' }])
  })

  test('closes when the event starts: a late registration is refused with 409 and nothing is stored', async ({ baseURL, request }) => {
    // One second before the start: still open.
    await setServerClock(request, '2025-11-15T13:59:58Z')
    const onTime = await callFromAddress(baseURL!, freshLoopbackAddress(), { id: 'events--registerForEvent', data: registration({ email: 'on.time@example.com' }) })
    expect(onTime.status).toBe(200)
    await setServerClock(request, '2025-11-15T14:00:01Z')
    const late = await callFromAddress(baseURL!, freshLoopbackAddress(), { id: 'events--registerForEvent', data: registration({ email: 'late@example.com' }) })
    expect(late.status).toBe(409)
    expect(late.text).toContain('Registration for this event has closed.')
    expect(await storedRegistrations(request)).toEqual([{ email: 'on.time@example.com', status: 'confirmed' }])
  })

  test('a filled honeypot is refused with 400 and nothing is stored', async ({ baseURL, request }) => {
    await setServerClock(request, beforeConference)
    const response = await callFromAddress(baseURL!, freshLoopbackAddress(), { id: 'events--registerForEvent', data: registration({ website: 'https://spam.example' }) })
    expect(response.status).toBe(400)
    expect(response.text).toContain('website: must be left empty.')
    expect(await storedRegistrations(request)).toEqual([])
  })

  test('a cancelled event takes no registration (409), saying it was cancelled, and nothing is stored', async ({ baseURL, request }) => {
    await setServerClock(request, beforeConference)
    const cancelled = await serviceInsert(request, 'events', {
      slug: 'cancelled-register', title: 'Cancelled Register', starts_at: '2026-01-10T15:00:00Z', format: 'online', registration: 'on_site', status: 'published',
      cancelled_at: '2025-11-01T12:00:00Z',
    })
    const response = await callFromAddress(baseURL!, freshLoopbackAddress(), { id: 'events--registerForEvent', data: registration({ eventId: cancelled.id }) })
    expect(response.status).toBe(409)
    expect(response.text).toContain('This event was cancelled, so it takes no registrations. Your registration was not stored.')
    expect(await serviceSelect(request, `event_registrations?select=id&event_id=eq.${cancelled.id}`)).toEqual([])
  })

  test('a draft takes no registration (404), even with its id', async ({ baseURL, request }) => {
    await setServerClock(request, beforeConference)
    const draft = await serviceInsert(request, 'events', {
      slug: 'draft-only', title: 'Draft Only', starts_at: '2026-01-10T15:00:00Z', format: 'online', registration: 'on_site', status: 'draft',
    })
    const response = await callFromAddress(baseURL!, freshLoopbackAddress(), { id: 'events--registerForEvent', data: registration({ eventId: draft.id }) })
    expect(response.status).toBe(404)
    expect(await serviceSelect(request, `event_registrations?select=id&event_id=eq.${draft.id}`)).toEqual([])
  })
})

test.describe('claims stop when the offer ends', () => {
  test('on December 31, 2025 (New York) a claim is stored; one second into January 1 it is refused with 410 and nothing is stored', async ({ baseURL, request }) => {
    const claim = (email: string) => ({ idempotencyKey: crypto.randomUUID(), fullName: 'Late Claimant', email, firmName: 'Late Firm' })
    await setServerClock(request, '2026-01-01T04:59:50Z')
    expect((await callFromAddress(baseURL!, freshLoopbackAddress(), { id: 'submissions--submitClaim', data: claim('in.time@example.com') })).status).toBe(200)
    await setServerClock(request, '2026-01-01T05:00:01Z')
    const late = await callFromAddress(baseURL!, freshLoopbackAddress(), { id: 'submissions--submitClaim', data: claim('too.late@example.com') })
    expect(late.status).toBe(410)
    expect(late.text).toContain('The offer ended on December 31, 2025')
    const stored = await serviceSelect<{ email: string }>(request, 'offer_claims?select=email&email=in.(in.time@example.com,too.late@example.com)')
    expect(stored.map((row) => row.email)).toEqual(['in.time@example.com'])
  })
})

test.describe('admin event functions', () => {
  const someId = '11111111-1111-4111-8111-111111111111'
  const fields = {
    title: 'Intruder', slug: '', summary: '', description: '', starts: '', ends: '', timeZone: 'America/New_York', format: 'online',
    venue: '', address: '', bannerUrl: '', registration: 'none', registrationUrl: '', capacity: '', registrationCloses: '', status: 'published',
  }
  const settings = {
    conferenceName: 'X',
    conferenceStarts: '2030-01-01T09:00',
    conferenceEnds: '2030-01-01T17:00',
    conferenceTimeZone: 'America/New_York',
    offerEnds: '2030-02-01',
    communitySize: '1,000+',
    activeMembers: '',
    postEventFirstSession: '2030-01-10',
    postEventSessions: '6',
    postEventTime: '2:00-3:00 PM EST',
    postEventRecordings: true,
  }

  test('refuse the anonymous visitor and the signed-in non-admin, and change nothing', async ({ request, baseURL }) => {
    const before = await serviceSelect(request, 'events?select=id,title,status,updated_at,cancelled_at&order=id')
    const settingsBefore = await serviceSelect(request, 'site_settings?select=*')
    await expectRefusedToAnonymousAndMember(request, baseURL!, [
      { id: 'events-admin--listAllEvents', method: 'GET' },
      { id: 'events-admin--getEvent', method: 'GET', data: { id: someId } },
      { id: 'events-admin--previewEvent', method: 'GET', data: { id: conferenceId } },
      { id: 'events-admin--createEvent', data: fields },
      { id: 'events-admin--updateEvent', data: { id: conferenceId, fields } },
      { id: 'events-admin--setEventStatus', data: { id: conferenceId, status: 'draft' } },
      { id: 'events-admin--duplicateEvent', data: { id: conferenceId } },
      { id: 'events-admin--cancelEvent', data: { id: conferenceId } },
      { id: 'events-admin--deleteEvent', data: { id: someId } },
      { id: 'events-admin--listRegistrations', method: 'GET', data: { id: conferenceId } },
      { id: 'events-admin--setRegistrationStatus', data: { id: someId, status: 'cancelled' } },
      { id: 'events-admin--exportRegistrations', method: 'GET', data: { id: conferenceId } },
      { id: 'events-admin--getSettings', method: 'GET' },
      { id: 'events-admin--saveSettings', data: settings },
    ])
    expect(await serviceSelect(request, 'events?select=id,title,status,updated_at,cancelled_at&order=id')).toEqual(before)
    expect(await serviceSelect(request, 'site_settings?select=*')).toEqual(settingsBefore)
  })

  test.describe('as an admin', () => {
    let admin: APIRequestContext
    test.beforeEach(async ({ baseURL }) => {
      admin = await playwrightRequest.newContext({ baseURL })
      await signInOverHttp(admin, baseURL!, 'admin@example.com', 'admin-demo-password')
    })
    test.afterEach(async () => admin.dispose())

    const badEvents = [
      { name: 'a missing title', data: { title: ' ' }, field: 'title' },
      { name: 'an end before the start', data: { starts: '2026-04-09T11:30', ends: '2026-04-09T11:00' }, field: 'ends' },
      { name: 'an unknown time zone', data: { timeZone: 'Mars/Olympus_Mons' }, field: 'timeZone' },
      { name: 'an unknown format', data: { format: 'telepathy' }, field: 'format' },
      { name: 'external registration without a link', data: { registration: 'external' }, field: 'registrationUrl' },
      { name: 'a capacity of zero', data: { registration: 'on_site', capacity: '0' }, field: 'capacity' },
      { name: 'a slug with spaces', data: { slug: 'my event' }, field: 'slug' },
      { name: 'a join link that is no web address', data: { joinUrl: 'the lobby' }, field: 'joinUrl' },
      { name: 'a start on a day the calendar has not', data: { starts: '2026-02-30T10:00' }, field: 'starts' },
      { name: 'an end at an hour the clock has not', data: { starts: '2026-03-02T10:00', ends: '2026-03-02T25:00' }, field: 'ends' },
      { name: 'a closing time on a day the calendar has not', data: { registration: 'on_site', registrationCloses: '2026-02-31T09:00' }, field: 'registrationCloses' },
      { name: 'a time zone not written as the zone database writes it', data: { timeZone: 'america/new_york' }, field: 'timeZone' },
    ]
    for (const { name, data, field } of badEvents) {
      test(`an event with ${name} is refused with 400 naming the field, and nothing is stored`, async ({ request, baseURL }) => {
        const before = await serviceSelect(request, 'events?select=id')
        const response = await callServerFn(admin, baseURL!, { id: 'events-admin--createEvent', data: { ...fields, ...data } })
        expect(response.status()).toBe(400)
        expect(await response.text()).toContain(`${field}:`)
        expect(await serviceSelect(request, 'events?select=id')).toEqual(before)
      })
    }

    test('an edit with a time that does not exist is refused with 400 naming the field, and the event keeps its times', async ({ request, baseURL }) => {
      const columns = `events?select=starts_at,ends_at,registration_closes_at,updated_at&id=eq.${conferenceId}`
      const before = await serviceSelect(request, columns)
      for (const [data, field] of [
        [{ starts: '2026-02-30T10:00', ends: '' }, 'starts'],
        [{ starts: '2026-03-02T10:00', ends: '2026-03-02T11:00', registration: 'on_site', registrationCloses: '2026-02-31T09:00' }, 'registrationCloses'],
      ] as const) {
        const response = await callServerFn(admin, baseURL!, { id: 'events-admin--updateEvent', data: { id: conferenceId, fields: { ...fields, ...data } } })
        expect(response.status()).toBe(400)
        expect(await response.text()).toContain(`${field}:`)
      }
      expect(await serviceSelect(request, columns)).toEqual(before)
    })

    test('a save from a form opened before a colleague saved the event is refused (409), and theirs stays', async ({ request, baseURL }) => {
      const columns = `events?select=title,updated_at&id=eq.${conferenceId}`
      const [opened] = await serviceSelect<{ title: string; updated_at: string }>(request, columns)
      await servicePatch(request, `events?id=eq.${conferenceId}`, { title: 'Renamed By A Colleague' })
      const [theirs] = await serviceSelect(request, columns)
      const response = await callServerFn(admin, baseURL!, { id: 'events-admin--updateEvent', data: { id: conferenceId, version: opened!.updated_at, fields } })
      expect(response.status()).toBe(409)
      expect(await response.text()).toContain('Someone saved this record after you opened it')
      expect(await serviceSelect(request, columns)).toEqual([theirs])
    })

    test('settings with an end before the start, no date for the offer, a blank or oversize figure, or a post-event group it cannot show are refused with 400 naming the field', async ({ request, baseURL }) => {
      const before = await serviceSelect(request, 'site_settings?select=*')
      const conferenceBefore = await serviceSelect(request, `events?select=title,starts_at,ends_at,time_zone&id=eq.${conferenceId}`)
      for (const [data, field] of [
        [{ ...settings, conferenceEnds: '2029-12-31T09:00' }, 'conferenceEnds'],
        [{ ...settings, offerEnds: 'soon' }, 'offerEnds'],
        [{ ...settings, offerEnds: '2030-02-30' }, 'offerEnds'],
        [{ ...settings, offerEnds: '0000-01-01' }, 'offerEnds'],
        [{ ...settings, conferenceTimeZone: 'america/new_york' }, 'conferenceTimeZone'],
        [{ ...settings, conferenceTimeZone: 'Nowhere' }, 'conferenceTimeZone'],
        [{ ...settings, communitySize: '   ' }, 'communitySize'],
        [{ ...settings, communitySize: '9'.repeat(21) }, 'communitySize'],
        [{ ...settings, activeMembers: '9'.repeat(21) }, 'activeMembers'],
        [{ ...settings, postEventSessions: '53' }, 'postEventSessions'],
        [{ ...settings, postEventTime: '' }, 'postEventTime'],
        [{ ...settings, postEventFirstSession: 'soon' }, 'postEventFirstSession'],
      ] as const) {
        const response = await callServerFn(admin, baseURL!, { id: 'events-admin--saveSettings', data })
        expect(response.status()).toBe(400)
        expect(await response.text()).toContain(`${field}:`)
      }
      expect(await serviceSelect(request, 'site_settings?select=*')).toEqual(before)
      expect(await serviceSelect(request, `events?select=title,starts_at,ends_at,time_zone&id=eq.${conferenceId}`)).toEqual(conferenceBefore)
    })

    test('an event whose join link cannot be saved is not created, so saving again makes one event', async ({ request, baseURL }) => {
      const online = { ...fields, title: 'Join Link Webinar', joinUrl: 'https://meet.example.com/join-link-webinar' }
      await injectFault(request, { service: 'rest', status: 500, methods: ['POST'], pathPrefix: '/rest/v1/event_join_links' })
      try {
        const failed = await callServerFn(admin, baseURL!, { id: 'events-admin--createEvent', data: online })
        expect(failed.status()).toBe(502)
        expect(await failed.text()).toContain('Failed to create the event.')
        expect(await serviceSelect(request, 'events?select=id&title=eq.Join%20Link%20Webinar')).toEqual([])
      } finally {
        await clearFaults(request)
      }
      expect((await callServerFn(admin, baseURL!, { id: 'events-admin--createEvent', data: online })).status()).toBe(200)
      expect(await serviceSelect(request, 'events?select=slug&title=eq.Join%20Link%20Webinar')).toEqual([{ slug: 'join-link-webinar' }])
    })

    test('an event page address already taken is refused with 409 naming the field', async ({ baseURL }) => {
      const response = await callServerFn(admin, baseURL!, { id: 'events-admin--createEvent', data: { ...fields, slug: 'fireside-chat' } })
      expect(response.status()).toBe(409)
      expect(await response.text()).toContain('slug:')
    })

    test("'Cancel event': a draft is refused with 409, a published event is cancelled once (409 the second time) and stays published, and a bad id is refused with 400", async ({ request, baseURL }) => {
      const draft = await serviceInsert(request, 'events', { slug: 'cancel-api-draft', title: 'Cancel API Draft', format: 'online', status: 'draft' })
      expect((await callServerFn(admin, baseURL!, { id: 'events-admin--cancelEvent', data: { id: draft.id } })).status()).toBe(409)
      expect(await serviceSelect(request, `events?select=cancelled_at&id=eq.${draft.id}`)).toEqual([{ cancelled_at: null }])
      const published = await serviceInsert(request, 'events', {
        slug: 'cancel-api-published', title: 'Cancel API Published', format: 'online', status: 'published', starts_at: '2099-01-01T15:00:00Z',
      })
      expect((await callServerFn(admin, baseURL!, { id: 'events-admin--cancelEvent', data: { id: published.id } })).status()).toBe(200)
      const [cancelled] = await serviceSelect<{ cancelled_at: string | null; status: string }>(request, `events?select=cancelled_at,status&id=eq.${published.id}`)
      expect(cancelled!.status).toBe('published')
      expect(cancelled!.cancelled_at).not.toBeNull()
      expect((await callServerFn(admin, baseURL!, { id: 'events-admin--cancelEvent', data: { id: published.id } })).status()).toBe(409)
      // A cancelled event stays published, so its page says it was cancelled: made a draft, it is refused in words.
      const unpublished = await callServerFn(admin, baseURL!, { id: 'events-admin--setEventStatus', data: { id: published.id, status: 'draft' } })
      expect(unpublished.status()).toBe(409)
      expect(await unpublished.text()).toContain('a cancelled event stays published')
      expect(await serviceSelect(request, `events?select=status&id=eq.${published.id}`)).toEqual([{ status: 'published' }])
      expect((await callServerFn(admin, baseURL!, { id: 'events-admin--cancelEvent', data: { id: 'not-an-id' } })).status()).toBe(400)
    })

    test('an event people are registered for is neither unpublished nor deleted (409) until it is cancelled', async ({ request, baseURL }) => {
      const event = await serviceInsert(request, 'events', {
        slug: 'registered-api-event', title: 'Registered API Event', format: 'online', status: 'published', registration: 'on_site', starts_at: '2099-01-01T15:00:00Z',
      })
      await serviceInsert(request, 'event_registrations', {
        event_id: event.id, idempotency_key: crypto.randomUUID(), full_name: 'Api Registrant', email: 'api.registrant@example.com', firm_name: 'Firm', status: 'confirmed',
      })
      for (const call of [
        { id: 'events-admin--setEventStatus', data: { id: event.id, status: 'draft' } },
        { id: 'events-admin--deleteEvent', data: { id: event.id } },
      ]) {
        const refused = await callServerFn(admin, baseURL!, call)
        expect(refused.status()).toBe(409)
        expect(await refused.text()).toContain('People are registered for this event')
      }
      expect(await serviceSelect(request, `events?select=status&id=eq.${event.id}`)).toEqual([{ status: 'published' }])
      expect((await callServerFn(admin, baseURL!, { id: 'events-admin--cancelEvent', data: { id: event.id } })).status()).toBe(200)
      expect((await callServerFn(admin, baseURL!, { id: 'events-admin--deleteEvent', data: { id: event.id } })).status()).toBe(200)
      expect(await serviceSelect(request, `events?select=id&id=eq.${event.id}`)).toEqual([])
    })

    test('the conference in the settings cannot be deleted', async ({ request, baseURL }) => {
      const response = await callServerFn(admin, baseURL!, { id: 'events-admin--deleteEvent', data: { id: conferenceId } })
      expect(response.status()).toBe(409)
      expect(await serviceSelect(request, `events?select=id&id=eq.${conferenceId}`)).toHaveLength(1)
    })
  })
})

test.describe('the cancel link’s button', () => {
  test('refuses a token that is not one (400) and a signature that is not ours (404), and cancels nothing', async ({ request, baseURL }) => {
    const before = await serviceSelect(request, 'event_registrations?select=id,status&order=id')
    const malformed = await callServerFn(request, baseURL!, { id: 'registration-links--cancelRegistrationFromLink', data: { token: 'abc' } })
    expect(malformed.status()).toBe(400)
    expect(await malformed.text()).toContain('token:')
    const forged = await callServerFn(request, baseURL!, { id: 'registration-links--cancelRegistrationFromLink', data: { token: 'a'.repeat(64) } })
    expect(forged.status()).toBe(404)
    expect(await forged.text()).toContain('nothing was cancelled')
    expect(await serviceSelect(request, 'event_registrations?select=id,status&order=id')).toEqual(before)
  })
})

test.describe('feed, structured data and caching', () => {
  test('the feed has one VEVENT per published dated event, with stable UIDs and the right instants (ical.js)', async ({ request }) => {
    await serviceInsert(request, 'events', { slug: 'hidden-draft', title: 'Hidden Draft', starts_at: '2026-02-01T15:00:00Z', format: 'online', status: 'draft' })
    const response = await request.get('/events.ics')
    expect(response.headers()['content-type']).toContain('text/calendar')
    const text = await response.text()
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    // The seeded dated events: two chair yoga sessions, the conference, two roundtables (the fireside chat has no date; the draft is not published).
    expect(vevents.map((event) => event.summary).sort()).toEqual([
      'Connect 2025 Follow-Up Roundtable',
      'RightNOW Conference 2025',
      'RightNOW Monthly Roundtable',
      'Wellness Thursday: Chair Yoga',
      'Wellness Thursday: Chair Yoga',
    ])
    const yoga = vevents.find((event) => event.startDate.toJSDate().toISOString() === '2025-09-18T15:30:00.000Z')!
    expect(yoga.endDate.toJSDate().toISOString()).toBe('2025-09-18T15:45:00.000Z')
    expect(yoga.uid).toMatch(/^e0000000-0000-4000-8000-000000000002@/)
    expect(yoga.component.getFirstPropertyValue('url')).toMatch(/\/events\/wellness-thursday-chair-yoga-2025-09-18$/)
    // Stable: the same feed twice.
    expect(await (await request.get('/events.ics')).text()).toBe(text)
  })

  test('an event page carries Event JSON-LD with every property', async ({ request, baseURL }) => {
    await setServerClock(request, beforeConference)
    const html = await (await request.get('/events/rightnow-2025')).text()
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!)).find((item) => item['@type'] === 'Event')
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: 'RightNOW Conference 2025',
      startDate: '2025-11-15T09:00:00-05:00',
      endDate: '2025-11-16T17:00:00-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Venue to be confirmed' },
      organizer: { '@type': 'Organization', url: `${baseURL}/` },
      url: `${baseURL}/events/rightnow-2025`,
      offers: { '@type': 'Offer', url: `${baseURL}/events/rightnow-2025` },
    })
    expect(ld.description).toBeTruthy()
    const yoga = await (await request.get('/events/wellness-thursday-chair-yoga-2025-09-18')).text()
    expect(yoga).toContain('"image":["http')
    expect(yoga).toContain('"@type":"VirtualLocation"')
  })

  test('an unknown or draft address is the 404 page', async ({ request }) => {
    await serviceInsert(request, 'events', { slug: 'secret-draft', title: 'Secret Draft', format: 'online', status: 'draft' })
    for (const path of ['/events/no-such-event', '/events/secret-draft', '/events/secret-draft/calendar.ics']) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('the sitemap lists the published events’ pages', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toContain(`<loc>${baseURL}/events/fireside-chat</loc>`)
    expect(xml).toContain(`<loc>${baseURL}/events/rightnow-2025</loc>`)
  })

  test('a cached page expires at its next boundary, not only at its s-maxage', async ({ request }) => {
    await serviceInsert(request, 'events', { slug: 'starting-soon', title: 'Starting Soon', format: 'online', status: 'published', starts_at: '2026-03-02T15:00:04Z', ends_at: '2026-03-02T16:00:00Z' })
    // Four seconds before it starts, and the clock runs on.
    await setServerClock(request, '2026-03-02T15:00:00Z')
    const path = `/events?boundary=${Date.now()}`
    const first = await request.get(path)
    expect(first.headers()['x-cache']).toBe('MISS')
    expect(Number(/s-maxage=(\d+)/.exec(first.headers()['cache-control']!)![1])).toBeLessThanOrEqual(4)
    expect((await request.get(path)).headers()['x-cache']).toBe('HIT')
    await expect
      .poll(async () => {
        const response = await request.get(path)
        return response.headers()['x-cache']
      }, { timeout: 10_000, intervals: [500] })
      .toBe('MISS')
    expect(await (await request.get('/events/starting-soon')).text()).toContain('Happening now')
  })
})
