/**
 * Calls a server function over HTTP the way the app's own client does
 * (seroval-serialized payload, the x-tsr-serverFn header, a same-origin
 * Origin), so API tests can send what a browser could, and worse.
 */
import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test'
import { toJSONAsync } from 'seroval'

export interface ServerFnCall {
  /** `file--export`, e.g. `experts-admin--createExpert` (ids are set in vite.config.ts). */
  id: string
  data?: unknown
  method?: 'GET' | 'POST'
  /** Send a raw body instead of the serialized data. */
  rawBody?: string | Buffer
  headers?: Record<string, string>
}

export async function callServerFn(request: APIRequestContext, baseURL: string, call: ServerFnCall): Promise<APIResponse> {
  const method = call.method ?? 'POST'
  const headers = {
    'x-tsr-serverFn': 'true',
    origin: new URL(baseURL).origin,
    'sec-fetch-site': 'same-origin',
    // As the app's client: a JSON content type only when there is a body (an empty JSON body fails to parse).
    ...(method === 'POST' && (call.data !== undefined || call.rawBody !== undefined) ? { 'content-type': 'application/json' } : {}),
    ...call.headers,
  }
  if (method === 'GET') {
    const payload = call.data === undefined ? '' : `?payload=${encodeURIComponent(JSON.stringify(await toJSONAsync({ data: call.data })))}`
    return request.get(`/_serverFn/${call.id}${payload}`, { headers })
  }
  const body = call.rawBody ?? (call.data === undefined ? undefined : JSON.stringify(await toJSONAsync({ data: call.data })))
  return request.post(`/_serverFn/${call.id}`, { headers, data: body })
}

/** Signs the request context in (its cookie jar keeps the session). */
export async function signInOverHttp(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const response = await callServerFn(request, baseURL, { id: 'auth--signIn', data: { email, password } })
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`)
  return response
}

/**
 * Sends each call as the anonymous visitor (must be 401) and as the signed-in member
 * (must be 403), each with the app's own refusal message.
 */
export async function expectRefusedToAnonymousAndMember(request: APIRequestContext, baseURL: string, calls: ServerFnCall[]) {
  const member = await playwrightRequest.newContext({ baseURL })
  await signInOverHttp(member, baseURL, 'member@example.com', 'member-demo-password')
  for (const call of calls) {
    const anonymous = await callServerFn(request, baseURL, call)
    expect(anonymous.status(), `${call.id} as anonymous`).toBe(401)
    expect(await anonymous.text()).toContain('You must be signed in.')
    const nonAdmin = await callServerFn(member, baseURL, call)
    expect(nonAdmin.status(), `${call.id} as non-admin`).toBe(403)
    expect(await nonAdmin.text()).toContain('You do not have permission to do this.')
  }
  await member.dispose()
}
