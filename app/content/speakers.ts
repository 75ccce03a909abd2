/**
 * Speakers of the RightNOW Conference 2025 and the copy of their session pages
 * (/rightnow/$name, spec 2.20). The speakers are fictional.
 */

export interface Speaker {
  /** The URL segment: /rightnow/{slug}. */
  slug: string
  name: string
  title: string
  firm: string
  sessionTitle: string
  abstract: string
  takeaways: readonly string[]
  /** Two letters for the illustrated avatar. */
  initials: string
  /** Avatar background, from the site palette. */
  tone: 'teal' | 'ink' | 'amber' | 'slate'
}

export const speakers: readonly Speaker[] = [
  {
    slug: 'maya-thompson',
    name: 'Maya Thompson, CPA',
    title: 'Managing Partner',
    firm: 'Thompson & Reed Advisory',
    sessionTitle: 'From Compliance to Advisory: Rebuilding Your Service Mix',
    abstract:
      'Most firms know advisory is the future, yet compliance work still fills the calendar. Maya shares how her firm moved half of its revenue to advisory in three years: which services to retire, how to package and price the new ones, and how to bring the team along.',
    takeaways: [
      'A simple way to score your current services by margin and client value',
      'Three advisory packages you can launch without new hires',
      'Scripts for the client conversations that make the change stick',
    ],
    initials: 'MT',
    tone: 'teal',
  },
  {
    slug: 'david-okonkwo',
    name: 'David Okonkwo',
    title: 'Chief Technology Officer',
    firm: 'Ledgerworks Consulting',
    sessionTitle: 'AI in the Close: What to Automate and What to Keep',
    abstract:
      'Automation promises a faster close, but not every step should be handed to a machine. David walks through a real month-end close, step by step, showing where AI saves hours, where it adds risk, and how to review its work with confidence.',
    takeaways: [
      'A map of the close with the steps that are safe to automate',
      'Review controls that keep automated entries audit-ready',
      'How to measure the time you actually save',
    ],
    initials: 'DO',
    tone: 'ink',
  },
  {
    slug: 'sofia-martinez',
    name: 'Sofia Martinez, CPA, CITP',
    title: 'Director of Cybersecurity',
    firm: 'Northbridge CPA Group',
    sessionTitle: 'The Firm Security Playbook: Protecting Client Data Without Slowing Down',
    abstract:
      'Client data is a firm’s most valuable asset and its biggest liability. Sofia shares the playbook her firm uses to stay secure through tax season: the controls that matter most, a written security plan that people actually follow, and what to do in the first hour of an incident.',
    takeaways: [
      'The five controls that stop most attacks on small firms',
      'A one-page outline for your written security plan',
      'An incident checklist for the first hour, day and week',
    ],
    initials: 'SM',
    tone: 'amber',
  },
  {
    slug: 'james-whitfield',
    name: 'James Whitfield',
    title: 'Founder',
    firm: 'Whitfield Practice Growth',
    sessionTitle: 'Pricing for Value: Lessons From 200 Firms',
    abstract:
      'After helping more than 200 firms rethink their pricing, James has seen what works and what backfires. He shares the patterns behind successful moves to value pricing, the mistakes to avoid, and how to raise prices without losing the clients you want to keep.',
    takeaways: [
      'How to find the value your clients would pay more for',
      'A tiered pricing structure you can adapt this month',
      'What to say when a client pushes back',
    ],
    initials: 'JW',
    tone: 'slate',
  },
]

export function findSpeaker(slug: string): Speaker | undefined {
  return speakers.find((speaker) => speaker.slug === slug)
}

/** The speaker the community invite pages link to. */
export const featuredSpeakerSlug = 'sofia-martinez'

export const speakerPage = {
  eyebrow: 'RightNOW Conference 2025 · Speaker Session',
  session: {
    title: 'Session Details',
    eventLabel: 'Event',
    event: 'RightNOW Conference 2025',
    stageLabel: 'Stage',
    stage: 'Main Stage',
    timeLabel: 'Time',
    time: '10:30-11:30 AM',
  },
  aboutSession: 'About the Session',
  takeawaysTitle: 'You Will Leave With',
  postEvent: {
    eyebrow: 'After the conference',
    title: 'Keep the Conversation Going',
    text: 'Join the post-event group to put the session into practice with fellow attendees.',
    facts: [
      { id: 'sessions', label: '6 weekly sessions', detail: 'Starting May 15, 2025' },
      { id: 'schedule', label: 'Thursdays', detail: '2:00-3:00 PM EDT' },
      { id: 'recordings', label: 'Recordings', detail: 'Available to all registrants' },
    ],
    rsvp: 'RSVP for the Post-Event Group',
  },
  heroRsvp: 'RSVP Now',
  otherSpeakers: 'More RightNOW Speakers',
  viewSession: 'View session',
  backToEvent: 'About the RightNOW Conference',
  metaDescription: (speaker: Speaker) =>
    `${speaker.name}, ${speaker.title} at ${speaker.firm}, on "${speaker.sessionTitle}": RightNOW Conference 2025, Main Stage, 10:30-11:30 AM.`,
} as const
