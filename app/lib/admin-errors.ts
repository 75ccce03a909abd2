/**
 * How the admin area words a failed server call. A server function that refuses
 * or fails answers with an HTTP error whose status travels with the error; the
 * spec's specific text ("Failed to update expert.") is shown for those. Anything
 * else (the network is down, a bug in the page) is "unexpected".
 */

/** The HTTP status a server function answered with, or undefined when the error did not come from the server. */
export function serverErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined
}

/** The specific failure text when the server reported the failure, the unexpected-error text otherwise. */
export function failureText(error: unknown, failure: string, unexpected: string): string {
  return serverErrorStatus(error) === undefined ? unexpected : failure
}

/** The session is gone (expired, or signed out elsewhere): the guard should look again. */
export function isSessionLost(error: unknown): boolean {
  return serverErrorStatus(error) === 401
}
