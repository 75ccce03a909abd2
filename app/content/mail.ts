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
} as const
