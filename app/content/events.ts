/** /events (event banners). */
import type { LinkName } from '../../app.config'

export const eventsHero = {
  eyebrow: 'Events',
  title: "Everyone's invited!",
  lead: 'Live conversations and wellness breaks for the whole community. Members and guests are welcome: pick a session and save your seat.',
} as const

export interface EventBanner {
  id: string
  title: string
  /** The SVG banner under /images/events/. */
  banner: string
  alt: string
  /** The event's registration page (opens in a new tab). */
  registrationUrl: LinkName
  date?: string
  time?: string
  description: string
}

export const eventBanners: readonly EventBanner[] = [
  {
    id: 'fireside-chat',
    title: 'Fireside Chat',
    banner: '/images/events/fireside-chat.svg',
    alt: 'Fireside Chat banner: an open conversation with community leaders',
    registrationUrl: 'eventFiresideChat',
    description: 'An open, unscripted conversation with community leaders about where the profession is heading. Bring your questions.',
  },
  {
    id: 'chair-yoga-sep-18',
    title: 'Wellness Thursday: Chair Yoga',
    banner: '/images/events/chair-yoga-sep-18.svg',
    alt: 'Wellness Thursday Chair Yoga banner, Thursday Sep 18, 11:30-11:45 AM EDT',
    registrationUrl: 'eventChairYogaSep18',
    date: 'Sep 18',
    time: '11:30-11:45 AM EDT',
    description: 'Fifteen minutes of gentle stretches you can do at your desk. No mat, no experience, no camera required.',
  },
  {
    id: 'chair-yoga-sep-25',
    title: 'Wellness Thursday: Chair Yoga',
    banner: '/images/events/chair-yoga-sep-25.svg',
    alt: 'Wellness Thursday Chair Yoga banner, Thursday Sep 25, 11:30-11:45 AM EDT',
    registrationUrl: 'eventChairYogaSep25',
    date: 'Sep 25',
    time: '11:30-11:45 AM EDT',
    description: 'Reset before the afternoon with a short guided session of breathing and chair-based movement.',
  },
]

export const eventsCopy = {
  listTitle: 'Upcoming events',
  register: 'Register Now',
  registerFor: (event: EventBanner) => `for ${event.title}${event.date ? ` on ${event.date}` : ''}`,
  dateLabel: 'Date',
  timeLabel: 'Time',
  closing: {
    title: 'Want to host a session?',
    text: 'Experts and creators lead workshops, roundtables and fireside chats for the community.',
    button: 'Become a creator',
  },
} as const
