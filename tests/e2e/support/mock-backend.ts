/** Controls of the development backend behind this worker's web server (see mocks/README.md and playwright.config.ts). */
import type { APIRequestContext, Page } from '@playwright/test'
import pg from 'pg'
import { e2eMockUrl, e2ePorts } from '../../../playwright.config'

export const mockBackendUrl = e2eMockUrl

export type MockService = 'auth' | 'rest' | 'storage' | 'functions'

/** The run's control token, which playwright.config.ts generated and gave the web server. */
export const mockControlHeaders = { 'x-mock-control-token': process.env.MOCK_CONTROL_TOKEN ?? '' }

export async function resetMockBackend(request: APIRequestContext) {
  const response = await request.post(`${mockBackendUrl}/__mock/reset`, { headers: mockControlHeaders })
  if (!response.ok()) throw new Error(`mock reset failed: ${response.status()}`)
}

export async function injectFault(
  request: APIRequestContext,
  fault: { service: MockService; status?: number; delayMs?: number; methods?: string[]; pathPrefix?: string },
) {
  const response = await request.post(`${mockBackendUrl}/__mock/faults`, { data: fault, headers: mockControlHeaders })
  if (!response.ok()) throw new Error(`mock fault failed: ${response.status()}`)
}

export async function clearFaults(request: APIRequestContext) {
  const response = await request.delete(`${mockBackendUrl}/__mock/faults`, { headers: mockControlHeaders })
  if (!response.ok()) throw new Error(`mock fault clearing failed: ${response.status()}`)
}

/**
 * Moves the server's clock (the database's and the site server's, through the mock's test
 * control) to `instant`; it runs on from there. Tests that move it put it back afterwards
 * (`resetServerClock`, or a mock reset), so no test depends on the real date.
 */
export async function setServerClock(request: APIRequestContext, instant: string) {
  const response = await request.post(`${mockBackendUrl}/__mock/clock`, { data: { now: instant }, headers: mockControlHeaders })
  if (!response.ok()) throw new Error(`mock clock failed: ${response.status()} ${await response.text()}`)
}

export async function resetServerClock(request: APIRequestContext) {
  const response = await request.delete(`${mockBackendUrl}/__mock/clock`, { headers: mockControlHeaders })
  if (!response.ok()) throw new Error(`mock clock reset failed: ${response.status()}`)
}

/** The same instant on both sides: the server's clock, and the page's (Playwright's clock, installed before the page loads). */
export async function setClocks(page: Page, instant: string) {
  await setServerClock(page.request, instant)
  await page.clock.install({ time: new Date(instant) })
}

const service = { apikey: 'mock-service-role-key', authorization: 'Bearer mock-service-role-key' }

/** Reads a table with the service role (what visitors cannot see). */
export async function serviceSelect<T = Record<string, unknown>>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`${mockBackendUrl}/rest/v1/${path}`, { headers: service })
  if (!response.ok()) throw new Error(`service select ${path} failed: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T[]
}

/** Changes rows with the service role (test setup: an event's capacity, a draft). */
export async function servicePatch(request: APIRequestContext, path: string, body: Record<string, unknown>) {
  const response = await request.patch(`${mockBackendUrl}/rest/v1/${path}`, { data: body, headers: { ...service, prefer: 'return=minimal' } })
  if (!response.ok()) throw new Error(`service patch ${path} failed: ${response.status()} ${await response.text()}`)
}

/** Deletes rows with the service role (test setup: a record staff removed). */
export async function serviceDeleteWhere(request: APIRequestContext, path: string) {
  const response = await request.delete(`${mockBackendUrl}/rest/v1/${path}`, { headers: { ...service, prefer: 'return=minimal' } })
  if (!response.ok()) throw new Error(`service delete ${path} failed: ${response.status()} ${await response.text()}`)
}

export async function serviceInsert(request: APIRequestContext, table: string, body: Record<string, unknown>) {
  const response = await request.post(`${mockBackendUrl}/rest/v1/${table}`, { data: body, headers: { ...service, prefer: 'return=representation' } })
  if (!response.ok()) throw new Error(`service insert ${table} failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as Record<string, unknown>[])[0]!
}

/**
 * Runs SQL on the worker's development database itself, as its superuser: a change made there
 * is not a request of the data API, as in the Supabase dashboard.
 */
export async function developmentDatabaseQuery(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${e2ePorts.mockDatabasePort}/postgres` })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end()
  }
}
