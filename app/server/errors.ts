/**
 * Errors a server function throws on purpose. The `httpErrorStatus` middleware
 * (app/start.ts) makes the response carry `status`; the client receives the message.
 */
export class HttpError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
  }
}

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
