/**
 * The limits and times of visitors' mail that the database decides
 * (supabase/migrations/20261125110100_visitor_mail.sql and 20261129150000_claim_confirmation.sql;
 * tests/unit/mail-kinds.test.ts holds the two to the same values).
 */

/** At most this many mails answering visitors' forms go to one address in 24 hours; the rest are held. */
export const visitorMailsPerDay = 3

/** A reminder goes this many hours before an event starts. */
export const reminderLeadHours = 24

/** An event's update waits this long, so several saves in a row make one mail. */
export const eventUpdateGraceSeconds = 30

/** A claim's confirmation waits this long, so a claim set to confirmed by mistake can be set back before it goes. */
export const claimConfirmationGraceSeconds = 30

/**
 * Whether a registration's confirmation (or waitlist mail) went out, as
 * public.registration_mail_states() answers: sent, not yet, failed after the last try, or held
 * by the daily limit per address.
 */
export const registrationMailStates = ['sent', 'queued', 'failed', 'held'] as const
export type RegistrationMailState = (typeof registrationMailStates)[number]
