/**
 * How the admin area words a failed server call. When a server function refuses or fails on
 * purpose, the browser receives an HttpError (app/lib/http-error.ts) with its status and code,
 * and the action's own text ("Failed to update expert.") is shown. Anything else (the network
 * is down, a bug in the page: TypeError and the like) is the "unexpected" text.
 */
import { HttpError } from './http-error'

/** True for the failures a server function reported, false for exceptions of another kind. */
export function isServerFailure(error: unknown): boolean {
  return error instanceof HttpError
}

/** The specific failure text when the server reported the failure, the unexpected-error text otherwise. */
export function failureText(error: unknown, failure: string, unexpected: string): string {
  return isServerFailure(error) ? failure : unexpected
}
