/**
 * A record's version as an edit form saw it when it opened: the row's `updated_at`, as the data
 * API gave it (to the microsecond). A save that sends it writes only while the row is still that
 * version, so two staff editing one record never overwrite each other unseen.
 */
import * as v from 'valibot'

export const recordVersionSchema = v.optional(v.pipe(v.string('must be a time'), v.isoTimestamp('must be a time')))

/** The version of a row the form opened with; none for a new record. */
export function versionOf(row: unknown): string | undefined {
  const version = (row as { updated_at?: unknown } | null)?.updated_at
  return typeof version === 'string' ? version : undefined
}
