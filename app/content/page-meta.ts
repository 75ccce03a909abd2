/**
 * Every page's title and description, the one source of every route's `head`
 * (through `pageHead` in app/lib/site.ts). Route heads run in the route tree that
 * every page loads, so this module holds only this wording: the page copy stays in
 * each page's own chunk, and the admin pages' wording is fetched with the admin code.
 */
import type { EventFormat } from '~/domain/event-choices'
import type { PageMeta } from '~/lib/site'
import type { SpeakerView } from '~/lib/content-pages'

export const pageMeta = {
  home: {
    title: 'Accounting community, CPE and expert insights',
    description:
      'A community for accounting professionals and firms: up to 40 CPE credits a year, firm strategies, peer groups, coaching and an expert marketplace.',
  },
  about: {
    title: 'Our story',
    description:
      'How the academy grew into a community of accounting professionals: more ways to learn, better events, and connection and coaching.',
  },
  academy: {
    title: 'From the Academy to the Community',
    description:
      'What changes for academy members as the academy becomes a community: expert access, resources, live sessions, peers, perks and the full FAQ.',
  },
  membership: {
    title: 'Accounting CPE and professional development membership',
    description:
      'Compare the Free Community, Digital, Advantage and Academy Elite plans: up to 40 CPE credits a year, workshops, coaching and peer groups.',
  },
  membershipOptions: {
    title: 'Membership options',
    description:
      'An always-free community plan, and Digital, Advantage and Elite plans for CPE, workshops, coaching and peer groups.',
  },
  membershipEmbed: {
    title: 'Membership plans',
    description:
      'Sign up free or learn more about the Digital, Advantage and Elite membership plans.',
  },
  events: {
    title: 'Events',
    description:
      'Community events for accounting professionals: fireside chats, roundtables, Wellness Thursday sessions and conferences. Everyone is invited.',
  },
  resources: {
    title: 'Resource library',
    description:
      'Guides, templates and checklists for accounting firms: tax planning, audit, practice management, technology and advisory services.',
  },
  experts: {
    title: 'Expert marketplace',
    description:
      'Meet accounting experts in tax, audit, forensic accounting, technology, valuation and practice growth, or become an expert yourself.',
  },
  creators: {
    title: 'Creators & Partners',
    description:
      'Partner with a community of accounting professionals: host workshops, roundtables, peer groups and fireside chats, create content, mentor, and grow your reach and revenue.',
  },
  creatorLevels: {
    title: 'Creator Levels',
    description:
      'Four creator levels, from Rising Creator to Industry Icon: see how you can engage with accounting professionals at each stage and which opportunities fit you.',
  },
  onboarding: {
    title: 'Creator Onboarding',
    description:
      'Welcome, creators: seven steps from your kickoff call to your first live session, including your headshot, bio, W9 and a free 60-day trial link for your network.',
  },
  partnerGuidelines: {
    title: 'Partner Guidelines',
    description:
      'The standards every creator, expert and vendor partner agrees to: professionalism, respect, collaboration, confidentiality, content ownership and how we handle violations.',
  },
  perks: {
    title: 'Member Perks & Vendor Partnerships',
    description:
      'Exclusive discounts on the software and services accounting firms use every day, and a partner program that puts vendors in front of our active members.',
  },
  partnershipApplication: {
    title: 'Partnership application',
    description:
      'Apply to partner with our community of accounting professionals: choose how you want to share your expertise in five short steps.',
  },
  rightNow: {
    title: 'RightNOW Conference',
    description: 'RightNOW: in person, for accounting firm leaders. Agenda, attendee offer and FAQ.',
  },
  claimOffer: {
    title: 'Claim Your Core Advantage Membership',
    description: 'RightNOW attendees: claim a complimentary Core Advantage membership for up to 5 firm members, a $2,500 value.',
  },
  rightNow2025: {
    title: 'RightNOW 2025 Attendees: Join the Community',
    description: 'For RightNOW 2025 attendees: join the community with your invitation and revisit the conference sessions.',
  },
  connect2025: {
    title: 'Connect 2025 Attendees: Join the Community',
    description: 'For Connect 2025 attendees: join the community with your invitation and read a session summary from RightNOW 2025.',
  },
  cancelRegistration: {
    title: 'Your registration',
    description: 'Your registration for a community event, and the button that cancels it.',
    // A registrant's own page, reached only through the link in their mail.
    noindex: true,
  },
  securityHub: {
    title: 'Security Hub',
    description:
      'For our security partner’s users: a free 60-day community trial worth over $1,000, with security courses, guides, events and expert access. No credit card required.',
  },
} as const satisfies Record<string, PageMeta>

/**
 * The story page and /perks with the figures staff set in /admin/settings (their loaders read
 * them); `pageMeta.about` and `pageMeta.perks` are the same words without a figure.
 */
export const figurePageMeta = {
  about: (communitySize: string): PageMeta => ({
    title: pageMeta.about.title,
    description: `How the academy grew into a community of ${communitySize} accounting professionals: more ways to learn, better events, and connection and coaching.`,
  }),
  perks: (activeMembers: string): PageMeta => ({
    title: pageMeta.perks.title,
    description: `Exclusive discounts on the software and services accounting firms use every day, and a partner program that puts vendors in front of ${activeMembers} active members.`,
  }),
}

/**
 * /rightnow and /claim-offer with what staff set (the conference's event, the offer's end in
 * /admin/settings), made by their server functions (so not in the browser's code);
 * `pageMeta.rightNow` and `pageMeta.claimOffer` are the words without them.
 */
export const conferencePageMeta = {
  rightNow: (conference: { title: string; phase: string; days: number; format: EventFormat; capacity: number | null; dates: { range: string; hours: string } | null } | null): PageMeta => {
    if (!conference) return pageMeta.rightNow
    const attended = { in_person: 'in-person', online: 'online', hybrid: 'hybrid' }[conference.format]
    if (!conference.dates) {
      const article = conference.format === 'hybrid' ? 'a' : 'an'
      return { title: conference.title, description: `RightNOW: ${article} ${attended} conference for accounting firm leaders. Agenda, attendee offer and FAQ.` }
    }
    const { title, dates, capacity } = conference
    if (conference.phase === 'past') return { title, description: `${title} took place on ${dates.range}. See its agenda, its speakers and the attendee offer.` }
    const days = conference.days === 1 ? `one ${attended} day` : `${conference.days} ${attended} days`
    const [from, to] = dates.hours.split('-')
    return {
      title,
      description: `${title}: ${days} for accounting firm leaders, ${dates.range}${to ? `, ${from} to ${to}` : ''}${capacity ? `, limited to ${capacity} attendees` : ''}. Agenda, attendee offer and FAQ.`,
    }
  },
  claimOffer: (offer: { open: boolean; endsOnText: string }): PageMeta => ({
    title: pageMeta.claimOffer.title,
    description: offer.open
      ? `${pageMeta.claimOffer.description.slice(0, -1)}, valid until ${offer.endsOnText}.`
      : `The complimentary Core Advantage membership for RightNOW attendees ended on ${offer.endsOnText}: claims are no longer accepted.`,
  }),
}

/**
 * A community invite page with its roundtable (an event staff run): the spot to reserve is
 * offered only while the page offers it, on the roundtable's own date and time. Made by the
 * server function that reads the roundtable; `pageMeta.rightNow2025` and `pageMeta.connect2025`
 * are the words without it.
 */
export function invitePageMeta(page: 'rightNow2025' | 'connect2025', roundtable: { reservable: boolean; when: { date: string; time: string } | null } | null): PageMeta {
  const { title, description } = pageMeta[page]
  if (!roundtable?.reservable) return { title, description }
  if (page === 'rightNow2025') {
    return { title, description: 'For RightNOW 2025 attendees: join the community with your invitation, reserve your spot at the monthly roundtable and revisit the conference sessions.' }
  }
  const on = roundtable.when ? ` on ${roundtable.when.date}, ${roundtable.when.time}` : ''
  return { title, description: `For Connect 2025 attendees: join the community with your invitation and reserve your spot at the follow-up roundtable${on}.` }
}

/** A RightNOW speaker's session page, at the conference as staff name it (made by its server function). */
export function speakerPageMeta(speaker: Pick<SpeakerView, 'name' | 'title' | 'firm' | 'sessionTitle' | 'stage' | 'day' | 'time'>, conferenceName: string): PageMeta {
  return {
    title: speaker.sessionTitle,
    description: `${[speaker.name, speaker.title && speaker.firm ? `${speaker.title} at ${speaker.firm}` : speaker.title || speaker.firm].filter(Boolean).join(', ')}, on "${speaker.sessionTitle}": ${[conferenceName, speaker.stage, speaker.day, speaker.time].filter(Boolean).join(', ')}.`,
  }
}

export type AdminPage = keyof typeof import('./admin').adminPageMeta

/** An admin page's title and description, for its route loader: kept out of the public pages' code. */
export async function loadAdminPageMeta(page: AdminPage): Promise<PageMeta> {
  const { adminPageMeta } = await import('./admin')
  return { ...adminPageMeta[page], noindex: true }
}

/** An event's own page: its title and summary. */
export function eventPageMeta(event: { title: string; summary: string }): PageMeta {
  return { title: event.title, description: event.summary || `${event.title}: a community event for accounting professionals.` }
}
