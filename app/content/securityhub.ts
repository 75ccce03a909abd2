/**
 * /securityhub: landing page for users of a security partner.
 * Claims as the operator states them: a 60-day trial worth over $1,000, 20+ courses,
 * over 40% of members with IT security responsibilities, 30-60 minutes a week.
 */
export const SECURITY_RESOURCES_SECTION_ID = 'resources'

export const securityHubPage = {
  hero: {
    eyebrow: 'Exclusive for our security partner’s users',
    title: 'Protect Your Firm, Grow Your Practice',
    lead: 'Start a free 60-day trial of the community, worth over $1,000: security courses and guides written for accounting firms, live events, and experts who have been where you are.',
    claim: 'Start Your Free 60-Day Trial',
    explore: 'Explore Security Resources',
    note: 'No credit card required',
  },
  pillars: {
    eyebrow: 'Three pillars',
    title: 'Everything Your Firm Needs to Stay Secure',
    intro: 'Security is more than software. The trial brings together knowledge, people and a plan for growth.',
    items: [
      {
        id: 'security-foundation',
        title: 'Security Foundation',
        description: 'Courses and guides that turn security requirements into clear, practical steps for your firm.',
      },
      {
        id: 'peer-network',
        title: 'Peer Network',
        description: 'Compare notes with firm owners and IT leads who face the same threats, rules and client questions.',
      },
      {
        id: 'practice-growth',
        title: 'Practice Growth',
        description: 'Turn strong security into a selling point, and build advisory services on top of it.',
      },
    ],
  },
  resources: {
    eyebrow: 'Security resources',
    title: 'Start Learning Today',
    intro: 'A sample of the 20+ courses and guides in the community library. Claim the offer to unlock every one of them.',
    claim: 'Claim Offer to Access',
    example: 'Example',
    /** Above the cards while they show a sample the migration seeded (a row flagged is_example). */
    exampleNote: 'Example resources: cards marked Example are placeholders for the real courses and guides.',
    loading: 'Loading security resources',
    loadFailed: 'The security resources could not be loaded. Please try again later.',
  },
  benefits: {
    eyebrow: 'Your free trial',
    title: 'What the 60-Day Trial Includes',
    intro: 'Full access for 60 days, worth over $1,000. No credit card required.',
    items: [
      {
        id: 'events',
        title: 'Live Events',
        description: 'Workshops, roundtables and webinars on security, technology and firm management.',
      },
      {
        id: 'premium-resources',
        title: 'Premium Resources',
        description: '20+ courses plus guides, templates and checklists, including a full security library.',
      },
      {
        id: 'expert-access',
        title: 'Expert Access',
        description: 'Ask questions of security and technology experts who understand accounting firms.',
      },
    ],
  },
  faq: {
    eyebrow: 'Questions',
    title: 'Frequently Asked Questions',
  },
  closing: {
    title: 'Ready to Secure Your Firm?',
    text: 'Claim your free 60-day trial today. No credit card required.',
    claim: 'Claim Your Free Trial',
  },
} as const


export type SecurityPillarId = (typeof securityHubPage.pillars.items)[number]['id']

export type SecurityBenefitId = (typeof securityHubPage.benefits.items)[number]['id']
