/** How the server's data functions answer a failed backend call: one log line, then a refusal or a plain HttpError. */
import { HttpError } from './errors'
import { logLine } from './log'
import { refusal, refusalFrom, type DatabaseError, type RefusalNames } from './refusals'

export interface DbError extends DatabaseError {
  message: string
}

/**
 * Logs the backend's error (its code and text stay in the log) and throws: the refusal it
 * carries (app/server/refusals.ts), named by `names` for this write, or else `message` with `status`.
 */
export function failWith(
  event: string,
  error: DbError,
  status: number,
  message: string,
  names: RefusalNames = {},
): never {
  const refused = refusalFrom(error, names)
  logLine(refused ? 'warn' : 'error', event, { code: error.code, refusal: refused?.code, message: error.message })
  throw refused ?? new HttpError(status, message)
}

/**
 * The first row of a save from a form opened at `version`; when no row matched, 404 with
 * `notFound` if the record is gone, else refused as changed since the form opened.
 */
export async function savedRowOr409<T>(
  rows: T[] | null | undefined,
  version: string | undefined,
  stillThere: () => PromiseLike<{ data: unknown[] | null }>,
  notFound: string,
): Promise<T> {
  const row = rows?.[0]
  if (row) return row
  if (version && (await stillThere()).data?.length) throw refusal('changed_since_opened')
  throw new HttpError(404, notFound)
}

/** The first row of a write that names one record, or 404 with `notFound` when no row matched. */
export function firstRowOr404<T>(rows: T[] | null | undefined, notFound: string): T {
  const row = rows?.[0]
  if (!row) throw new HttpError(404, notFound)
  return row
}
