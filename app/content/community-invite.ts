/**
 * The community invite pages /rightnow2025 and /connect2025-poc, and
 * the section both share. The operator has not given that section's content: it tells
 * conference attendees what members get.
 */
import { featuredSpeakerSlug } from './speakers'

export interface InviteRoundtable {
  /** The roundtable's event (its title, date and registration link are data staff manage in /admin/events). */
  eventSlug: string
  points: readonly string[]
}

export interface InvitePageContent {
  hero: { eyebrow: string; title: string; lead: string; join: string; note: string }
  roundtable: { eyebrow: string; heading: string; reserve: string; details: InviteRoundtable }

  speaker: { eyebrow: string; title: string; text: string; link: string; slug: string }
  closing: { title: string; text: string; join: string }
}

export const RESERVE_LABEL = 'Reserve Your Spot'

/** A roundtable whose time has passed: no Reserve action. */
export const roundtableTookPlace = (date: string) => `This roundtable took place on ${date}.`
export const roundtableRegistrationClosed = 'Registration for this roundtable has closed.'

/** The shared section: what membership gives a conference attendee. */
export const memberBenefitsSection = {
  eyebrow: 'Membership',
  title: 'What Members Get',
  intro: 'One community for the learning, people and tools that help accounting firms grow.',
  items: [
    {
      id: 'peers',
      title: 'Peer roundtables',
      description: 'Regular small-group conversations with firm leaders who face the same decisions you do.',
    },
    {
      id: 'cpe',
      title: 'CPE learning',
      description: 'Workshops, courses and webinars, with up to 40 CPE credits a year for paid members.',
    },
    {
      id: 'experts',
      title: 'Expert access',
      description: 'Ask specialists in tax, technology, security and practice management for guidance.',
    },
    {
      id: 'resources',
      title: 'Resource library',
      description: 'Templates, checklists and guides you can put to work in your firm the same day.',
    },
    {
      id: 'discounts',
      title: 'Vendor discounts',
      description: 'Member pricing on the software and services firms use every day.',
    },
    {
      id: 'forum',
      title: 'Community forum',
      description: 'Ask questions, share what works and get answers from peers around the country.',
    },
  ],
} as const

export const rightNow2025Page: InvitePageContent = {
  hero: {
    eyebrow: 'For RightNOW 2025 attendees',
    title: 'Keep the RightNOW Momentum Going',
    lead: 'You heard the ideas. Now put them to work alongside peers who are doing the same. Your attendee invitation gets you into the community today.',
    join: 'Accept Your Invitation',
    note: 'Opens the community sign-up with your attendee invitation.',
  },
  roundtable: {
    eyebrow: 'Monthly roundtable',
    heading: 'Join the RightNOW Roundtable',
    reserve: RESERVE_LABEL,
    details: {
      eventSlug: 'rightnow-monthly-roundtable',
      points: ['Open to every RightNOW attendee', 'Hosted by the community team', 'Bring one challenge you are working on'],
    },
  },
  speaker: {
    eyebrow: 'Session spotlight',
    title: 'Revisit a Conference Session',
    text: 'Missed a session, or want to share it with your team? Read its summary on the session page.',
    link: 'Read the session summary',
    slug: featuredSpeakerSlug,
  },
  closing: {
    title: 'Your Seat in the Community Is Waiting',
    text: 'Accept your invitation and bring the energy of RightNOW back to your firm every week.',
    join: 'Join the Community',
  },
}

export const connect2025Page: InvitePageContent = {
  hero: {
    eyebrow: 'For Connect 2025 attendees',
    title: 'Great Meeting You at Connect 2025',
    lead: 'The conversations do not have to end with the conference. Join a community of accounting professionals who share what works, every week.',
    join: 'Accept Your Invitation',
    note: 'Opens the community sign-up with your attendee invitation.',
  },
  roundtable: {
    eyebrow: 'Follow-up roundtable',
    heading: 'Continue the Conversation',
    reserve: RESERVE_LABEL,
    details: {
      eventSlug: 'connect-2025-follow-up-roundtable',
      points: ['Open to every Connect 2025 attendee', 'Hosted by the community team', 'Come with one workflow to improve'],
    },
  },
  speaker: {
    eyebrow: 'Recommended session',
    title: 'Protecting Client Data, From RightNOW 2025',
    text: 'A conference session on the security controls that matter most for firms.',
    link: 'Read the session summary',
    slug: featuredSpeakerSlug,
  },
  closing: {
    title: 'Join Us in the Community',
    text: 'Accept your invitation and keep learning with peers who understand your work.',
    join: 'Join the Community',
  },
}
