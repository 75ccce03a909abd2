/**
 * Errors a server function throws on purpose. Start answers with the `status`
 * of a thrown error, and the client receives its message.
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
