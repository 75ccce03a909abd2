/**
 * The words of the e-mails the site sends (the outbox: app/server/mail-kinds.ts). One object
 * per kind of mail; the renderers put what the database queued into these sentences. They
 * promise nothing the site does not do: a seat that frees goes to the first person waiting,
 * who is e-mailed; a reminder goes the day before.
 *
 * Plain data that imports only other such modules, with their extension: the production
 * server's mail worker (scripts/server) loads it directly, without the bundler.
 */
import { applicationReceived, claimReceived } from './after-submission.ts'
import { eventPlaceWords } from './event-place.ts'

/** The staff's notice of a new submission (to NOTIFY_TO). */
export const staffNoticeWords = {
  labels: {
    name: 'Name',
    email: 'E-mail',
    company: 'Company',
    firm: 'Firm',
    reference: 'Reference',
    partnershipTypes: 'Partnership types',
    event: 'Event',
    registration: 'Registration',
  },
  application: {
    heading: 'A new partnership application arrived',
    subject: (name: string, company: string) => `New partnership application: ${name}, ${company}`,
    link: 'Open the application in the admin area',
  },
  claim: {
    heading: 'A new offer claim arrived',
    subject: (name: string, firm: string) => `New offer claim: ${name}, ${firm}`,
    link: 'Open the offer claims in the admin area',
  },
  registration: {
    heading: (event: string) => `A new registration for ${event}`,
    subject: (event: string, name: string, outcome: string) => `New registration for ${event}: ${name} (${outcome.toLowerCase()})`,
    waitlisted: 'On the waitlist',
    confirmed: 'Seat confirmed',
    link: 'Open the event’s registrations in the admin area',
  },
} as const

/** How every mail to a visitor (a registrant, an applicant, a claimant) greets them. */
const greeting = (name: string) => `Hello ${name},`

/** What every mail to a registrant says of the event, and the links it carries. */
export const registrantMailWords = {
  greeting,
  labels: { when: 'When', where: 'Where', place: 'Place on the waitlist' },
  when: (date: string, time: string) => `${date}, ${time}`,
  toBeAnnounced: 'Date to be announced',
  place: eventPlaceWords,
  join: 'Join online',
  eventPage: 'The event’s page',
  calendarAttached: 'The calendar entry is attached (an .ics file for your calendar app), or add it here:',
  google: 'Add to Google Calendar',
  outlook: 'Add to Outlook',
  cancel: 'Can’t come after all? Cancel your registration, so someone else can have your seat',
  leaveWaitlist: 'No longer interested? Leave the waitlist',
  signOff: (site: string) => `${site}`,
  confirmation: {
    subject: (event: string) => `You’re registered: ${event}`,
    heading: (event: string) => `Your seat for ${event} is confirmed`,
    lead: 'Your registration is confirmed.',
    promotedSubject: (event: string) => `A seat opened: you’re registered for ${event}`,
    promotedLead: 'A seat opened and it is yours: you have moved up from the waitlist, and your registration is confirmed.',
  },
  waitlisted: {
    subject: (event: string) => `You’re on the waitlist for ${event}`,
    heading: (event: string) => `You are on the waitlist for ${event}`,
    lead: (event: string, place: number) => `${event} is full, so your registration is on the waitlist. You are number ${place} in line.`,
    next: 'If a seat opens, the first person waiting is moved up and receives a confirmation by e-mail.',
  },
  reminder: {
    subject: (event: string, date: string) => `Reminder: ${event}, ${date}`,
    heading: (event: string) => `${event} is coming up`,
    lead: (event: string) => `A reminder of your registration for ${event}: your seat is confirmed.`,
  },
  update: {
    subject: (event: string) => `Changed: ${event}`,
    heading: (event: string) => `${event} has changed`,
    lead: (event: string) => `The details of ${event} have changed. Here they are as they are now.`,
    stillWaiting: (place: number) => `You are still on the waitlist: number ${place} in line.`,
    /** Said alike to whoever has the event in a calendar and whoever has not (the waitlist's first mail, an event dated only now). */
    calendar: 'The attached calendar file has the event as it is now: open it to add the event to your calendar, or to update the entry an earlier e-mail put there.',
    /** An update of an event without a date (taken away, or not set yet): no calendar file can carry it. */
    noDate: 'The date is to be announced, so no calendar file comes with this e-mail: if an earlier e-mail put the event in your calendar, remove that entry. You will hear from us when the date is set.',
  },
  cancelled: {
    subject: (event: string) => `Cancelled: ${event}`,
    heading: (event: string) => `${event} has been cancelled`,
    lead: (event: string, when: string) => `We are sorry: ${event} (${when}) has been cancelled, and your registration with it.`,
    calendar: 'The attached calendar file removes it from your calendar.',
    otherEvents: 'Other events',
  },
} as const

/** The receipts of an application and of an offer claim, and a claim's confirmation: their name, and nothing else they typed. */
export const receiptWords = {
  application: {
    ...applicationReceived,
    subject: (reference: string) => `Application received: ${reference}`,
    greeting,
  },
  claim: {
    subject: 'We received your claim',
    heading: 'Claim received',
    greeting,
    text: claimReceived,
  },
  claimConfirmed: {
    subject: 'Your Core Advantage membership is confirmed',
    heading: 'Membership confirmed',
    greeting,
    text: 'We have confirmed your Core Advantage membership.',
  },
} as const

/** How the dashboard's list of mail that could not be sent names each kind (app/components/admin/failed-notices.tsx). */
export const failedMailLabels = {
  application: 'Application',
  claim: 'Offer claim',
  registration: 'Event registration',
  registration_confirmation: 'Registration confirmation',
  registration_waitlisted: 'Waitlist confirmation',
  event_reminder: 'Event reminder',
  event_update: 'Event update',
  event_cancelled: 'Event cancellation',
  application_receipt: 'Application receipt',
  claim_receipt: 'Claim receipt',
  claim_confirmation: 'Claim confirmation',
  staff_invitation: 'Staff invitation',
  staff_recovery: 'Password link',
} as const

/** A staff member's invitation and password link (app/server/staff-mail.ts). */
export const staffMailWords = {
  invitation: {
    subject: (site: string) => `Your invitation to the ${site} admin area`,
    heading: (site: string) => `You are invited to the ${site} admin area`,
    role: (role: string) =>
      role === 'admin'
        ? 'You are invited as an admin: you will manage the site, see what visitors send, and run the team.'
        : 'You are invited as an editor: you will manage the experts, events, resources and content the site shows, and see its analytics.',
    link: 'Accept the invitation and choose a password',
    expiry: 'The link works once, for 7 days. If you did not expect this invitation, ignore this e-mail.',
  },
  recovery: {
    subject: (site: string) => `Choose a new password for the ${site} admin area`,
    heading: 'Choose a new password',
    intro: 'Someone asked for a new password for your staff account.',
    link: 'Choose a new password',
    expiry: 'The link works once, for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  /** When the site has no name to sign with. */
  siteFallback: 'site',
} as const
