/**
 * /perks: the perks program for members and vendor partners.
 * Claims as the operator states them (95%, 50+,
 * 85% retention, 3.2x ROI, 150+ leads a month, 92% satisfaction; discounts of
 * 30% to 50% off or 3 to 6 months free). The active-member figure is a setting staff change
 * in /admin/settings (the community size when it is left empty): `perksStats` puts it first.
 */

export interface PerkStat {
  value: string
  label: string
}

const smallNumbers = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'] as const

export const perksPage = {
  hero: {
    eyebrow: 'Perks Program',
    title: 'Exclusive Perks for Accounting Professionals',
    lead: 'Members save on the tools and services their firms rely on. Vendors reach an engaged community of accounting professionals. Everyone gets more value.',
    primary: 'Become a Member',
    secondary: 'Partner With Us',
  },
  stats: [
    { value: '95%', label: 'engagement rate' },
    { value: '50+', label: 'partner benefits' },
  ] satisfies PerkStat[],
  statsLabel: 'The perks program in numbers',
  value: {
    eyebrow: 'Value on both sides',
    title: 'A Program That Works for Everyone',
    intro: 'Perks connect members with trusted vendors on terms that benefit both.',
    vendors: {
      title: 'For Vendors',
      points: [
        'Reach decision-makers at accounting firms of every size',
        'Build trust through a community members already rely on',
        'Generate qualified leads without cold outreach',
        'Gather product feedback from active practitioners',
      ],
    },
    members: {
      title: 'For Members',
      points: [
        'Save 30% to 50%, or get 3 to 6 months free, on vetted tools',
        'Discover solutions recommended by fellow professionals',
        'Access partner training, onboarding and priority support',
        'Member pricing on the tools and services firms use',
      ],
    },
  },
  perks: {
    eyebrow: 'Sample perks',
    title: 'A Taste of What Members Unlock',
    /** How many perks the section shows, as a sentence opens it ('Six examples', '12 examples'). */
    intro: (count: number) =>
      `${count === 1 ? 'One example' : `${count <= 10 ? smallNumbers[count] : count} examples`} from a growing catalogue of partner benefits. Members see every perk, with its redemption details, in the community.`,
    featuresLabel: 'Includes',
    savingsLabel: 'Savings',
    locked: 'Member Access Required',
    lockedHint: 'Sign in as a member to redeem this perk.',
  },
  partnershipTypes: {
    eyebrow: 'For vendors',
    title: 'Vendor Partnership Types',
    intro: 'Choose the level of visibility and engagement that fits your goals.',
    items: [
      {
        id: 'exclusive-discount',
        title: 'Exclusive Discount Partner',
        description: 'Offer members a discount or extended free period, featured in the perks catalogue.',
      },
      {
        id: 'featured-solution',
        title: 'Featured Solution Partner',
        description: 'Priority placement, member newsletters and a dedicated solution page in the community.',
      },
      {
        id: 'education',
        title: 'Education Partner',
        description: 'Sponsor or co-host workshops and training that show your product solving real firm problems.',
      },
      {
        id: 'event-sponsor',
        title: 'Event Sponsor',
        description: 'Visibility at community events, roundtables and conferences, with direct access to attendees.',
      },
    ],
  },
  whyPartner: {
    eyebrow: 'Why partner',
    title: 'Results Our Vendor Partners See',
    intro: 'Partners reach a community that engages, listens and buys.',
    stats: [
      { value: '85%', label: 'retention' },
      { value: '3.2x', label: 'ROI' },
      { value: '150+', label: 'leads per month' },
      { value: '92%', label: 'satisfaction' },
    ] satisfies PerkStat[],
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'Simple for Members and Vendors',
    members: {
      title: 'For Members',
      steps: [
        { title: 'Join the community', description: 'Choose a membership that fits your firm.' },
        { title: 'Browse the perks', description: 'Find partner offers by category in the member area.' },
        { title: 'Redeem and save', description: 'Use the member code or link shown with each perk.' },
      ],
    },
    vendors: {
      title: 'For Vendors',
      steps: [
        { title: 'Get in touch', description: 'Tell our partnerships team about your product and your audience.' },
        { title: 'Design your offer', description: 'Agree an exclusive member offer and the partnership type.' },
        { title: 'Launch and grow', description: 'Go live in the catalogue and track leads and redemptions.' },
      ],
    },
  },
  closing: {
    title: 'Ready to Unlock More Value?',
    text: 'Members: join to start saving today. Vendors: write to our partnerships team to put your offer in front of the community.',
    member: 'Become a Member',
    vendor: 'Email Our Partnerships Team',
  },
} as const

/** The program in numbers: the active-member figure from the settings, then the program's own. */
export function perksStats(activeMembers: string): PerkStat[] {
  return [{ value: activeMembers, label: 'active members' }, ...perksPage.stats]
}

export type PerkPartnershipTypeId = (typeof perksPage.partnershipTypes.items)[number]['id']
