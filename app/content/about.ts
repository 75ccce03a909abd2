/** /about: the story page. */

export const aboutHero = {
  eyebrow: 'Our story',
  title: 'From academy to community',
  /** With the community size staff set in /admin/settings. */
  lead: (communitySize: string) => `We started by teaching accountants. We grew by listening to them. Today, ${communitySize} members learn, share and grow together.`,
} as const

export const aboutEvolution = {
  eyebrow: 'Our evolution',
  title: 'How the academy became a community',
  paragraphs: [
    'The academy began as a place to learn: courses, workshops and CPE for accounting professionals who wanted to run better firms. It worked, and it taught us something. The most valuable moments were rarely in the lessons themselves. They were in the conversations after them.',
    'Members compared notes on pricing, hiring and technology. They introduced each other to specialists. They kept each other accountable. So we built around that: a community where learning, events, peer groups, coaching and expert help live side by side.',
    'Everything the academy offered is still here. Now it comes with the people who make it worth using.',
  ],
  /** The stat beside the story: the community size staff set in /admin/settings. */
  statLabel: 'community members and counting',
} as const

export const aboutPromises = {
  eyebrow: 'Our promise',
  title: 'What you can count on',
  cards: [
    {
      id: 'learning',
      title: 'More Ways to Learn',
      description:
        'Courses, a searchable resource library and a learning hub where paid members earn up to 40 CPE credits a year, at their own pace.',
    },
    {
      id: 'events',
      title: 'New and Improved Events',
      description:
        'Webinars, academy workshops, fireside chats and wellness sessions, planned around the accounting calendar.',
    },
    {
      id: 'coaching',
      title: 'Connection & Coaching',
      description: 'Peer groups, direct messaging and one-on-one coaching, so you never have to work out the hard parts alone.',
    },
  ],
} as const

export type AboutPromiseId = (typeof aboutPromises.cards)[number]['id']

export const aboutValues = {
  eyebrow: 'Our values',
  title: 'What guides us',
  loading: 'Loading our values',
  items: [
    {
      id: 'community-first',
      question: 'Community First',
      answer:
        'Every decision starts with what helps our members. We build the features, events and resources members ask for, and we measure success by how much they help each other.',
    },
    {
      id: 'continuous-innovation',
      question: 'Continuous Innovation',
      answer:
        'The profession keeps changing, and so do we. We test new formats, tools and ideas, keep what works and retire what does not.',
    },
    {
      id: 'excellence-in-everything',
      question: 'Excellence in Everything',
      answer:
        'Accountants trust precision. We hold our content, our events and our service to the same standard our members hold their work.',
    },
  ],
} as const

export const aboutCta = {
  title: 'Be part of the next chapter',
  text: 'Join free today and meet the people who make the community what it is.',
  join: 'Join Now',
  membership: 'Compare memberships',
} as const
