import { setResponseStatus } from '@tanstack/react-start/server'

/**
 * Errors a server function throws on purpose; the client receives the message.
 * Start serializes a server function's thrown error with the response's current
 * status (200 unless set), so the error sets the status as it is created: the
 * HTTP answer then carries it (401, 403, 400, 404, 502...).
 */
export class HttpError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    try {
      setResponseStatus(status)
    } catch {
      // Outside a request (unit tests): there is no response to mark.
    }
  }
}

export const unauthenticated = () => new HttpError(401, 'You must be signed in.')
export const forbidden = () => new HttpError(403, 'You do not have permission to do this.')
