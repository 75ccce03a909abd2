/**
 * /creators: the creators and partnership page.
 * Format lengths as the operator states them; which levels each format suits comes from
 * the creator level table.
 */
import { creatorsMeta } from './page-meta-two'

import {
  OPPORTUNITIES_SECTION_ID,
  creatorLevelNames,
  formatIds,
  formatTitles,
  levelsSuitedTo,
  type CreatorLevelName,
  type FormatId,
} from './creator-level-table'

export { OPPORTUNITIES_SECTION_ID, creatorLevelNames, type CreatorLevelName }

export const opportunityIds = formatIds
export type OpportunityId = FormatId

/** A partnership opportunity card. */
export interface PartnershipOpportunity {
  id: OpportunityId
  title: string
  description: string
  suitableFor: readonly CreatorLevelName[]
  format: string
  examples: readonly string[]
  /** The card's call to action: opens the scheduling page in a new tab. */
  cta: string
}

export const creatorsPage = {
  meta: creatorsMeta,
  hero: {
    eyebrow: 'Creators & Partners',
    title: 'Share Your Expertise With the Accounting Profession',
    lead: 'Reach accounting professionals and firm leaders. Teach, lead conversations and build lasting relationships, with a team that handles the platform, promotion and production for you.',
    schedule: 'Schedule a Partnership Discussion',
    explore: 'Explore Opportunities',
    note: 'A first conversation about what you would like to share.',
  },
  benefits: {
    eyebrow: 'Why partner with us',
    title: 'Key Benefits for Creators',
    intro: 'Everything you need to turn your expertise into influence, income and impact.',
    items: [
      {
        id: 'reach',
        title: 'Reach',
        description: 'Put your ideas in front of accounting professionals and firm partners who are actively looking to learn.',
      },
      {
        id: 'growth',
        title: 'Growth',
        description: 'Build your personal brand and authority with every session, article and conversation you lead.',
      },
      {
        id: 'network',
        title: 'Network',
        description: 'Connect with fellow creators, vendors and firm leaders, and open doors to new collaborations.',
      },
      {
        id: 'impact',
        title: 'Impact',
        description: 'Help firms modernize, serve clients better and grow, and see the difference your guidance makes.',
      },
      {
        id: 'revenue',
        title: 'Revenue',
        description: 'Earn from paid workshops, sponsored sessions, marketplace services and referrals.',
      },
      {
        id: 'support',
        title: 'Support',
        description: 'Rely on a team for technology, promotion, design and planning, so you can focus on your content.',
      },
    ],
  },
  opportunities: {
    eyebrow: 'Partnership opportunities',
    title: 'Ways to Partner With Us',
    intro:
      'Nine ways to share what you know, from a single workshop to a six-month peer group. Each card shows its format and the creator levels it suits.',
    suitableForLabel: 'Suitable for',
    formatLabel: 'Format',
    examplesLabel: 'Examples',
    levelsLink: 'Compare the creator levels',
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'From First Conversation to Launch',
    intro: 'Four steps, with our team beside you at every one.',
    steps: [
      {
        title: 'Initial Conversation',
        description: 'We talk about your expertise, your audience and your goals, and find the opportunities that fit.',
      },
      {
        title: 'Content Planning',
        description: 'Together we shape the topic, the format and the outcomes members will take away.',
      },
      {
        title: 'Platform Setup',
        description: 'We build your session pages, registration and materials on the community platform.',
      },
      {
        title: 'Launch & Support',
        description: 'We promote your launch, run the logistics on the day and share feedback afterwards.',
      },
    ],
  },
  support: {
    eyebrow: 'Creator support',
    title: 'We Handle the Details',
    intro: 'Our team works with creators on the platform, promotion, design and planning of their sessions.',
    items: [
      {
        id: 'technical',
        title: 'Technical Support',
        description: 'Platform setup, rehearsals and live-session production, so everything works on the day.',
      },
      {
        id: 'promotion',
        title: 'Promotion & Marketing',
        description: 'Announcements to the membership, social posts and newsletter features for every session.',
      },
      {
        id: 'design',
        title: 'Design & Branding',
        description: 'Slides, banners and session pages designed to look professional and to carry your brand.',
      },
      {
        id: 'collaboration',
        title: 'Collaboration & Planning',
        description: 'A content calendar planned with you, and introductions to co-hosts and fellow creators.',
      },
    ],
  },
  monetization: {
    eyebrow: 'Creator Monetization',
    title: 'Turn Your Expertise Into Income',
    text: 'Partnerships are built to be rewarding for both sides. Depending on the opportunity and your level, you can earn in several ways, and we agree the terms with you before anything launches.',
    items: [
      'Paid workshops and training courses',
      'Sponsored roundtables and fireside chats',
      'Services booked through your marketplace listing',
      'Referral rewards for members you introduce',
      'Leads and client relationships from every session',
    ],
    note: 'Terms depend on the opportunity and are agreed in writing before launch.',
  },
  closing: {
    title: 'Ready to Share Your Expertise?',
    text: 'Book a partnership discussion and we will map out the opportunities that fit you best.',
    schedule: 'Schedule a Partnership Discussion',
    levels: 'View Creator Levels',
    rightNowPrefix: 'Attended RightNOW?',
    rightNowLink: 'Claim your complimentary membership',
  },
} as const

type OpportunityCopy = Omit<PartnershipOpportunity, 'title' | 'suitableFor'>

const opportunityCopy: readonly OpportunityCopy[] = [
  {
    id: 'workshops',
    description: 'Teach a practical skill in an interactive live session, with exercises members can apply the next day.',
    format: '45-90 min live sessions',
    examples: ['Advisory pricing in practice', 'Month-end close automation', 'Client onboarding that scales'],
    cta: 'Propose a Workshop',
  },
  {
    id: 'roundtables',
    description: 'Facilitate a focused, candid discussion among firm leaders on one pressing topic.',
    format: '60 min, 8-12 participants',
    examples: ['Hiring and retention', 'Moving to value pricing', 'AI in the audit process'],
    cta: 'Host a Roundtable',
  },
  {
    id: 'peer-groups',
    description: 'Guide a small cohort through shared challenges, with accountability from one session to the next.',
    format: 'Monthly 75-min sessions over 6 months',
    examples: ['Firm owners under ten staff', 'Growing advisory practices', 'Women in firm leadership'],
    cta: 'Lead a Peer Group',
  },
  {
    id: 'fireside-chats',
    description: 'Share your story and your view of where the profession is going, in an informal, moderated conversation.',
    format: '45 min moderated conversation',
    examples: ['Building a firm that lasts', 'Lessons from two decades of advisory', 'The next ten years of accounting'],
    cta: 'Plan a Fireside Chat',
  },
  {
    id: 'content-creation',
    description: 'Publish articles, guides, templates and short videos that members keep coming back to.',
    format: 'Articles, guides, templates and videos on your schedule',
    examples: ['Tax season checklists', 'Engagement letter templates', 'Short explainer videos'],
    cta: 'Pitch Your Content',
  },
  {
    id: 'mentorship',
    description: 'Mentor members one to one or in small groups as they grow their careers and their firms.',
    format: '12-week programs',
    examples: ['New firm owners', 'First-time managers', 'Moving into advisory work'],
    cta: 'Become a Mentor',
  },
  {
    id: 'training',
    description: 'Build a structured, multi-part course that takes members from the basics to confident practice.',
    format: 'Multi-part courses, live or on demand',
    examples: ['Cloud accounting fundamentals', 'Cybersecurity basics for firms', 'Financial statement analysis'],
    cta: 'Propose a Course',
  },
  {
    id: 'marketplace-listing',
    description: 'List your services in the expert marketplace, where firms look for specialists they can trust.',
    format: 'An ongoing profile in the expert marketplace',
    examples: ['Fractional CFO services', 'Forensic accounting', 'Practice management consulting'],
    cta: 'Get Listed',
  },
  {
    id: 'referral-partner',
    description: 'Introduce your clients and network to the community, on referral terms agreed with you in writing.',
    format: 'Ongoing, with your own invitation link',
    examples: ['Software vendors', 'Industry associations', 'Consultants and coaches'],
    cta: 'Become a Referral Partner',
  },
]

export const partnershipOpportunities: readonly PartnershipOpportunity[] = opportunityCopy.map((item) => ({
  ...item,
  title: formatTitles[item.id],
  suitableFor: levelsSuitedTo(item.id),
}))

/** The ids of the benefit and support cards, which the page pairs with icons. */
export type CreatorBenefitId = (typeof creatorsPage.benefits.items)[number]['id']
export type CreatorSupportId = (typeof creatorsPage.support.items)[number]['id']
