/** The words a person reads when the server refuses, by the refusal's code (app/domain/refusals.ts). */
import type { RefusalCode } from '~/domain/refusals'

/** The claim form's refusal after the offer's last day, naming the day when it is known. */
export function offerEndedWords(endsOnText: string | null): string {
  return `The offer ended${endsOnText ? ` on ${endsOnText}` : ''}: claims are no longer accepted. Your claim was not stored.`
}

export const refusalWords = {
  event_full: 'The event is full: cancel a confirmed registration first.',
  event_has_registrants:
    'People are registered for this event, and a draft or a deleted event tells them nothing. Use Cancel event first: it e-mails them (its question says who is not mailed), and a cancelled event can then be deleted, unless it is the conference in Settings.',
  registration_unavailable: 'This event does not take registrations on this site.',
  registration_closed: 'Registration for this event has closed. Your registration was not stored.',
  event_cancelled: 'This event was cancelled, so it takes no registrations. Your registration was not stored.',
  cancelled_stays_published: 'status: a cancelled event stays published, so its page can tell visitors it was cancelled.',
  not_one_mailbox: 'email: enter one e-mail address, without spaces, commas, quotes or angle brackets.',
  offer_ended: offerEndedWords(null),
  already_claimed: 'This e-mail address has already claimed the offer, so nothing new was stored: the first claim stands.',
  audit_admins_only: 'You do not have permission to do this.',
  retention_too_short: 'The audit trail keeps at least one day.',
  staff_only: 'You do not have permission to do this.',
  admins_only: 'You do not have permission to do this.',
  last_admin: 'The team must keep at least one admin: make someone else an admin first.',
  not_staff: 'This person is not on the team.',
  already_accepted: 'This person has already accepted the invitation.',
  period_too_long: 'A period is at most 401 days: choose a shorter one.',
  analytics_retention_too_short: 'Analytics keep raw events at least one day.',
  salt_unavailable: 'An unexpected error occurred.',
  duplicate: 'That is already stored.',
  invalid_value: 'A value is not one the database accepts; check the fields.',
  in_use: 'Something else still uses this record.',
  not_allowed: 'You do not have permission to do this.',
  slug_taken: 'slug: another event already uses this page address.',
  file_taken: 'file: that file already belongs to another resource.',
  needs_download: 'status: a free resource needs a file or an external link before it is published.',
  conference_in_use: 'This event is the conference in Settings: choose another conference there before deleting it.',
  already_on_team: 'This address is already on the team.',
  account_exists:
    'This address already has an account on this site that is not on the team, so it cannot be invited. Invite another address of theirs.',
  own_account: 'You cannot do this to your own account here; ask another admin.',
  changed_since_opened:
    'Someone saved this record after you opened it, so your changes were not saved (they would have undone theirs). Close the form and open it again to see their changes.',
  wrong_password: 'That is not your current password.',
  weak_password: 'Choose a password of at least 12 characters.',
  invalid_input: 'Invalid input.',
  unauthenticated: 'You must be signed in.',
  forbidden: 'You do not have permission to do this.',
  not_found: 'Not found.',
  conflict: 'That conflicts with what is stored.',
  gone: 'That is no longer available.',
  too_large: 'That is too large.',
  unsupported_type: 'That kind of file is not accepted.',
  too_many_requests: 'Too many attempts. Please wait a moment and try again.',
  unexpected: 'An unexpected error occurred.',
  unavailable: 'That could not be done just now. Please try again.',
} as const satisfies Record<RefusalCode, string>
