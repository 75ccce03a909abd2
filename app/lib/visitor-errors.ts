import { isServerFailure } from './admin-errors'

/**
 * What a visitor reads when sending a form failed: the server's own message without
 * the field path it starts with ("contactInfo.email: ..."), or `unexpected` when the
 * server was not reached.
 */
export function visitorMessage(error: unknown, unexpected: string): string {
  if (!isServerFailure(error)) return unexpected
  return (error as Error).message.replace(/^[\w.]+: /, '')
}
