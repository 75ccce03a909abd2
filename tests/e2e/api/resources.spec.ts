/**
 * The resource library over HTTP: the admin functions and upload routes refuse visitors and
 * members, bad input gets a 4xx naming the field, an upload that is not what it claims or is
 * too large is refused, and a published free resource's file downloads as it was uploaded.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { fromCrossJSON } from 'seroval'
import { callServerFn, expectRefusedToAnonymousAndMember, signInOverHttp } from '../support/server-fn'
import { mockBackendUrl, resetMockBackend, serviceSelect } from '../support/mock-backend'
import { executableBytes, htmlBytes, officeBytes, paddedPdfBytes, pdfBytes, zipBytes } from '../../support/sample-documents'

const someId = '00000000-0000-4000-8000-000000000000'
const MiB = 1024 * 1024

const resource = {
  title: 'API Guide',
  description: 'Made by the API tests.',
  category: 'Technology',
  author: 'Test Author',
  published_on: '2026-01-15',
  cover_image_url: '',
  cover_image_alt: '',
  membership_required: false,
  file: null as null | { path: string; name: string; size: number },
  external_url: 'https://example.com/guide',
  in_library: true,
  security_hub_badge: '',
  sort_order: 0,
  status: 'draft',
}

/** The id of the row a create function answered. */
async function createdId(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(200)
  return (fromCrossJSON(await response.json(), { refs: new Map() }) as { result: { id: string } }).result.id
}

const sameOrigin = (baseURL: string) => ({ origin: new URL(baseURL).origin, 'sec-fetch-site': 'same-origin' })

function uploadFile(context: APIRequestContext, baseURL: string, file: { name: string; buffer: Buffer; mimeType?: string }, kind = 'resource-file') {
  return context.post(`/admin/uploads/${kind}`, {
    headers: sameOrigin(baseURL),
    multipart: { file: { mimeType: 'application/pdf', ...file } },
  })
}

let admin: APIRequestContext
test.beforeEach(async ({ baseURL, request }) => {
  await resetMockBackend(request)
  admin = await playwrightRequest.newContext({ baseURL })
  await signInOverHttp(admin, baseURL!, 'admin@example.com', 'admin-demo-password')
})
test.afterEach(async () => admin.dispose())

test.describe('resource admin functions', () => {
  test('refuse the anonymous visitor (401) and a member (403), changing nothing', async ({ request, baseURL }) => {
    await expectRefusedToAnonymousAndMember(request, baseURL!, [
      { id: 'resources-admin--listAllResources', method: 'GET' },
      { id: 'resources-admin--createResource', data: resource },
      { id: 'resources-admin--updateResource', data: { id: someId, ...resource } },
      { id: 'resources-admin--setResourceStatus', data: { id: someId, status: 'published' } },
      { id: 'resources-admin--deleteResource', data: { id: someId } },
    ])
    const list = await callServerFn(admin, baseURL!, { id: 'resources-admin--listAllResources', method: 'GET' })
    expect(await list.text()).not.toContain('API Guide')
  })

  const badInput = [
    { name: 'a missing title', data: { ...resource, title: '  ' }, field: 'title' },
    { name: 'an unknown category', data: { ...resource, category: 'Gardening' }, field: 'category' },
    { name: 'a date that is not one', data: { ...resource, published_on: '2026-02-30x' }, field: 'published_on' },
    { name: 'a day the calendar has not', data: { ...resource, published_on: '2026-02-30' }, field: 'published_on' },
    { name: 'a cover that is only a slash', data: { ...resource, cover_image_url: '/' }, field: 'cover_image_url' },
    { name: 'a javascript: link', data: { ...resource, external_url: 'javascript:alert(1)' }, field: 'external_url' },
    { name: 'a members-only resource with a link', data: { ...resource, membership_required: true }, field: 'file' },
    { name: 'a published free resource with nothing to download', data: { ...resource, external_url: '', status: 'published' }, field: 'file' },
    { name: 'a file and a link at once', data: { ...resource, file: { path: '1767225600000-abcdef123456.pdf', name: 'a.pdf', size: 10 } }, field: 'external_url' },
    { name: 'a file path the server did not make', data: { ...resource, external_url: '', file: { path: '../../etc/passwd', name: 'a.pdf', size: 10 } }, field: 'file.path' },
    { name: 'shown nowhere', data: { ...resource, in_library: false }, field: 'in_library' },
    { name: 'a sort order that is not a whole number', data: { ...resource, sort_order: 1.5 }, field: 'sort_order' },
  ]
  for (const { name, data, field } of badInput) {
    test(`${name}: 400 naming ${field}, nothing stored`, async ({ baseURL }) => {
      const response = await callServerFn(admin, baseURL!, { id: 'resources-admin--createResource', data })
      expect(response.status()).toBe(400)
      expect(await response.text()).toContain(`${field}:`)
      const list = await callServerFn(admin, baseURL!, { id: 'resources-admin--listAllResources', method: 'GET' })
      expect(await list.text()).not.toContain('API Guide')
    })
  }

  test('publishing a free resource with nothing to download is refused with 400 naming status', async ({ baseURL }) => {
    const id = await createdId(await callServerFn(admin, baseURL!, { id: 'resources-admin--createResource', data: resource }))
    const cleared = await callServerFn(admin, baseURL!, { id: 'resources-admin--updateResource', data: { id, ...resource, external_url: '' } })
    expect(cleared.status()).toBe(200)
    const publish = await callServerFn(admin, baseURL!, { id: 'resources-admin--setResourceStatus', data: { id, status: 'published' } })
    expect(publish.status()).toBe(400)
    expect(await publish.text()).toContain('status: a free resource needs a file or an external link')
  })
})

test.describe('two staff saving one resource', () => {
  /** The row a save answered. */
  const saved = async (response: APIResponse) => {
    expect(response.status()).toBe(200)
    return (fromCrossJSON(await response.json(), { refs: new Map() }) as { result: { id: string; updated_at: string; file_path: string | null } }).result
  }
  const upload = async (baseURL: string, name: string) => {
    const response = await uploadFile(admin, baseURL, { name, buffer: Buffer.from(pdfBytes()) })
    expect(response.status()).toBe(200)
    return (await response.json()) as { path: string; name: string; size: number }
  }

  test("a save from a form opened before another's replaced the file is refused (409), and the new file stays", async ({ baseURL, request }) => {
    const first = await upload(baseURL!, 'first.pdf')
    const opened = await saved(await callServerFn(admin, baseURL!, { id: 'resources-admin--createResource', data: { ...resource, external_url: '', file: first } }))
    // Someone else replaces the file (the first is removed from storage).
    const second = await upload(baseURL!, 'second.pdf')
    const replaced = await saved(
      await callServerFn(admin, baseURL!, { id: 'resources-admin--updateResource', data: { id: opened.id, version: opened.updated_at, ...resource, external_url: '', file: second } }),
    )
    expect(replaced.file_path).toBe(second.path)
    // The form opened before saves its title, with the first file it was shown.
    const stale = await callServerFn(admin, baseURL!, {
      id: 'resources-admin--updateResource',
      data: { id: opened.id, version: opened.updated_at, ...resource, title: 'Stale Title', external_url: '', file: first },
    })
    expect(stale.status()).toBe(409)
    expect(await stale.text()).toContain('Someone saved this record after you opened it')
    const [row] = await serviceSelect<{ title: string; file_path: string }>(request, `resources?select=title,file_path&id=eq.${opened.id}`)
    expect(row).toEqual({ title: 'API Guide', file_path: second.path })
    // The new file is still stored: downloading it as staff works.
    const stored = await request.get(`${mockBackendUrl}/storage/v1/object/resource-files/${second.path}`, {
      headers: { apikey: 'mock-service-role-key', authorization: 'Bearer mock-service-role-key' },
    })
    expect(stored.status()).toBe(200)
    // Opened again, at the version now, it saves.
    const again = await saved(
      await callServerFn(admin, baseURL!, { id: 'resources-admin--updateResource', data: { id: opened.id, version: replaced.updated_at, ...resource, title: 'Fresh Title', external_url: '', file: second } }),
    )
    expect(again.file_path).toBe(second.path)
  })
})

test.describe('resource upload routes', () => {
  test('refuse the anonymous visitor (401), a member (403) and another origin (403)', async ({ request, baseURL }) => {
    const file = { name: 'guide.pdf', buffer: Buffer.from(pdfBytes()) }
    for (const kind of ['resource-file', 'resource-cover']) {
      const anonymous = await uploadFile(request, baseURL!, file, kind)
      expect(anonymous.status(), kind).toBe(401)
      expect(await anonymous.json()).toEqual({ error: 'You must be signed in.' })
    }
    const member = await playwrightRequest.newContext({ baseURL })
    await signInOverHttp(member, baseURL!, 'member@example.com', 'member-demo-password')
    const refused = await uploadFile(member, baseURL!, file)
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({ error: 'You do not have permission to do this.' })
    await member.dispose()
    const crossSite = await admin.post('/admin/uploads/resource-file', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      multipart: { file: { name: 'guide.pdf', mimeType: 'application/pdf', buffer: file.buffer } },
    })
    expect(crossSite.status()).toBe(403)
  })

  test('store a PDF, Word, Excel, PowerPoint and ZIP file under generated names, with clean download names', async ({ baseURL }) => {
    const files = [
      { name: 'Tax Guide 2026.pdf', buffer: Buffer.from(pdfBytes()), extension: 'pdf' },
      { name: 'letter.docx', buffer: Buffer.from(officeBytes('docx')), extension: 'docx' },
      { name: 'workbook.xlsx', buffer: Buffer.from(officeBytes('xlsx')), extension: 'xlsx' },
      { name: 'slides.pptx', buffer: Buffer.from(officeBytes('pptx')), extension: 'pptx' },
      { name: '../toolkit.zip', buffer: Buffer.from(zipBytes()), extension: 'zip' },
    ]
    for (const file of files) {
      const response = await uploadFile(admin, baseURL!, { ...file, mimeType: 'application/octet-stream' })
      expect(response.status(), file.name).toBe(200)
      const stored = await response.json()
      expect(stored.path).toMatch(new RegExp(`^\\d{13}-[a-z0-9]{12}\\.${file.extension}$`))
      expect(stored.name).toBe(file.name.replace('../', ''))
      expect(stored.size).toBe(file.buffer.length)
    }
  })

  const refusals = [
    { name: 'an HTML page named .pdf', file: { name: 'guide.pdf', buffer: Buffer.from(htmlBytes()) }, status: 415, message: '“guide.pdf” is not a PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx) or ZIP file' },
    { name: 'an executable named .pdf', file: { name: 'setup.pdf', buffer: Buffer.from(executableBytes()) }, status: 415, message: '“setup.pdf” is not a PDF' },
    { name: 'an empty file', file: { name: 'empty.pdf', buffer: Buffer.alloc(0) }, status: 400, message: '“empty.pdf” is empty.' },
    { name: 'a PDF over 8 MiB', file: { name: 'big.pdf', buffer: Buffer.from(paddedPdfBytes(9 * MiB)) }, status: 413, message: 'files must be 8 MB or smaller' },
  ]
  for (const refusal of refusals) {
    test(`${refusal.name}: ${refusal.status} with a clear message`, async ({ baseURL }) => {
      const response = await uploadFile(admin, baseURL!, refusal.file)
      expect(response.status()).toBe(refusal.status)
      const body = await response.json()
      expect(body.error).toContain(refusal.message)
      expect(body.error).toMatch(/^file: /)
    })
  }

  test('a body over the server’s 10 MB limit is refused with 413 before the app reads it', async ({ baseURL }) => {
    const response = await uploadFile(admin, baseURL!, { name: 'huge.pdf', buffer: Buffer.from(paddedPdfBytes(11 * MiB)) })
    expect(response.status()).toBe(413)
    expect((await response.json()).error).toContain('10 MB')
  })

  test('a cover image is stored in the public bucket; a file that is not an image is refused', async ({ baseURL, request }) => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
    const stored = await uploadFile(admin, baseURL!, { name: 'cover.png', mimeType: 'image/png', buffer: png }, 'resource-cover')
    expect(stored.status()).toBe(200)
    const { url } = await stored.json()
    expect(url).toMatch(/\/storage\/v1\/object\/public\/resource-covers\/\d+-[0-9a-f]{12}\.png$/)
    expect(Buffer.from(await (await request.get(url)).body())).toEqual(png)
    const refused = await uploadFile(admin, baseURL!, { name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(pdfBytes()) }, 'resource-cover')
    expect(refused.status()).toBe(415)
  })

  test('answer anything but POST with 405', async ({ baseURL }) => {
    const response = await admin.get('/admin/uploads/resource-file', { headers: sameOrigin(baseURL!) })
    expect(response.status()).toBe(405)
    expect(response.headers()['allow']).toBe('POST')
  })
})

test.describe('resource downloads', () => {
  async function publishedWithFile(baseURL: string, fields: Partial<typeof resource> = {}) {
    const uploaded = await uploadFile(admin, baseURL, { name: 'Résumé des règles (v2).pdf', buffer: Buffer.from(pdfBytes('Download test')) })
    const file = await uploaded.json()
    const created = await callServerFn(admin, baseURL, {
      id: 'resources-admin--createResource',
      data: { ...resource, external_url: '', file, status: 'published', ...fields },
    })
    return createdId(created)
  }

  test('a published free resource downloads the same bytes under its original name', async ({ baseURL, request }) => {
    const id = await publishedWithFile(baseURL!)
    const response = await request.get(`/resources/${id}/download`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(response.headers()['content-disposition']).toBe(
      `attachment; filename="R?sum? des r?gles (v2).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20des%20r%C3%A8gles%20%28v2%29.pdf`,
    )
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['cache-control']).toBe('private, no-store')
    expect(Buffer.from(await response.body())).toEqual(Buffer.from(pdfBytes('Download test')))
  })

  test('an unpublished resource’s file, an unknown id and a malformed one are 404; a link resource redirects', async ({ baseURL, request }) => {
    const id = await publishedWithFile(baseURL!)
    const unpublish = await callServerFn(admin, baseURL!, { id: 'resources-admin--setResourceStatus', data: { id, status: 'draft' } })
    expect(unpublish.status()).toBe(200)
    for (const path of [`/resources/${id}/download`, `/resources/${someId}/download`, '/resources/not-an-id/download']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text()).toContain('This resource is not available for download.')
    }
    const linkedId = await createdId(await callServerFn(admin, baseURL!, { id: 'resources-admin--createResource', data: { ...resource, status: 'published' } }))
    const redirect = await request.get(`/resources/${linkedId}/download`, { maxRedirects: 0 })
    expect(redirect.status()).toBe(302)
    expect(redirect.headers()['location']).toBe('https://example.com/guide')
  })
})
