/**
 * The words of the e-mails the site sends (the outbox: app/server/mail-kinds.ts). One
 * object per kind of mail; the renderers put what the database queued into these sentences.
 *
 * Plain data with no imports: the production server's mail worker (scripts/server) loads it
 * directly, without the bundler.
 */

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

/** How the dashboard's list of mail that could not be sent names each kind (app/components/admin/failed-notices.tsx). */
export const failedMailLabels = {
  application: 'Application',
  claim: 'Offer claim',
  registration: 'Event registration',
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
        : 'You are invited as an editor: you will manage the experts, events and resources the site shows.',
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
