/**
 * Visitor submissions and the admin inbox through the running production server: bad
 * submissions are refused with 400 naming the field and store nothing; a repeated
 * submission stores one row; the honeypot and the per-address limit refuse bots; every
 * admin function refuses the anonymous visitor (401) and the non-admin (403) and changes
 * nothing; an admin can list, change and export.
 */
import { expect, test, request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { callServerFn, expectRefusedToAnonymousAndMember, signInOverHttp } from '../support/server-fn'
import { mockBackendUrl, resetMockBackend, resetServerClock, setServerClock } from '../support/mock-backend'
import { callFromAddress, freshLoopbackAddress } from '../support/from-address'
import { fromCrossJSON } from 'seroval'

/** A server function's answer, decoded as the app's client does. */
async function resultOf<T>(response: { text(): Promise<string> }): Promise<T> {
  return (fromCrossJSON(JSON.parse(await response.text()), { refs: new Map() }) as { result: T }).result
}

const service = { apikey: 'mock-service-role-key', authorization: 'Bearer mock-service-role-key' }

/** What the database holds, read with the service role (visitors can read none of it). */
async function storedRows(request: APIRequestContext, table: 'partnership_applications' | 'offer_claims') {
  const response = await request.get(`${mockBackendUrl}/rest/v1/${table}?select=*&order=created_at.desc`, { headers: service })
  expect(response.status()).toBe(200)
  return (await response.json()) as Record<string, unknown>[]
}

function application(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: crypto.randomUUID(),
    partnershipTypes: ['workshops'],
    professionalRoles: ['expert-service-provider'],
    experience: 'senior',
    digitalReach: 'digital-authority',
    expertiseMethod: 'speaker-educator',
    expertiseAreas: ['tax-planning'],
    partnershipMotivation: 'I would like to lead a workshop on tax planning.',
    contactInfo: { name: 'Api Applicant', email: 'api.applicant@example.com', company: 'Api Firm', phone: '', title: '', linkedin: '' },
    ...overrides,
  }
}

function claim(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: crypto.randomUUID(),
    fullName: 'Api Claimant',
    email: 'api.claimant@example.com',
    firmName: 'Claim Firm',
    ...overrides,
  }
}

// Claims are taken while the offer runs (through December 31, 2025): the server's clock is set inside it.
const offerStillOn = '2025-12-01T17:00:00Z'
test.beforeEach(async ({ request }) => {
  await resetMockBackend(request)
  await setServerClock(request, offerStillOn)
})
test.afterEach(async ({ request }) => resetServerClock(request))

test.describe('visitor submissions', () => {
  test('an application is stored with its answers, the estimated level and a reference; visitors cannot read it back', async ({ request, baseURL }) => {
    const address = freshLoopbackAddress()
    const sent = application()
    const response = await callFromAddress(baseURL!, address, { id: 'submissions--submitApplication', data: sent })
    expect(response.status).toBe(200)
    const reference = /APP-[0-9A-HJKMNP-TV-Z]{8}/.exec(response.text)?.[0]
    expect(reference).toBeTruthy()
    const [row] = await storedRows(request, 'partnership_applications')
    expect(row).toMatchObject({
      reference,
      status: 'new',
      contact_name: 'Api Applicant',
      contact_email: 'api.applicant@example.com',
      partnership_types: ['workshops'],
      motivation: sent.partnershipMotivation,
      estimated_level: 'Thought Leader',
      internal_note: null,
    })
    // The anon key the browser could hold reads nothing back.
    const anon = await request.get(`${mockBackendUrl}/rest/v1/partnership_applications?select=*`, {
      headers: { apikey: 'mock-anon-key' },
    })
    expect(anon.status()).toBe(401)
  })

  const badApplications = [
    { name: 'an invalid e-mail', data: { contactInfo: { ...application().contactInfo, email: 'not-an-email' } }, field: 'contactInfo.email' },
    { name: 'an oversize motivation', data: { partnershipMotivation: 'x'.repeat(1001) }, field: 'partnershipMotivation' },
    { name: 'an oversize name', data: { contactInfo: { ...application().contactInfo, name: 'x'.repeat(121) } }, field: 'contactInfo.name' },
    { name: 'an unknown partnership type', data: { partnershipTypes: ['pyramid-scheme'] }, field: 'partnershipTypes' },
    { name: 'an unknown experience', data: { experience: 'ancient' }, field: 'experience' },
    { name: 'a missing company', data: { contactInfo: { ...application().contactInfo, company: '  ' } }, field: 'contactInfo.company' },
  ]
  for (const bad of badApplications) {
    test(`an application with ${bad.name} is refused with 400 naming the field, and nothing is stored`, async ({ request, baseURL }) => {
      const before = await storedRows(request, 'partnership_applications')
      const response = await callServerFn(request, baseURL!, { id: 'submissions--submitApplication', data: application(bad.data) })
      expect(response.status()).toBe(400)
      expect(await response.text()).toContain(`${bad.field}`)
      expect(await storedRows(request, 'partnership_applications')).toEqual(before)
    })
  }

  const badClaims = [
    { name: 'an invalid e-mail', data: { email: 'someone@nowhere' }, field: 'email' },
    { name: 'an oversize firm name', data: { firmName: 'x'.repeat(161) }, field: 'firmName' },
    { name: 'a blank name', data: { fullName: '   ' }, field: 'fullName' },
  ]
  for (const bad of badClaims) {
    test(`a claim with ${bad.name} is refused with 400 naming the field, and nothing is stored`, async ({ request, baseURL }) => {
      const before = await storedRows(request, 'offer_claims')
      const response = await callServerFn(request, baseURL!, { id: 'submissions--submitClaim', data: claim(bad.data) })
      expect(response.status()).toBe(400)
      expect(await response.text()).toContain(`${bad.field}:`)
      expect(await storedRows(request, 'offer_claims')).toEqual(before)
    })
  }

  test('the same application sent twice (a double click, a retry) is stored once, with one reference', async ({ request, baseURL }) => {
    const address = freshLoopbackAddress()
    const before = (await storedRows(request, 'partnership_applications')).length
    const sent = application()
    const [first, second] = await Promise.all([
      callFromAddress(baseURL!, address, { id: 'submissions--submitApplication', data: sent }),
      callFromAddress(baseURL!, address, { id: 'submissions--submitApplication', data: sent }),
    ])
    const third = await callFromAddress(baseURL!, address, { id: 'submissions--submitApplication', data: sent })
    for (const response of [first, second, third]) expect(response.status).toBe(200)
    const references = [first, second, third].map((response) => /APP-[0-9A-Z]{8}/.exec(response.text)?.[0])
    expect(new Set(references).size).toBe(1)
    expect(await storedRows(request, 'partnership_applications')).toHaveLength(before + 1)
  })

  test('the same claim sent twice is stored once', async ({ request, baseURL }) => {
    const address = freshLoopbackAddress()
    const before = (await storedRows(request, 'offer_claims')).length
    const sent = claim()
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await callFromAddress(baseURL!, address, { id: 'submissions--submitClaim', data: sent })
      expect(response.status).toBe(200)
    }
    expect(await storedRows(request, 'offer_claims')).toHaveLength(before + 1)
  })

  test('a filled honeypot is refused with 400 and nothing is stored', async ({ request, baseURL }) => {
    const address = freshLoopbackAddress()
    const before = await storedRows(request, 'offer_claims')
    const response = await callFromAddress(baseURL!, address, {
      id: 'submissions--submitClaim',
      data: claim({ website: 'https://spam.example' }),
    })
    expect(response.status).toBe(400)
    expect(response.text).toContain('website: must be left empty.')
    expect(await storedRows(request, 'offer_claims')).toEqual(before)
  })

  test('after 10 applications from one address in an hour, the next is refused with a clear message', async ({ request, baseURL }) => {
    const address = freshLoopbackAddress()
    for (let count = 1; count <= 10; count++) {
      const response = await callFromAddress(baseURL!, address, { id: 'submissions--submitApplication', data: application() })
      expect(response.status, `application ${count}`).toBe(200)
    }
    const stored = (await storedRows(request, 'partnership_applications')).length
    const limited = await callFromAddress(baseURL!, address, { id: 'submissions--submitApplication', data: application() })
    expect(limited.status).toBe(429)
    expect(limited.text).toContain('Too many submissions from your network. Please try again in 60 minutes.')
    expect(await storedRows(request, 'partnership_applications')).toHaveLength(stored)
    // Another address is not affected.
    const other = await callFromAddress(baseURL!, freshLoopbackAddress(), { id: 'submissions--submitApplication', data: application() })
    expect(other.status).toBe(200)
  })
})

test.describe('admin submission functions', () => {
  const someId = '11111111-1111-4111-8111-111111111111'
  const adminFunctions = [
    { id: 'submissions-admin--listApplications', method: 'GET' as const, data: {} },
    { id: 'submissions-admin--setApplicationStatus', data: { id: someId, status: 'accepted' } },
    { id: 'submissions-admin--saveApplicationNote', data: { id: someId, note: 'x' } },
    { id: 'submissions-admin--exportApplications', method: 'GET' as const, data: {} },
    { id: 'submissions-admin--listClaims', method: 'GET' as const, data: {} },
    { id: 'submissions-admin--setClaimStatus', data: { id: someId, status: 'confirmed' } },
    { id: 'submissions-admin--exportClaims', method: 'GET' as const, data: {} },
    { id: 'submissions-admin--countSubmissions', method: 'GET' as const },
  ]

  test('refuse the anonymous visitor and the signed-in non-admin, and change nothing', async ({ request, baseURL }) => {
    const applications = await storedRows(request, 'partnership_applications')
    const claims = await storedRows(request, 'offer_claims')
    // The calls that would change something, aimed at real rows.
    const realCalls = [
      { id: 'submissions-admin--setApplicationStatus', data: { id: applications[0]!.id, status: 'declined' } },
      { id: 'submissions-admin--saveApplicationNote', data: { id: applications[0]!.id, note: 'Hijacked' } },
      { id: 'submissions-admin--setClaimStatus', data: { id: claims[0]!.id, status: 'confirmed' } },
    ]
    await expectRefusedToAnonymousAndMember(request, baseURL!, [...adminFunctions, ...realCalls])
    expect(await storedRows(request, 'partnership_applications')).toEqual(applications)
    expect(await storedRows(request, 'offer_claims')).toEqual(claims)
  })

  test.describe('as an admin', () => {
    let admin: APIRequestContext
    test.beforeEach(async ({ baseURL }) => {
      admin = await playwrightRequest.newContext({ baseURL })
      await signInOverHttp(admin, baseURL!, 'admin@example.com', 'admin-demo-password')
    })
    test.afterEach(async () => admin.dispose())

    test('lists newest first, filters by status, searches by name or e-mail', async ({ baseURL }) => {
      const all = await callServerFn(admin, baseURL!, { id: 'submissions-admin--listApplications', method: 'GET', data: {} })
      expect(all.status()).toBe(200)
      const text = await all.text()
      // Sample rows: Priya Raman (1 day old) before Marcus Lee (3 days) before Elena Petrova (8 days).
      expect(text.indexOf('Priya Raman')).toBeLessThan(text.indexOf('Marcus Lee'))
      expect(text.indexOf('Marcus Lee')).toBeLessThan(text.indexOf('Elena Petrova'))
      const accepted = await (await callServerFn(admin, baseURL!, { id: 'submissions-admin--listApplications', method: 'GET', data: { filters: { status: 'accepted' } } })).text()
      expect(accepted).toContain('Elena Petrova')
      expect(accepted).not.toContain('Priya Raman')
      const found = await (await callServerFn(admin, baseURL!, { id: 'submissions-admin--listApplications', method: 'GET', data: { filters: { search: 'MARCUS.LEE@' } } })).text()
      expect(found).toContain('Marcus Lee')
      expect(found).not.toContain('Priya Raman')
    })

    test('refuses an unknown status with 400 naming the field, and changes nothing', async ({ request, baseURL }) => {
      const before = await storedRows(request, 'partnership_applications')
      const response = await callServerFn(admin, baseURL!, {
        id: 'submissions-admin--setApplicationStatus',
        data: { id: before[0]!.id, status: 'approved' },
      })
      expect(response.status()).toBe(400)
      expect(await response.text()).toContain('status:')
      expect(await storedRows(request, 'partnership_applications')).toEqual(before)
    })

    test('answers 404 for an unknown application', async ({ baseURL }) => {
      const response = await callServerFn(admin, baseURL!, { id: 'submissions-admin--setApplicationStatus', data: { id: someId, status: 'accepted' } })
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain('Application not found.')
    })

    test('sets a status and a note, and exports the filtered list as CSV', async ({ request, baseURL }) => {
      const [row] = await storedRows(request, 'partnership_applications')
      const status = await callServerFn(admin, baseURL!, { id: 'submissions-admin--setApplicationStatus', data: { id: row!.id, status: 'in_review' } })
      expect(status.status()).toBe(200)
      const note = await callServerFn(admin, baseURL!, { id: 'submissions-admin--saveApplicationNote', data: { id: row!.id, note: 'Call "Monday", 10am' } })
      expect(note.status()).toBe(200)
      const [after] = await storedRows(request, 'partnership_applications')
      expect(after).toMatchObject({ status: 'in_review', internal_note: 'Call "Monday", 10am' })
      const exported = await callServerFn(admin, baseURL!, { id: 'submissions-admin--exportApplications', method: 'GET', data: { filters: { status: 'in_review' } } })
      const { csv, rows } = await resultOf<{ csv: string; rows: number }>(exported)
      const lines = csv.split('\r\n')
      expect(lines[0]).toMatch(/^Reference,Submitted,Status,Name,Email,Company,/)
      expect(lines.find((line) => line.startsWith(String(row!.reference)))).toContain(',"Call ""Monday"", 10am"')
      expect(csv).not.toContain('Elena Petrova')
      expect(rows).toBe(lines.length - 2)
    })
  })
})
