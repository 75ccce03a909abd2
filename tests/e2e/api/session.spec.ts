/**
 * Sign-out ends the session on the backend, as Supabase Auth does: a copy of the session
 * cookie taken before signing out no longer opens the admin area afterwards.
 */
import { expect, test, request as playwrightRequest } from '@playwright/test'
import { resetMockBackend } from '../support/mock-backend'
import { callServerFn, signInOverHttp } from '../support/server-fn'

test.beforeEach(async ({ request }) => resetMockBackend(request))

test('an old session cookie stops working after sign-out', async ({ baseURL }) => {
  const browser = await playwrightRequest.newContext({ baseURL })
  await signInOverHttp(browser, baseURL!, 'admin@example.com', 'admin-demo-password')
  const stolen = await browser.storageState()
  expect(stolen.cookies.some((cookie) => cookie.name.endsWith('-auth-token'))).toBe(true)
  expect((await browser.get('/admin', { maxRedirects: 0 })).status()).toBe(200)

  const signOut = await callServerFn(browser, baseURL!, { id: 'auth--signOut' })
  expect(signOut.ok()).toBe(true)

  const replay = await playwrightRequest.newContext({ baseURL, storageState: stolen })
  const response = await replay.get('/admin', { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(new URL(response.headers()['location']!, baseURL).pathname).toBe('/admin/login')
  await browser.dispose()
  await replay.dispose()
})
