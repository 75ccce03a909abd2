/**
 * The mock's test controls: only with the run's token, never from another
 * origin, JSON or no body; and not part of the Supabase handlers at all.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { getResponse } from 'msw'
import { handlers } from '../../mocks/handlers'
import { controlHandlers, MOCK_CONTROL_TOKEN_HEADER } from '../../mocks/handlers/control'
import { applyFault, clearFaults } from '../../mocks/faults'

const token = 'a-token-for-this-test-run'
const origin = 'http://127.0.0.1:54321'
const withControls = [...controlHandlers(token), ...handlers]

async function call(path: string, init: RequestInit = {}) {
  const response = await getResponse(withControls, new Request(`${origin}${path}`, init))
  if (!response) throw new Error(`no handler for ${path}`)
  return response
}

const injectRestFault = (headers: Record<string, string>, body = '{"service":"rest","status":500}') =>
  call('/__mock/faults', { method: 'POST', headers, body })

async function restFaulted() {
  return (await applyFault('rest', new Request(`${origin}/rest/v1/experts`))) !== undefined
}

afterEach(() => clearFaults())

describe('mock test controls', () => {
  it('refuse a call without the token, or with a wrong one, with 401 and change nothing', async () => {
    expect((await injectRestFault({ 'content-type': 'application/json' })).status).toBe(401)
    expect((await injectRestFault({ 'content-type': 'application/json', [MOCK_CONTROL_TOKEN_HEADER]: 'guess' })).status).toBe(401)
    expect((await call('/__mock/reset', { method: 'POST' })).status).toBe(401)
    expect((await call('/__mock/faults', { method: 'DELETE' })).status).toBe(401)
    expect(await restFaulted()).toBe(false)
  })

  it('refuse another origin with 403 and a simple (text/plain) body with 415, even with the token', async () => {
    const headers = { [MOCK_CONTROL_TOKEN_HEADER]: token }
    expect((await injectRestFault({ ...headers, 'content-type': 'application/json', origin: 'https://evil.example' })).status).toBe(403)
    expect((await injectRestFault({ ...headers, 'content-type': 'text/plain' })).status).toBe(415)
    expect(await restFaulted()).toBe(false)
  })

  it('work with the token, from the mock\'s own origin or from a non-browser client', async () => {
    const response = await injectRestFault({ [MOCK_CONTROL_TOKEN_HEADER]: token, 'content-type': 'application/json', origin })
    expect(response.status).toBe(200)
    expect(await restFaulted()).toBe(true)
    expect((await call('/__mock/reset', { method: 'POST', headers: { [MOCK_CONTROL_TOKEN_HEADER]: token } })).status).toBe(200)
    expect(await restFaulted()).toBe(false)
  })

  it('are not among the Supabase handlers that vitest and the app use', async () => {
    const response = await getResponse(handlers, new Request(`${origin}/__mock/reset`, { method: 'POST' }))
    expect(response).toBeUndefined()
  })
})
