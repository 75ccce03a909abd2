/** Controls of the mock backend behind the Playwright web server (see mocks/README.md). */
import type { APIRequestContext } from '@playwright/test'

export const mockBackendUrl = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 25331}`

export type MockService = 'auth' | 'rest' | 'storage' | 'functions'

/** The run's control token, which playwright.config.ts generated and gave the web server. */
export const mockControlHeaders = { 'x-mock-control-token': process.env.MOCK_CONTROL_TOKEN ?? '' }

export async function resetMockBackend(request: APIRequestContext) {
  const response = await request.post(`${mockBackendUrl}/__mock/reset`, { headers: mockControlHeaders })
  if (!response.ok()) throw new Error(`mock reset failed: ${response.status()}`)
}

export async function injectFault(
  request: APIRequestContext,
  fault: { service: MockService; status?: number; delayMs?: number; methods?: string[] },
) {
  const response = await request.post(`${mockBackendUrl}/__mock/faults`, { data: fault, headers: mockControlHeaders })
  if (!response.ok()) throw new Error(`mock fault failed: ${response.status()}`)
}

export async function clearFaults(request: APIRequestContext) {
  const response = await request.delete(`${mockBackendUrl}/__mock/faults`, { headers: mockControlHeaders })
  if (!response.ok()) throw new Error(`mock fault clearing failed: ${response.status()}`)
}
