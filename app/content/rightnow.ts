/**
 * /rightnow: the RightNOW conference page.
 * The event's facts and the registration toast, as the operator states them.
 */
import { rightNowMeta } from './page-meta-two'

export interface AgendaItem {
  time: string
  title: string
  description: string
}

export interface AgendaDay {
  id: string
  label: string
  date: string
  theme: string
  items: readonly AgendaItem[]
}

export interface EventFact {
  id: 'dates' | 'hours' | 'capacity' | 'format' | 'recording'
  label: string
  value: string
}

export const RIGHTNOW_AGENDA_SECTION_ID = 'agenda'

/** The toast after Register. */
export const registrationToast = {
  title: 'Registration received',
  description: "Thank you for registering for RightNOW! We'll be in touch soon with more details.",
} as const

export const rightNowEvent = {
  name: 'RightNOW Conference 2025',
  /** ISO local date-times for the Event JSON-LD (no time zone is stated). */
  startDate: '2025-11-15T09:00',
  endDate: '2025-11-16T17:00',
  capacity: 100,
} as const

export const rightNowPage = {
  meta: rightNowMeta,
  hero: {
    eyebrow: 'RightNOW Conference 2025',
    title: 'Two Days to Move Your Firm Forward, Right Now',
    lead: 'An in-person conference for accounting firm leaders who want practical strategies, honest conversations and a plan they can start on Monday.',
    when: 'November 15-16, 2025',
    where: 'In person only, 100 seats',
    register: 'Register Now',
    agenda: 'View the Agenda',
  },
  details: {
    eyebrow: 'Event details',
    title: 'Event Details',
    intro: 'A small room on purpose: 100 attendees, in person only.',
    facts: [
      { id: 'dates', label: 'Dates', value: 'November 15-16, 2025' },
      { id: 'hours', label: 'Hours', value: '9:00 AM to 5:00 PM both days' },
      { id: 'capacity', label: 'Capacity', value: '100 attendees' },
      { id: 'format', label: 'Format', value: 'In person only' },
      { id: 'recording', label: 'Recording', value: 'Sessions are not recorded' },
    ] satisfies EventFact[],
    register: 'Reserve Your Seat',
  },
  whatYouGet: {
    eyebrow: 'Why attend',
    title: "What You'll Get",
    items: [
      {
        id: 'strategies',
        title: 'Practical strategies',
        description: 'Sessions on advisory, pricing, technology and talent, each ending with steps you can take right away.',
      },
      {
        id: 'peers',
        title: 'Peer conversations',
        description: 'Roundtables with firm leaders facing the same decisions, in a room small enough to talk openly.',
      },
      {
        id: 'experts',
        title: 'Time with experts',
        description: 'Sessions with room for questions, in a room of at most 100 attendees.',
      },
      {
        id: 'membership',
        title: 'A complimentary membership',
        description: 'Every attendee firm can claim Core Advantage membership for up to 5 firm members.',
      },
    ],
  },
  agenda: {
    eyebrow: 'Agenda',
    title: 'The 2-Day Agenda',
    intro: 'Both days run from 9:00 AM to 5:00 PM. Session details may be refined before the event.',
  },
  offer: {
    eyebrow: 'Exclusive attendee offer',
    title: 'Complimentary Core Advantage Membership',
    headline: 'A $2,500 value',
    text: 'Every RightNOW attendee can claim a complimentary Core Advantage membership for their firm.',
    points: [
      'Covers up to 5 firm members',
      'Normally $500 per month per firm',
      '$1,000 value over the first 60 days',
      'Valid until December 31, 2025',
    ],
    claim: 'Claim Your Offer',
  },
  faq: {
    eyebrow: 'Questions',
    title: 'Frequently Asked Questions',
  },
  closing: {
    title: 'Only 100 Seats. Save Yours.',
    text: 'Two days in person, November 15-16, 2025, for at most 100 attendees.',
    register: 'Register for RightNOW',
  },
} as const


/** The FAQ of the RightNOW page: the refund, transfer and roundtable rules. */
export const rightNowFaq = [
  {
    id: 'refund',
    question: 'What is the refund policy?',
    answer: 'You can cancel for a full refund up to 30 days before the event.',
  },
  {
    id: 'transfer',
    question: 'Can I transfer my registration to a colleague?',
    answer:
      'Yes. Within 30 days of the event, when refunds are no longer available, you can transfer your registration to a colleague. Send us their name and email address.',
  },
  {
    id: 'recording',
    question: 'Will the sessions be recorded or streamed?',
    answer: 'No. RightNOW is in person only, and sessions are not recorded, so that everyone can speak openly.',
  },
  {
    id: 'capacity',
    question: 'How many people will attend?',
    answer: 'Capacity is 100 attendees, so that every session leaves room for questions and conversation.',
  },
  {
    id: 'roundtable',
    question: 'What happens after the event?',
    answer:
      'Attendees are invited to a monthly roundtable to keep the conversation going. The first one is on Wednesday May 28, 10:00-11:00 AM EST.',
  },
  {
    id: 'offer',
    question: 'How do I claim the complimentary membership?',
    answer:
      'After registering, use the claim form on our website. The offer covers up to 5 firm members and is valid until December 31, 2025.',
  },
] as const

/** schema.org Event for the conference, from the same constants the page shows. */
/** `venue`: where it takes place (sample content until the operator gives it). */
export function rightNowEventJsonLd(site: { name: string; url: string }, venue: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: rightNowEvent.name,
    description: rightNowPage.meta.description,
    startDate: rightNowEvent.startDate,
    endDate: rightNowEvent.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    maximumAttendeeCapacity: rightNowEvent.capacity,
    location: { '@type': 'Place', name: venue },
    organizer: { '@type': 'Organization', name: site.name, url: site.url },
    url: `${site.url}/rightnow`,
  }
}

/** The ids of the what-you-get cards, which the page pairs with icons. */
export type RightNowBenefitId = (typeof rightNowPage.whatYouGet.items)[number]['id']
