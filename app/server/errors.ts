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
