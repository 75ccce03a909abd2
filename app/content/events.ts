/**
 * The words of /events, an event's own page and registration on this site. The events
 * themselves (titles, dates, registration) are data staff manage in /admin/events.
 */
import { eventPlaceWords } from './event-place'
import { personFields } from './person-fields'
import { registrationToast } from './rightnow'

export const eventsHero = {
  eyebrow: 'Events',
  title: "Everyone's invited!",
  lead: 'Live conversations and wellness breaks for the whole community. Members and guests are welcome: pick a session and save your seat.',
} as const

export const eventFormatLabels = { online: 'Online', in_person: 'In person', hybrid: 'Hybrid' } as const

export const eventsCopy = {
  upcomingTitle: 'Upcoming events',
  noUpcoming: 'No upcoming events are scheduled right now. New sessions are announced here.',
  toBeAnnouncedTitle: 'Date to be announced',
  toBeAnnounced: 'Date to be announced',
  recentPastTitle: 'Recent events',
  loadFailed: 'The events could not be loaded just now. Please try again in a moment.',
  register: 'Register Now',
  registerFor: (title: string, date: string | null) => `for ${title}${date ? ` on ${date}` : ''}`,
  details: 'Details',
  detailsFor: (title: string) => `about ${title}`,
  happeningNow: 'Happening now',
  tookPlace: 'Took place',
  cancelled: 'Cancelled',
  dateLabel: 'Date',
  timeLabel: 'Time',
  formatLabel: 'Format',
  closing: {
    title: 'Want to host a session?',
    text: 'Experts and creators lead workshops, roundtables and fireside chats for the community.',
    button: 'Become a creator',
  },
} as const

export const eventPageCopy = {
  backToEvents: 'All events',
  when: 'When',
  where: 'Where',
  online: eventPlaceWords.online,
  venueToBeConfirmed: eventPlaceWords.venueToBeConfirmed,
  about: 'About this event',
  registrationTitle: 'Registration',
  addToCalendar: 'Add to calendar',
  addToCalendarHint: 'Downloads an .ics file for your calendar app.',
  registerExternal: 'Register Now',
  registerHere: 'Register Now',
  registrationClosed: 'Registration for this event has closed.',
  noRegistration: 'No registration is needed.',
  tookPlace: (date: string) => `This event took place on ${date}.`,
  ongoing: 'This event is happening now.',
  cancelled: 'This event was cancelled.',
  capacity: (seats: number) => (seats === 1 ? 'Limited to 1 attendee.' : `Limited to ${seats} attendees.`),
} as const

/** The calendar feed (/events.ics) and the 'Add to calendar' files. */
export const eventCalendarCopy = {
  feedName: (siteName: string) => `${siteName} events`,
  online: eventPlaceWords.online,
} as const

/** Registration on this site: the dialog, its outcomes and refusals. */
export const registrationCopy = {
  dialogTitle: (title: string) => `Register for ${title}`,
  dialogIntro: 'Tell us who you are. All fields are required.',
  seatsLeft: (n: number) => (n === 1 ? 'One seat left.' : `${n} seats left.`),
  full: 'This event is full: if you register now, you join the waitlist.',
  submit: 'Register',
  submitting: 'Sending...',
  cancel: 'Cancel',
  /** Who registers: each field is required. */
  fields: personFields,
  failureTitle: 'Your registration was not sent.',
  unexpected: 'We could not reach the server. Check your connection and try again.',
  /** Shown only when a registration was stored with a seat. */
  received: (title: string, isConference: boolean) =>
    isConference
      ? registrationToast
      : { title: registrationToast.title, description: `Thank you for registering for ${title}! We'll be in touch soon with more details.` },
  waitlisted: (title: string) => ({
    title: 'You are on the waitlist',
    description: `${title} is full, so your registration is on the waitlist. When a seat opens, it goes to the first person waiting: you move up by yourself.`,
  }),
  alreadyRegistered: (title: string) => ({
    title: 'Already registered',
    description: `This email address is already registered for ${title}. Nothing new was stored.`,
  }),
} as const
