// Sample content (RightNOW speakers): an example to replace before launch; see index.ts and docs/content.md.

export interface Speaker {
  /** The URL segment: /rightnow/{slug}. */
  slug: string
  name: string
  title: string
  firm: string
  sessionTitle: string
  /** The session's slot: every session is on the Main Stage. */
  day: string
  time: string
  abstract: string
  takeaways: readonly string[]
  /** Two letters for the illustrated avatar. */
  initials: string
  /** Avatar background, from the site palette. */
  tone: 'teal' | 'ink' | 'amber' | 'slate'
}

/** RightNOW 2025 speakers (/rightnow/{slug}); an unknown slug is a 404. */
export const sampleSpeakers: readonly Speaker[] = [
  {
    slug: 'maya-thompson',
    name: 'Maya Thompson, CPA',
    title: 'Managing Partner',
    firm: 'Thompson & Reed Advisory',
    sessionTitle: 'From Compliance to Advisory: Rebuilding Your Service Mix',
    day: 'November 15, 2025',
    time: '10:30-11:30 AM',
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
    day: 'November 16, 2025',
    time: '9:00-10:00 AM',
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
    day: 'November 16, 2025',
    time: '10:30-11:30 AM',
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
    day: 'November 15, 2025',
    time: '1:30-2:30 PM',
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

/** Shown beside this sample, so no visitor takes it for fact. */
export const speakerNote = 'Example session: this speaker and session are placeholders, not a confirmed programme.'

/** Shown beside this sample, so no visitor takes it for fact. */
export const speakerListNote = 'Example sessions: the speakers listed are placeholders, not a confirmed programme.'
