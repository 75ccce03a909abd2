/**
 * Titles and descriptions of the public pages. Route heads import only this small
 * module, so the page copy itself stays in each page's own code-split chunk
 * instead of the entry bundle every page loads.
 */

export const homeMeta = {
  title: 'Accounting community, CPE and expert insights',
  description:
    'A community for accounting professionals and firms: up to 40 CPE credits a year, firm strategies, peer groups, coaching and an expert marketplace.',
} as const

export const aboutMeta = {
  title: 'Our story',
  description:
    'How the academy grew into a community of 948+ accounting professionals: more ways to learn, better events, and connection and coaching.',
} as const

export const academyMeta = {
  title: 'From the Academy to the Community',
  description:
    'What changes for academy members as the academy becomes a community: expert access, resources, live sessions, peers, perks and the full FAQ.',
} as const

export const eventsMeta = {
  title: 'Events',
  description:
    'Community events for accounting professionals: a fireside chat and Wellness Thursday chair yoga sessions on Sep 18 and Sep 25. Everyone is invited.',
} as const

export const expertsMeta = {
  title: 'Expert marketplace',
  description:
    'Meet accounting experts in tax, audit, forensic accounting, technology, valuation and practice growth, or become an expert yourself.',
} as const

export const membershipMeta = {
  membership: {
    title: 'Accounting CPE and professional development membership',
    description:
      'Compare the Free Community, Digital, Advantage and Academy Elite plans: up to 40 CPE credits a year, workshops, coaching and peer groups.',
  },
  options: {
    title: 'Membership options',
    description: 'An always-free community plan, and Digital, Advantage and Elite plans for CPE, workshops, coaching and peer groups.',
  },
  embed: {
    title: 'Membership plans',
    description: 'Sign up free or learn more about the Digital, Advantage and Elite membership plans.',
  },
} as const

export const resourcesMeta = {
  title: 'Resource library',
  description:
    'Guides, templates and checklists for accounting firms: tax planning, audit, practice management, technology and advisory services.',
} as const
