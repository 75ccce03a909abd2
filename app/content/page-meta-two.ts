/**
 * Titles and descriptions of the creator, partner, event and offer pages.
 * Kept apart from the page copy: route heads run in the entry bundle, so they
 * import only this small module and the copy stays in each page's own chunk.
 */

export interface PageMetaCopy {
  title: string
  description: string
}

export const creatorsMeta: PageMetaCopy = {
  title: 'Creators & Partners',
  description:
    'Partner with a community of accounting professionals: host workshops, roundtables, peer groups and fireside chats, create content, mentor, and grow your reach and revenue.',
}

export const creatorLevelsMeta: PageMetaCopy = {
  title: 'Creator Levels',
  description:
    'Four creator levels, from Rising Creator to Industry Icon: see how you can engage with accounting professionals at each stage and which opportunities fit you.',
}

export const onboardingMeta: PageMetaCopy = {
  title: 'Creator Onboarding',
  description:
    'Welcome, creators: seven steps from your kickoff call to your first live session, including your headshot, bio, W9 and a free 60-day trial link for your network.',
}

export const partnerGuidelinesMeta: PageMetaCopy = {
  title: 'Partner Guidelines',
  description:
    'The standards every creator, expert and vendor partner agrees to: professionalism, respect, collaboration, confidentiality, content ownership and how we handle violations.',
}

export const perksMeta: PageMetaCopy = {
  title: 'Member Perks & Vendor Partnerships',
  description:
    'Exclusive discounts on the software and services accounting firms use every day, and a partner program that puts vendors in front of 10,000+ active members.',
}

export const securityHubMeta: PageMetaCopy = {
  title: 'Security Hub',
  description:
    'For our security partner’s users: a free 60-day community trial worth over $1,000, with security courses, guides, events and expert access. No credit card required.',
}

export const rightNowMeta: PageMetaCopy = {
  title: 'RightNOW Conference 2025',
  description:
    'RightNOW 2025: two in-person days for accounting firm leaders, November 15-16, 2025, 9:00 AM to 5:00 PM, limited to 100 attendees. Agenda, attendee offer and FAQ.',
}

export const claimOfferMeta: PageMetaCopy = {
  title: 'Claim Your Core Advantage Membership',
  description:
    'RightNOW attendees: claim a complimentary Core Advantage membership for up to 5 firm members, a $2,500 value, valid until December 31, 2025.',
}

export const rightNow2025Meta: PageMetaCopy = {
  title: 'RightNOW 2025 Attendees: Join the Community',
  description:
    'For RightNOW 2025 attendees: join the community with your invitation, reserve your spot at the monthly roundtable and revisit the conference sessions.',
}

export const connect2025Meta: PageMetaCopy = {
  title: 'Connect 2025 Attendees: Join the Community',
  description:
    'For Connect 2025 attendees: join the community with your invitation and reserve your spot at the follow-up roundtable on Wednesday June 4, 2:00-3:00 PM EST.',
}
