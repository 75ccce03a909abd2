/**
 * Server functions through the running production server: every admin function
 * refuses the anonymous visitor (401) and the signed-in non-admin (403) and
 * changes nothing; bad input is refused with 400 and a message naming the field.
 */
import { expect, test, request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { callServerFn, expectRefusedToAnonymousAndMember, signInOverHttp } from '../support/server-fn'
import { mockBackendUrl, resetMockBackend } from '../support/mock-backend'

const someId = '11111111-1111-4111-8111-111111111111'
const expert = { name: 'Intruder', role: 'x', description: 'x', image_url: '', is_active: true }
const adminFunctions = [
  { id: 'experts-admin--listAllExperts', method: 'GET' as const },
  { id: 'experts-admin--createExpert', data: expert },
  { id: 'experts-admin--updateExpert', data: { id: someId, ...expert } },
  { id: 'experts-admin--setExpertActive', data: { id: someId, is_active: false } },
  { id: 'experts-admin--deleteExpert', data: { id: someId } },
  { id: 'experts-admin--seedSampleExperts' },
]

async function publicExpertNames(request: APIRequestContext) {
  const response = await request.get(`${mockBackendUrl}/rest/v1/experts?select=name&order=name.asc`, {
    headers: { apikey: 'mock-service-role-key', authorization: 'Bearer mock-service-role-key' },
  })
  return ((await response.json()) as { name: string }[]).map((row) => row.name)
}

test.describe('admin server functions', () => {
  test.beforeEach(async ({ request }) => resetMockBackend(request))

  test('refuse the anonymous visitor and the signed-in non-admin, and change nothing', async ({ request, baseURL }) => {
    const before = await publicExpertNames(request)
    await expectRefusedToAnonymousAndMember(request, baseURL!, adminFunctions)
    expect(await publicExpertNames(request)).toEqual(before)
  })

  test.describe('as an admin', () => {
    let admin: APIRequestContext
    test.beforeEach(async ({ baseURL }) => {
      admin = await playwrightRequest.newContext({ baseURL })
      await signInOverHttp(admin, baseURL!, 'admin@example.com', 'admin-demo-password')
    })
    test.afterEach(async () => admin.dispose())

    const badInputs = [
      { name: 'a missing name', id: 'experts-admin--createExpert', data: { ...expert, name: undefined }, field: 'name' },
      { name: 'an empty name', id: 'experts-admin--createExpert', data: { ...expert, name: '   ' }, field: 'name' },
      { name: 'an oversized name', id: 'experts-admin--createExpert', data: { ...expert, name: 'x'.repeat(121) }, field: 'name' },
      { name: 'an oversized description', id: 'experts-admin--createExpert', data: { ...expert, description: 'x'.repeat(2001) }, field: 'description' },
      { name: 'a javascript: image URL', id: 'experts-admin--createExpert', data: { ...expert, image_url: 'javascript:alert(1)' }, field: 'image_url' },
      { name: 'a wrong type', id: 'experts-admin--setExpertActive', data: { id: someId, is_active: 'yes' }, field: 'is_active' },
      { name: 'a malformed id', id: 'experts-admin--deleteExpert', data: { id: "1' or '1'='1" }, field: 'id' },
    ]
    for (const bad of badInputs) {
      test(`refuses ${bad.name} with 400 naming the field, and stores nothing`, async ({ request, baseURL }) => {
        const before = await publicExpertNames(request)
        const response = await callServerFn(admin, baseURL!, { id: bad.id, data: bad.data })
        expect(response.status()).toBe(400)
        expect(await response.text()).toContain(`${bad.field}:`)
        expect(await publicExpertNames(request)).toEqual(before)
      })
    }

    test('answers 404 for an unknown expert id', async ({ baseURL }) => {
      for (const call of adminFunctions.slice(2, 5)) {
        const response = await callServerFn(admin, baseURL!, call)
        expect(response.status(), call.id).toBe(404)
        expect(await response.text()).toContain('Expert not found.')
      }
    })

    test('refuses a body over 10 MB with 413 and keeps serving', async ({ baseURL, request }) => {
      const response = await callServerFn(admin, baseURL!, { id: 'experts-admin--createExpert', rawBody: 'x'.repeat(11 * 1024 * 1024) })
      expect(response.status()).toBe(413)
      expect((await request.get('/about')).status()).toBe(200)
    })

    test('creates an expert that the public list shows', async ({ request, baseURL }) => {
      const response = await callServerFn(admin, baseURL!, { id: 'experts-admin--createExpert', data: { ...expert, name: 'Api Created Expert' } })
      expect(response.status()).toBe(200)
      expect(await publicExpertNames(request)).toContain('Api Created Expert')
    })
  })
})

test.describe('expert image upload through the running app', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )
  let admin: APIRequestContext
  test.beforeEach(async ({ baseURL, request }) => {
    await resetMockBackend(request)
    admin = await playwrightRequest.newContext({ baseURL })
    await signInOverHttp(admin, baseURL!, 'admin@example.com', 'admin-demo-password')
  })
  test.afterEach(async () => admin.dispose())

  async function upload(baseURL: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    return admin.post('/_serverFn/experts-admin--uploadExpertImage', {
      headers: { 'x-tsr-serverFn': 'true', origin: new URL(baseURL).origin, 'sec-fetch-site': 'same-origin' },
      multipart: { file },
    })
  }

  test('a PNG is stored and its public URL serves the image', async ({ baseURL, request }) => {
    const response = await upload(baseURL!, { name: 'portrait.png', mimeType: 'image/png', buffer: png })
    expect(response.status()).toBe(200)
    const url = /(http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/object\/public\/experts\/\d+-[a-z0-9]+\.png)/.exec(await response.text())?.[1]
    expect(url).toBeTruthy()
    const image = await request.get(url!)
    expect(image.headers()['content-type']).toBe('image/png')
    expect(Buffer.from(await image.body())).toEqual(png)
  })

  test('a text file named .png and an image over 5 MB are refused', async ({ baseURL }) => {
    const text = await upload(baseURL!, { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('just some text') })
    expect(text.status()).toBe(415)
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)])
    const tooBig = await upload(baseURL!, { name: 'big.png', mimeType: 'image/png', buffer: big })
    expect(tooBig.status()).toBe(413)
  })

  test('the anonymous visitor cannot upload', async ({ baseURL, request }) => {
    const response = await request.post('/_serverFn/experts-admin--uploadExpertImage', {
      headers: { 'x-tsr-serverFn': 'true', origin: new URL(baseURL!).origin, 'sec-fetch-site': 'same-origin' },
      multipart: { file: { name: 'portrait.png', mimeType: 'image/png', buffer: png } },
    })
    expect(response.status()).toBe(401)
  })
})
