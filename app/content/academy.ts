/** /academy: the academy transition page. */

export const academyHero = {
  eyebrow: 'For academy members',
  title: 'Your academy is now a community',
  lead: 'Everything you learned with us is still here, with more experts, more events and a network of peers to grow with.',
  continueJourney: 'Continue Your Journey',
  note: 'Your invitation opens the community in a new tab.',
} as const

export const academyCards = {
  eyebrow: 'What you get',
  title: 'Everything you had, and more',
  cards: [
    {
      id: 'experts',
      title: 'Expert Access',
      description: 'Ask specialists in tax, audit, technology and growth, and book time with them in the expert marketplace.',
    },
    {
      id: 'resources',
      title: 'Learning Resources',
      description: 'The academy library lives on in the community: courses, guides and templates, now searchable by topic.',
    },
    {
      id: 'live-sessions',
      title: 'Live Sessions',
      description: 'Webinars, workshops and CPE events with time for your questions, plus recordings for members.',
    },
    {
      id: 'peers',
      title: 'Peer Network',
      description: 'Meet firm owners and professionals facing the same challenges, in the forum, in messages and in peer groups.',
    },
    {
      id: 'perks',
      title: 'Vendor Perks',
      description: 'Member discounts on the software and services your firm already relies on.',
    },
  ],
} as const

export const academyWebsite = {
  eyebrow: 'Your firm website',
  title: 'Website manager',
  text: 'If the academy hosts your firm website, nothing changes. Keep editing pages, posts and contact forms in the website manager, and reach our website support team whenever you need a hand.',
  button: 'Open Website Manager',
  supportLead: 'Questions about your site?',
  supportLink: 'Email website support',
} as const

export const academyFaq = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  loading: 'Loading questions',
  intro: 'Everything about the move from the academy to the community, in one place.',
} as const

export const academyClosing = {
  title: 'Take the next step',
  text: 'Join the community, explore your dashboard, or manage your firm website.',
  join: 'Join the Community',
  dashboard: 'Explore Dashboard',
  website: 'Manage Your Website',
} as const

export type AcademyCardId = (typeof academyCards.cards)[number]['id']
