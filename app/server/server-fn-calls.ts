/**
 * Server-function calls the framework could not hand to a function: an unknown
 * function id, a body that is not JSON, a payload that does not deserialize, a
 * wrong method. The framework would answer 500 with its own error text; these
 * answer 4xx with a short JSON error instead (wired in app/start.ts).
 *
 * A call counts as dispatched once the global function middleware runs, which
 * is after the payload has been parsed: a failure before that is the caller's.
 */
const dispatched = new WeakSet<Request>()

export function markDispatched(request: Request) {
  dispatched.add(request)
}

export function wasDispatched(request: Request): boolean {
  return dispatched.has(request)
}

export const refusedCallMessages = {
  unknown: 'Unknown server function.',
  method: 'This server function does not accept that method.',
  malformed: 'Malformed server function call.',
} as const

/** The short JSON answer for a call that never reached its function, from the status the framework chose (or none, when it threw). */
export function refusedCallResponse(frameworkStatus: number | null, allow?: string | null): Response {
  if (frameworkStatus === null) return Response.json({ error: refusedCallMessages.unknown }, { status: 404 })
  if (frameworkStatus === 405) {
    return Response.json({ error: refusedCallMessages.method }, { status: 405, headers: allow ? { allow } : {} })
  }
  // A 5xx before dispatch is the framework failing to read what the caller sent.
  const status = frameworkStatus >= 500 ? 400 : frameworkStatus
  return Response.json({ error: status === 404 ? refusedCallMessages.unknown : refusedCallMessages.malformed }, { status })
}
