/**
 * The analytics through the running production server: its beacon endpoint (answered before
 * the app, scripts/start.mjs) refuses what is not a small beacon with 400 and answers a crawler
 * 204; public pages carry the beacon inline, under the same CSP (connect-src 'self'), the admin
 * area none; the report is for staff only, editors included.
 */
import { expect, test, request as playwrightRequest } from '@playwright/test'
import { callServerFn, expectRefusedToAnonymousAndMember, signInOverHttp } from '../support/server-fn'

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const view = { kind: 'view', path: '/', referrer: '', screen: 'desktop' }

test.describe('POST /api/event', () => {
  test('answers 400 with what is wrong to a malformed, unknown or oversized beacon', async ({ request }) => {
    const send = (body: string) => request.post('/api/event', { headers: { 'user-agent': browser, 'content-type': 'text/plain' }, data: body })
    const malformed = await send('kind=view&path=/')
    expect(malformed.status()).toBe(400)
    expect(await malformed.json()).toEqual({ error: 'a beacon is a JSON object' })
    const unknown = await send(JSON.stringify({ ...view, email: 'someone@example.com' }))
    expect(unknown.status()).toBe(400)
    expect(await unknown.json()).toEqual({ error: 'email: not a field of a view beacon' })
    const oversized = await send(JSON.stringify({ ...view, utm_source: 'x'.repeat(5000) }))
    expect(oversized.status()).toBe(400)
    expect(await oversized.json()).toEqual({ error: 'a beacon is at most 1024 bytes' })
    expect(oversized.headers()['cache-control']).toBe('no-store')
  })

  test("answers a crawler's beacon like a visitor's, and a page view 204 with no body", async ({ request }) => {
    const crawler = await request.post('/api/event', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
      data: JSON.stringify(view),
    })
    expect(crawler.status()).toBe(204)
    const visitor = await request.post('/api/event', { headers: { 'user-agent': browser }, data: JSON.stringify(view) })
    expect(visitor.status()).toBe(204)
    expect(await visitor.text()).toBe('')
  })
})

test.describe('the beacon on the pages', () => {
  test("public pages end with the beacon under connect-src 'self'; the admin area has none", async ({ request }) => {
    const home = await request.get('/')
    const html = await home.text()
    const beacon = /<script>(\(function\(\)\{var n=navigator[\s\S]*?)<\/script><\/body>/.exec(html)?.[1]
    expect(beacon).toContain('n.sendBeacon("/api/event"')
    expect(home.headers()['content-security-policy']).toContain("connect-src 'self'")
    expect(home.headers()['set-cookie']).toBeUndefined()
    const login = await (await request.get('/admin/login')).text()
    expect(login).not.toContain('sendBeacon')
  })
})

test.describe('the report', () => {
  const call = { id: 'analytics-admin--getAnalyticsReport', method: 'GET' as const, data: { period: '7d' } }

  test('is refused to the anonymous visitor and to a signed-in member', async ({ request, baseURL }) => {
    await expectRefusedToAnonymousAndMember(request, baseURL!, [call])
  })

  test('answers an editor the period asked for, and refuses a period it does not know with 400', async ({ baseURL }) => {
    const editor = await playwrightRequest.newContext({ baseURL })
    await signInOverHttp(editor, baseURL!, 'editor@example.com', 'editor-demo-password')
    const answer = await callServerFn(editor, baseURL!, call)
    expect(answer.status()).toBe(200)
    expect(await answer.text()).toContain('"series"')
    const refused = await callServerFn(editor, baseURL!, { ...call, data: { period: '365d' } })
    expect(refused.status()).toBe(400)
    await editor.dispose()
  })
})
