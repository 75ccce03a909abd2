/**
 * The codes a refusal carries from the database to the person who reads it. The database
 * raises the first group itself, each code in its error's DETAIL (supabase/migrations; the
 * latest definition of each function lists its codes); the server names the second from
 * Postgres's own error codes and the write that met them; the third are the server's own
 * checks and Auth's; the last is any request's.
 * app/server/refusals.ts maps every code to its HTTP status and its words (app/content/refusals.ts).
 */

/** Raised by the database with the code in DETAIL. */
export const databaseRefusalCodes = [
  'event_full',
  'event_has_registrants',
  'registration_unavailable',
  'registration_closed',
  'event_cancelled',
  'cancelled_stays_published',
  'not_one_mailbox',
  'offer_ended',
  'already_claimed',
  'audit_admins_only',
  'retention_too_short',
  'staff_only',
  'admins_only',
  'last_admin',
  'not_staff',
  'already_accepted',
  'period_too_long',
  'analytics_retention_too_short',
  'salt_unavailable',
] as const

/** Postgres's own refusals (unique, check, foreign key, row-level security), named by the write that met them. */
export const writeRefusalCodes = [
  'duplicate',
  'invalid_value',
  'in_use',
  'not_allowed',
  'slug_taken',
  'file_taken',
  'needs_download',
  'conference_in_use',
  'already_on_team',
] as const

/** Refused by the server's own checks, or by Auth, before the database is asked. */
export const serverRefusalCodes = ['account_exists', 'own_account', 'wrong_password', 'weak_password', 'changed_since_opened'] as const

/** What any server function may answer, by its HTTP status. */
export const requestRefusalCodes = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'too_large',
  'unsupported_type',
  'too_many_requests',
  'unexpected',
  'unavailable',
] as const

export const refusalCodes = [
  ...databaseRefusalCodes,
  ...writeRefusalCodes,
  ...serverRefusalCodes,
  ...requestRefusalCodes,
] as const
export type RefusalCode = (typeof refusalCodes)[number]
export type DatabaseRefusalCode = (typeof databaseRefusalCodes)[number]
