/** How the server's data functions answer a failed backend call: one log line, then a plain HttpError. */
import { HttpError } from './errors'
import { logLine } from './log'

export interface DbError {
  message: string
  code?: string
}

/** Logs the backend's error (its code and text stay in the log) and throws `message` with `status`. */
export function failWith(event: string, error: DbError, status: number, message: string): never {
  logLine('error', event, { code: error.code, message: error.message })
  throw new HttpError(status, message)
}

/** The first row of a write that names one record, or 404 with `notFound` when no row matched. */
export function firstRowOr404<T>(rows: T[] | null | undefined, notFound: string): T {
  const row = rows?.[0]
  if (!row) throw new HttpError(404, notFound)
  return row
}
