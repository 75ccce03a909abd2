/**
 * A refusal or failure a server function answers on purpose: its HTTP status (the response
 * carries it: app/start.ts) and its code (app/domain/refusals.ts), which reach the browser
 * with the message through `httpErrorTransport` (registered in app/start.ts). The browser
 * branches on the code, never on the words.
 */
import { createSerializationAdapter } from '@tanstack/react-router'
import type { RefusalCode } from '~/domain/refusals'

/** The code of an error made without one, from its status. */
const codeOfStatus: Record<number, RefusalCode> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'too_large',
  415: 'unsupported_type',
  429: 'too_many_requests',
}

export class HttpError extends Error {
  readonly status: number
  readonly code: RefusalCode
  constructor(status: number, message: string, code?: RefusalCode) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.code = code ?? codeOfStatus[status] ?? (status >= 502 ? 'unavailable' : 'unexpected')
  }
}

/** The refusal's code when the server refused or failed on purpose; null for anything else (the network, a bug). */
export function refusalCodeOf(error: unknown): RefusalCode | null {
  return error instanceof HttpError ? error.code : null
}

/**
 * How an HttpError travels from a server function to the browser: status, code and message, as
 * an HttpError again. The code is the server's own (one of app/domain/refusals.ts): the list
 * itself stays out of every page's first script.
 */
export const httpErrorTransport = createSerializationAdapter({
  key: 'http-error',
  test: (value): value is HttpError => value instanceof HttpError,
  toSerializable: (error) => ({ status: error.status, code: error.code as string, message: error.message }),
  fromSerializable: ({ status, code, message }) =>
    new HttpError(status, message, code as RefusalCode),
})
