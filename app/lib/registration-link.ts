/**
 * A registration's cancel link as the site reads it: the token in the link (the registration's
 * id and its signature, which only the database can make and check:
 * supabase/migrations/20261125110100_visitor_mail.sql), and what the database answers about it.
 */
import * as v from 'valibot'

/** 32 hex digits of the registration's id, then 32 of its signature. */
export const registrationLinkTokenSchema = v.pipe(v.string('is required'), v.regex(/^[0-9a-f]{64}$/, 'is not a cancel link'))

const eventSchema = v.object({
  title: v.string(),
  slug: v.string(),
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  timeZone: v.string(),
  format: v.picklist(['online', 'in_person', 'hybrid']),
  venue: v.nullable(v.string()),
  address: v.nullable(v.string()),
})

/**
 * What public.registration_by_cancel_link() answers for a link of ours:
 *   active           the button cancels it
 *   used             cancelled through this link
 *   cancelled        cancelled by staff
 *   event_cancelled  the event was cancelled
 *   started          the event has started: nothing to give back
 *   removed          the registration is gone with its deleted event (nothing else is told)
 * `cancelledNow`: this very request cancelled it (public.cancel_registration_by_link()), and
 * `heldSeat`: what it gave up was a seat (else a place on the waitlist).
 */
export const registrationLinkViewSchema = v.union([
  v.object({ state: v.literal('removed') }),
  v.object({
    state: v.picklist(['active', 'used', 'cancelled', 'event_cancelled', 'started']),
    name: v.string(),
    status: v.picklist(['confirmed', 'waitlisted', 'cancelled']),
    place: v.nullable(v.number()),
    event: eventSchema,
    cancelledNow: v.optional(v.boolean()),
    heldSeat: v.optional(v.boolean()),
  }),
])

export type RegistrationLinkView = v.InferOutput<typeof registrationLinkViewSchema>
/** A registration the link still names. */
export type LinkedRegistration = Exclude<RegistrationLinkView, { state: 'removed' }>
