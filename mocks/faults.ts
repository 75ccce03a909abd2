/**
 * Fault injection per service, for tests: answer with an HTTP error status, or
 * delay (a long delay simulates a hung backend).
 */
import { HttpResponse, delay } from 'msw'

export const mockServices = ['auth', 'rest', 'storage', 'functions'] as const
export type MockService = (typeof mockServices)[number]

export interface Fault {
  /** Answer with this status instead of the real response. */
  status?: number
  /** Wait this long (ms) before answering. */
  delayMs?: number
  /** Only requests whose method is listed (default: all). */
  methods?: string[]
  /** Only requests whose path starts with this (`/rest/v1/experts`; default: all). */
  pathPrefix?: string
}

const faults = new Map<MockService, Fault>()

export function setFault(service: MockService, fault: Fault) {
  faults.set(service, fault)
}

export function clearFaults() {
  faults.clear()
}

/** Applies a configured fault: returns the error response, or undefined to carry on. */
export async function applyFault(service: MockService, request: Request): Promise<Response | undefined> {
  const fault = faults.get(service)
  if (!fault || (fault.methods && !fault.methods.includes(request.method))) return undefined
  if (fault.pathPrefix && !new URL(request.url).pathname.startsWith(fault.pathPrefix)) return undefined
  if (fault.delayMs) await delay(fault.delayMs)
  if (fault.status) {
    return HttpResponse.json(
      { code: 'MOCK_FAULT', message: `Injected ${service} fault`, error: 'Injected fault' },
      { status: fault.status },
    )
  }
  return undefined
}
