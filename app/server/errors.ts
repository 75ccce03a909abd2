/**
 * Errors a server function throws on purpose: an HttpError (app/lib/http-error.ts) carries its
 * status and code; the `httpErrorStatus` middleware (app/start.ts) makes the response carry the
 * status, and the client receives the code and the message.
 */
import { HttpError } from '~/lib/http-error'

export { HttpError }

export const unauthenticated = () => new HttpError(401, 'You must be signed in.')
export const forbidden = () => new HttpError(403, 'You do not have permission to do this.')

/**
 * What a server function's failure becomes for the client: an HttpError as it is;
 * anything else (a bug, a library's exception) a plain 500 without its text, which
 * `onUnexpected` receives for the log. Redirects and not-found signals are not failures.
 */
export function toClientError(error: unknown, onUnexpected: (error: unknown) => void, isSignal: (error: unknown) => boolean): unknown {
  if (error instanceof HttpError || isSignal(error)) return error
  onUnexpected(error)
  return new HttpError(500, 'An unexpected error occurred.')
}
