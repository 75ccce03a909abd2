/**
 * /rightnow: the RightNOW conference page.
 * The event's facts and the registration toast, as the operator states them. Its days, format
 * and seats are the conference's event's, which staff edit: the words follow them.
 */
import type { EventFormat } from '~/domain/event-choices'

export interface EventFact {
  id: 'dates' | 'hours' | 'capacity' | 'format' | 'recording'
  label: string
  value: string
}

/** The conference's facts in words, from its event (dates, hours, seats) and the operator's rules. */
export function conferenceFacts(conference: { dates: { range: string; hours: string } | null; days: number; capacity: number | null; format: EventFormat }): EventFact[] {
  const facts: EventFact[] = []
  if (conference.dates) {
    facts.push({ id: 'dates', label: 'Dates', value: conference.dates.range })
    const [from, to] = conference.dates.hours.split('-')
    facts.push({
      id: 'hours',
      label: 'Hours',
      value: conference.days > 1 && to ? `${from} to ${to} ${conference.days === 2 ? 'both days' : 'each day'}` : conference.dates.hours,
    })
  }
  if (conference.capacity) facts.push({ id: 'capacity', label: 'Capacity', value: `${conference.capacity} attendees` })
  facts.push({ id: 'format', label: 'Format', value: formatOnly[conference.format] }, { id: 'recording', label: 'Recording', value: 'Sessions are not recorded' })
  return facts
}

/**
 * The agenda's introduction, from the conference's event: its hours when it has dates (in the past
 * tense once it is over), and that sessions may still change only while it is still to come.
 */
export function agendaIntro(conference: { dates: { hours: string } | null; days: number; phase: string } | null): string | undefined {
  const sentences: string[] = []
  const [from, to] = conference?.dates?.hours.split('-') ?? []
  if (conference && from && to) {
    const over = conference.phase === 'past'
    const who = conference.days === 1 ? 'The conference' : conference.days === 2 ? 'Both days' : 'Each day'
    const verb = over ? 'ran' : conference.days === 2 ? 'run' : 'runs'
    sentences.push(`${who} ${verb} from ${from} to ${to}.`)
  }
  if (!conference || conference.phase === 'upcoming' || conference.phase === 'tba') sentences.push('Session details may be refined before the event.')
  return sentences.length ? sentences.join(' ') : undefined
}

/** How the conference is attended, as a fact and within a sentence. */
const formatOnly = { in_person: 'In person only', online: 'Online only', hybrid: 'In person and online' } as const satisfies Record<EventFormat, string>
const formatPhrase = { in_person: 'in person', online: 'online', hybrid: 'in person and online' } as const satisfies Record<EventFormat, string>
const dayCounts = ['One Day', 'Two Days', 'Three Days', 'Four Days', 'Five Days', 'Six Days', 'Seven Days']
/** 'Two Days'; null while the conference has no dates. */
const daysInWords = (days: number | null) => (days ? (dayCounts[days - 1] ?? `${days} Days`) : null)

/** The agenda's title: how many days the conference spans, when it has dates. */
export const agendaTitle = (days: number | null) => (days && days > 1 ? `The ${days}-Day Agenda` : 'The Agenda')

/** The conference's Event JSON-LD description once it is over. */
export const conferencePastDescription = (name: string, dates: string) => `${name} took place on ${dates}.`

export const RIGHTNOW_AGENDA_SECTION_ID = 'agenda'

/** The toast after Register. */
export const registrationToast = {
  title: 'Registration received',
  description: "Thank you for registering for RightNOW! We'll be in touch soon with more details.",
} as const

export const rightNowPage = {
  hero: {
    eyebrow: 'RightNOW Conference',
    title: (days: number | null) => `${[daysInWords(days), 'Move'].filter(Boolean).join(' to ')} Your Firm Forward, Right Now`,
    lead: (format: EventFormat) =>
      `${{ in_person: 'An in-person conference', online: 'An online conference', hybrid: 'A conference in person and online' }[format]} for accounting firm leaders who want practical strategies, honest conversations and a plan they can start on Monday.`,
    where: (format: EventFormat, seats: number | null) => (seats ? `${formatOnly[format]}, ${seats} seats` : formatOnly[format]),
    register: 'Register Now',
    agenda: 'View the Agenda',
  },
  details: {
    eyebrow: 'Event details',
    title: 'Event Details',
    intro: (format: EventFormat, seats: number | null) =>
      seats && format === 'in_person' ? `A small room on purpose: ${seats} attendees, in person only.` : seats ? `${seats} attendees, ${formatPhrase[format]}.` : `${formatOnly[format]}.`,
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
        description: 'Sessions with room for questions.',
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
    ],
    validUntil: (date: string) => `Valid until ${date}`,
    ended: (date: string) => `This offer ended on ${date}.`,
    claim: 'Claim Your Offer',
  },
  faq: {
    eyebrow: 'Questions',
    title: 'Frequently Asked Questions',
  },
  closing: {
    title: (seats: number | null) => (seats ? `Only ${seats} Seats. Save Yours.` : 'Save Your Seat.'),
    /** Once every seat is taken: Register still takes a place on the waitlist. */
    fullTitle: (seats: number) => `All ${seats} Seats Are Taken. Join the Waitlist.`,
    text: (days: number | null, format: EventFormat, dates: string, seats: number | null) => {
      const when = daysInWords(days)
      const how = when ? `${when.toLowerCase()} ${formatPhrase[format]}` : formatPhrase[format]
      return `${how.charAt(0).toUpperCase()}${how.slice(1)}, ${dates}${seats ? `, for at most ${seats} attendees` : ''}.`
    },
    register: 'Register for RightNOW',
  },
  /** While the conference is under way, after registration closed. */
  registrationClosed: 'Registration for RightNOW has closed.',
  /** Once the conference is over: no Register action anywhere. */
  past: {
    notice: (name: string, dates: string) => `${name} took place on ${dates}. Thank you to everyone who joined us.`,
    closingTitle: 'Keep the RightNOW Conversation Going',
    closingText: 'Attendees keep meeting in the community: join the monthly roundtable and revisit the sessions.',
    closingLink: 'For RightNOW attendees',
  },
  /** When the conference's dates are not published. */
  datesToBeAnnounced: 'Dates to be announced',
} as const


/**
 * The one entry of the RightNOW FAQ kept in code: its answer names the offer's last day, which
 * the settings own. It follows the entries staff edit in /admin/content (place 'rightnow').
 */
export const rightNowOfferFaq = (offerValidUntil: string) => ({
  id: 'offer',
  question: 'How do I claim the complimentary membership?',
  answer: `After registering, use the claim form on our website. The offer covers up to 5 firm members and is valid until ${offerValidUntil}.`,
})

export type RightNowBenefitId = (typeof rightNowPage.whatYouGet.items)[number]['id']
