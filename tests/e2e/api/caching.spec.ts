import { expect, test } from '@playwright/test'

test.describe('caching', () => {
  test('a static page is rendered once, then served from the page cache with a fresh nonce', async ({ request }) => {
    const path = '/about?cache-test=' + test.info().project.name
    const first = await request.get(path)
    const second = await request.get(path)
    expect(first.headers()['cache-control']).toContain('s-maxage=3600')
    expect(first.headers()['x-cache']).toBe('MISS')
    expect(second.headers()['x-cache']).toBe('HIT')
    const nonceOf = (csp = '') => /'nonce-([^']+)'/.exec(csp)?.[1]
    const secondNonce = nonceOf(second.headers()['content-security-policy'])
    expect(secondNonce).toBeTruthy()
    expect(secondNonce).not.toBe(nonceOf(first.headers()['content-security-policy']))
    const html = await second.text()
    expect(html).toContain(`nonce="${secondNonce}"`)
    expect(html).not.toContain(`nonce="${nonceOf(first.headers()['content-security-policy'])}"`)
  })

  test('pages with expert data are cached only briefly', async ({ request }) => {
    expect((await request.get('/')).headers()['cache-control']).toContain('s-maxage=10')
  })

  test('requests with cookies are never answered from the shared cache', async ({ request }) => {
    await request.get('/about?cookie-test=1')
    const withCookie = await request.get('/about?cookie-test=1', { headers: { cookie: 'session=abc' } })
    expect(withCookie.headers()['x-cache']).toBeUndefined()
  })

  test('admin pages and server functions are private and not stored', async ({ request }) => {
    const admin = await request.get('/admin/login')
    expect(admin.headers()['cache-control']).toBe('private, no-store')
    const serverFn = await request.get('/_serverFn/site--getSiteConfig', { headers: { 'x-tsr-serverFn': 'true', 'sec-fetch-site': 'same-origin' } })
    expect(serverFn.headers()['cache-control']).toBe('private, no-store')
  })

  test('text responses are compressed for clients that accept gzip', async ({ request }) => {
    const response = await request.get('/membership', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
    expect(await response.text()).toContain('</html>')
  })
})

test('the uncompressed fast path re-stamps cached pages with a fresh nonce too', async ({ request }) => {
  const path = `/membership?fast-path=${Date.now()}`
  const headers = { 'accept-encoding': 'identity' }
  await request.get(path, { headers })
  const first = await request.get(path, { headers })
  const second = await request.get(path, { headers })
  expect(first.headers()['x-cache']).toBe('HIT')
  const nonceOf = (csp = '') => /'nonce-([^']+)'/.exec(csp)?.[1]
  const [a, b] = [nonceOf(first.headers()['content-security-policy']), nonceOf(second.headers()['content-security-policy'])]
  expect(a).toBeTruthy()
  expect(a).not.toBe(b)
  const html = await second.text()
  expect(Number(second.headers()['content-length'])).toBe(Buffer.byteLength(html))
  expect(html).toContain(`nonce="${b}"`)
  expect(html).not.toContain(`nonce="${a}"`)
  expect(second.headers()['x-content-type-options']).toBe('nosniff')
})
