import { HttpError } from './http-error'

/**
 * What a visitor reads when sending a form failed: the server's own message without
 * the field path it starts with ("contactInfo.email: ..."), or `unexpected` when the
 * server was not reached. A server function's refusal arrives as an HttpError; a
 * network failure or a bug is another kind (TypeError and the like).
 */
export function visitorMessage(error: unknown, unexpected: string): string {
  if (!(error instanceof HttpError)) return unexpected
  return error.message.replace(/^[\w.]+: /, '')
}
