/** Home page copy. The brand name comes from the site config, never from here. */
import type { FeaturePageName } from '../../app.config'

export const homeHero = {
  eyebrow: 'The community for accounting professionals',
  title: 'Grow your firm with a community that gets accounting',
  lead: 'CPE credits, firm strategies, centralized resources, expert insights, peer groups and coaching, all in one place.',
  joinNow: 'Join Now',
  browseExperts: 'Browse Experts',
} as const

/** The stat row; the community size is the one staff set in /admin/settings. */
export const homeStats = (communitySize: string) =>
  [
    { value: communitySize, label: 'community members' },
    { value: 'Up to 40', label: 'CPE credits a year for paid members' },
    { value: '$0', label: 'to join the Free Community' },
  ] as const

export type HomeFeatureId = 'resources' | 'peer-circles' | 'events' | 'cpe' | 'marketplace'

export interface HomeFeature {
  id: HomeFeatureId
  title: string
  description: string
  /**
   * Where the card leads: a page of its own, or a configured page (`featurePages` in
   * app.config.ts) for the features that are part of another page today.
   */
  target: { route: '/resources' | '/events' } | { featurePage: FeaturePageName }
  linkLabel: string
}

export const homeFeatures = {
  eyebrow: 'Inside the community',
  title: 'Everything your firm needs to grow, in one place',
  intro: 'Learn, connect and get answers from people who do the same work you do.',
  cards: [
    {
      id: 'resources',
      title: 'Resource Library',
      description: 'Guides, templates and checklists from firms and experts, searchable by topic.',
      target: { route: '/resources' },
      linkLabel: 'Explore resources',
    },
    {
      id: 'peer-circles',
      title: 'Peer Circles',
      description: 'Small groups of firm leaders who meet to compare notes and solve problems together.',
      target: { featurePage: 'peerCircles' },
      linkLabel: 'Find your circle',
    },
    {
      id: 'events',
      title: 'Live Events',
      description: 'Webinars, workshops and wellness sessions, with something on the calendar every month.',
      target: { route: '/events' },
      linkLabel: 'See upcoming events',
    },
    {
      id: 'cpe',
      title: 'CPE Credits',
      description: 'Paid members earn up to 40 CPE credits a year through the learning hub and CPE events.',
      target: { featurePage: 'cpeCredits' },
      linkLabel: 'Start earning CPE',
    },
    {
      id: 'marketplace',
      title: 'Expert Marketplace',
      description: 'Specialists in tax, audit, technology and growth, ready to help with your toughest work.',
      target: { featurePage: 'expertMarketplace' },
      linkLabel: 'Visit the marketplace',
    },
  ] satisfies HomeFeature[],
} as const

export const homeShowcase = {
  eyebrow: 'Expert showcase',
  title: 'Learn from experts who have built firms like yours',
  intro: 'Tax strategists, auditors, technologists and coaches share what works in sessions, resources and one-on-one conversations.',
  loading: 'Loading experts',
  viewAll: 'Meet all our experts',
} as const

export const homeFaq = {
  eyebrow: 'From the academy',
  title: 'Questions about the move to the community',
  intro: 'The academy is growing into the community. Here is what that means for you.',
  viewAll: 'View All FAQs',
  loading: 'Loading questions',
} as const

export const homeCta = {
  title: 'Ready to Continue Your Growth Journey?',
  /** With the community size staff set in /admin/settings. */
  text: (communitySize: string) => `Join ${communitySize} accounting professionals learning, sharing and growing together.`,
  button: 'Join Free Today',
} as const
