/**
 * Membership content: the tiers, the one feature matrix every membership page is
 * built from (spec 3 and 6), the Detailed Benefits tabs, testimonials, and the
 * copy of /membership, /membership_v2 and /membership-embed.
 */
import type { LinkName } from '../../app.config'
import type { FeatureGroups, TierId } from '~/lib/tier-matrix'

export interface Tier {
  id: TierId
  /** The name in the comparison table. */
  name: string
  /** The name the FAQ and the plan cards use. */
  planName: string
  /** Badge named by the spec's tier enumeration. */
  badge: 'Basic' | 'Most Popular' | 'Premium' | null
  summary: string
  price: string
  priceNote: string
  /** The per-tier community page (paid tiers). */
  tierLink: LinkName | null
}

export const tiers: readonly Tier[] = [
  {
    id: 'community',
    name: 'Free Community',
    planName: 'Free',
    badge: null,
    summary: 'Connect with peers and stay current, at no cost.',
    price: '$0',
    priceNote: 'per month',
    tierLink: null,
  },
  {
    id: 'digital',
    name: 'Digital',
    planName: 'Digital',
    badge: 'Basic',
    summary: 'Learn online, earn CPE and benchmark your firm.',
    price: 'Monthly or annual',
    priceNote: 'save with annual billing',
    tierLink: 'tierDigital',
  },
  {
    id: 'advantage',
    name: 'Advantage',
    planName: 'Advantage',
    badge: 'Most Popular',
    summary: 'Add academy workshops and CPE events.',
    price: 'Monthly or annual',
    priceNote: 'save with annual billing',
    tierLink: 'tierAdvantage',
  },
  {
    id: 'elite',
    name: 'Academy Elite',
    planName: 'Elite',
    badge: 'Premium',
    summary: 'Grow with group coaching and peer groups.',
    price: 'Monthly or annual',
    priceNote: 'save with annual billing',
    tierLink: 'tierElite',
  },
]

export function tierById(id: TierId): Tier {
  const tier = tiers.find((candidate) => candidate.id === id)
  if (!tier) throw new Error(`Unknown tier ${id}`)
  return tier
}

/** Spec 6: what each tier adds. Websites are an add-on for paid tiers; CPE events start at Advantage. */
export const featureGroups: FeatureGroups = {
  community: [
    { id: 'forum', label: 'Forum access' },
    { id: 'resource-library', label: 'Basic resource library' },
    { id: 'webinars', label: 'Free webinars' },
    { id: 'newsletters', label: 'Industry newsletters' },
  ],
  digital: [
    { id: 'benchmarking', label: 'Benchmarking' },
    { id: 'online-chat', label: 'Online chat' },
    { id: 'learning-hub', label: 'Learning hub with CPE' },
    { id: 'advisory-products', label: 'Premade advisory products' },
    { id: 'vendor-discounts', label: 'Vendor discounts' },
    { id: 'online-events', label: 'Online events' },
    { id: 'websites', label: 'Websites', availability: 'addon' },
  ],
  advantage: [
    { id: 'workshops', label: 'Academy workshops' },
    { id: 'cpe-events', label: 'CPE events' },
  ],
  elite: [
    { id: 'group-coaching', label: 'Group coaching' },
    { id: 'peer-groups', label: 'Peer groups' },
  ],
}

/** The heading of each feature group in the comparison table. */
export const featureGroupNames: Record<TierId, string> = {
  community: 'Community essentials',
  digital: 'Digital learning and tools',
  advantage: 'Workshops and CPE events',
  elite: 'Coaching and peer groups',
}

export const matrixCellText = {
  included: 'Included',
  none: 'Not included',
  addon: 'Add-on',
} as const

export const membershipPageCopy = {
  hero: {
    eyebrow: 'Membership',
    title: 'Accounting CPE and professional development membership',
    lead: 'Earn up to 40 CPE credits a year, learn from experts and grow alongside firms like yours. Start free, and upgrade when you are ready.',
    note: 'Free tier $0 a month. Paid plans billed monthly or annually, with annual discounts. Cancel any time.',
  },
  joinFree: 'Join Free',
  loading: 'Loading',
  bookCall: 'Book a Call',
  comparison: {
    eyebrow: 'Compare plans',
    title: 'Find the plan that fits your firm',
    intro: 'Every plan includes everything in the plans before it.',
    featureColumn: 'Feature',
    caption: 'Features included in each membership plan',
    mostPopular: 'Most Popular',
    everythingIn: (plan: string) => `Everything in ${plan}, plus:`,
  },
  benefits: {
    eyebrow: 'Detailed benefits',
    title: 'What membership gives you',
    tabsLabel: 'Membership type',
    free: 'Free Community',
    paid: 'Paid Community',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Membership questions',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What members say',
  },
  closing: {
    title: 'Start free today',
    text: 'Join the community at no cost, or talk with us about the plan that suits your firm.',
  },
} as const

export interface BenefitGroup {
  title: string
  items: readonly { title: string; description: string }[]
}

/** Detailed Benefits tabs (spec 2.6 and 6). */
export const detailedBenefits: { free: BenefitGroup; paid: BenefitGroup } = {
  free: {
    title: 'Included for every member',
    items: [
      { title: 'General forum', description: 'Ask questions, share what works and learn from accounting professionals across the country.' },
      { title: 'Limited events and resources', description: 'Free webinars and a selection of guides and templates from the basic resource library.' },
      { title: 'Direct messaging', description: 'Reach any member privately to follow up on a conversation or make an introduction.' },
      { title: 'Industry newsletters', description: 'The regulatory, tax and technology news that matters to firms, in your inbox.' },
    ],
  },
  paid: {
    title: 'Everything in Free Community, plus',
    items: [
      { title: 'One-on-one coaching', description: 'A monthly allocation of one-on-one coaching to work on your firm, not just in it.' },
      { title: 'Up to 40 CPE credits a year', description: 'Earn CPE in the learning hub, and at CPE events on the Advantage and Elite plans.' },
      { title: 'Benchmarking and advisory products', description: 'Compare your firm with peers and offer premade advisory services to clients.' },
      { title: 'Vendor discounts', description: 'Member pricing on the software and services firms use every day.' },
      { title: 'Manage My Team', description: 'Firm partners add team members and manage their access in one space.' },
      { title: 'Members-only resources', description: 'Premium guides, templates and perks reserved for paying members.' },
    ],
  },
}

export interface Testimonial {
  quote: string
  author: string
  role: string
}


/** /membership_v2 (spec 2.7). */
export const membershipOptionsCopy = {
  hero: {
    eyebrow: 'Membership options',
    title: 'Choose how you grow with the community',
    lead: 'Start with the Always Free plan, or upgrade for CPE, coaching and peer groups.',
  },
  freeCard: {
    badge: 'Always Free',
    title: 'Free Community',
    description: 'Everything you need to connect with peers and stay current.',
    cta: 'Sign Up',
  },
  upgrade: 'Upgrade',
  mostPopular: 'Most Popular',
  billingNote: 'Billed monthly or annually, with annual discounts. Cancel any time.',
  compareLink: 'Compare every feature',
} as const

/** /membership-embed (spec 2.8). */
export const membershipEmbedCopy = {
  title: 'Membership plans',
  lead: 'Join free, or learn more about the paid plans.',
  freeCard: {
    title: 'Free Community',
    description: 'Connect with peers and stay current, at no cost.',
    cta: 'Sign Up',
  },
  learnMore: 'Learn more',
  learnMoreAbout: (plan: string) => `about ${plan}`,
  billingNote: 'Billed monthly or annually, with annual discounts. Cancel any time.',
} as const

