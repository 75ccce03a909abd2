/**
 * The resource library (spec 2.10 and 3). A free resource downloads from
 * `<LINK_RESOURCE_DOWNLOADS>/<id>` (see `resourceDownloadUrl`); the base address is
 * configuration (app.config.ts), never written here.
 */

export interface Resource {
  id: string
  title: string
  description: string
  category: ResourceCategory
  author: string
  /** ISO date (YYYY-MM-DD). */
  date: string
  /** Cover image under /images/resources/. */
  image: string
  membershipRequired: boolean
}

/** Where a free resource's Download Now leads, under the configured download address. */
export function resourceDownloadUrl(downloadsBase: string, resource: Pick<Resource, 'id'>): string {
  return `${downloadsBase.replace(/\/+$/, '')}/${encodeURIComponent(resource.id)}`
}

export const resourceCategoryList = [
  'Tax Planning',
  'Audit & Assurance',
  'Practice Management',
  'Technology',
  'Advisory Services',
] as const
export type ResourceCategory = (typeof resourceCategoryList)[number]

const cover: Record<ResourceCategory, string> = {
  'Tax Planning': '/images/resources/tax-planning.svg',
  'Audit & Assurance': '/images/resources/audit-assurance.svg',
  'Practice Management': '/images/resources/practice-management.svg',
  Technology: '/images/resources/technology.svg',
  'Advisory Services': '/images/resources/advisory-services.svg',
}

function resource(entry: Omit<Resource, 'image'>): Resource {
  return { ...entry, image: cover[entry.category] }
}

export const resources: readonly Resource[] = [
  resource({
    id: 'tax-season-readiness-checklist',
    title: 'Tax Season Readiness Checklist',
    description: 'A week-by-week plan for intake, staffing and client communication before the filing rush begins.',
    category: 'Tax Planning',
    author: 'Community Tax Desk',
    date: '2025-08-04',
    membershipRequired: false,
  }),
  resource({
    id: 'multi-state-nexus-guide',
    title: 'Multi-State Nexus Guide',
    description: 'When remote staff and online sales create filing obligations, and how to document your position.',
    category: 'Tax Planning',
    author: 'Amara Okafor, CPA',
    date: '2025-07-22',
    membershipRequired: true,
  }),
  resource({
    id: 'year-end-tax-planning-letter',
    title: 'Year-End Tax Planning Client Letter',
    description: 'An editable letter that invites clients to a planning meeting and lists the documents to bring.',
    category: 'Tax Planning',
    author: 'Community Tax Desk',
    date: '2025-09-02',
    membershipRequired: false,
  }),
  resource({
    id: 'risk-based-audit-planning-toolkit',
    title: 'Risk-Based Audit Planning Toolkit',
    description: 'Templates for risk assessment, materiality and planning memos that keep engagements inspection-ready.',
    category: 'Audit & Assurance',
    author: 'Priya Natarajan, CPA',
    date: '2025-06-18',
    membershipRequired: true,
  }),
  resource({
    id: 'engagement-letter-essentials',
    title: 'Engagement Letter Essentials',
    description: 'The clauses every review and compilation engagement letter needs, with plain-language explanations.',
    category: 'Audit & Assurance',
    author: 'Community Quality Team',
    date: '2025-05-27',
    membershipRequired: false,
  }),
  resource({
    id: 'fraud-red-flags-field-guide',
    title: 'Fraud Red Flags Field Guide',
    description: 'Warning signs to look for in client books, and the questions to ask before they become claims.',
    category: 'Audit & Assurance',
    author: 'Daniel Reyes, CFE',
    date: '2025-08-19',
    membershipRequired: true,
  }),
  resource({
    id: 'capacity-planning-workbook',
    title: 'Capacity Planning Workbook',
    description: 'Map hours, roles and deadlines across the year to see where the next hire really needs to be.',
    category: 'Practice Management',
    author: 'Marcus Bennett',
    date: '2025-07-08',
    membershipRequired: true,
  }),
  resource({
    id: 'client-onboarding-template',
    title: 'Client Onboarding Template',
    description: 'A welcome sequence, document request list and kickoff agenda for every new client.',
    category: 'Practice Management',
    author: 'Community Operations Team',
    date: '2025-06-03',
    membershipRequired: false,
  }),
  resource({
    id: 'remote-team-playbook',
    title: 'Remote Team Playbook',
    description: 'Routines, meeting rhythms and review workflows for firms with staff in more than one place.',
    category: 'Practice Management',
    author: 'Community Operations Team',
    date: '2025-09-09',
    membershipRequired: false,
  }),
  resource({
    id: 'cloud-accounting-stack-guide',
    title: 'Cloud Accounting Stack Guide',
    description: 'How to choose and connect ledger, payroll, document and practice-management software.',
    category: 'Technology',
    author: 'Grace Liu, CPA, CITP',
    date: '2025-08-26',
    membershipRequired: false,
  }),
  resource({
    id: 'firm-cybersecurity-checklist',
    title: 'Firm Cybersecurity Checklist',
    description: 'Multi-factor sign-in, backups, phishing drills and a written security plan, step by step.',
    category: 'Technology',
    author: 'Community Technology Team',
    date: '2025-07-15',
    membershipRequired: false,
  }),
  resource({
    id: 'automation-roi-calculator',
    title: 'Automation ROI Calculator',
    description: 'Estimate the hours and fees that automating bank feeds, reconciliations and reminders can return.',
    category: 'Technology',
    author: 'Grace Liu, CPA, CITP',
    date: '2025-09-16',
    membershipRequired: true,
  }),
  resource({
    id: 'advisory-pricing-framework',
    title: 'Advisory Pricing Framework',
    description: 'Package and price advisory services by value, with three sample proposals you can adapt.',
    category: 'Advisory Services',
    author: 'Marcus Bennett',
    date: '2025-06-24',
    membershipRequired: true,
  }),
  resource({
    id: 'cash-flow-forecast-template',
    title: '13-Week Cash Flow Forecast Template',
    description: 'A ready-to-use forecast that turns a client conversation into an ongoing advisory engagement.',
    category: 'Advisory Services',
    author: 'Community Advisory Team',
    date: '2025-08-12',
    membershipRequired: false,
  }),
  resource({
    id: 'business-valuation-primer',
    title: 'Business Valuation Primer',
    description: 'The three valuation approaches explained for firms adding valuation to their advisory work.',
    category: 'Advisory Services',
    author: 'Samuel Adeyemi, CVA',
    date: '2025-05-13',
    membershipRequired: true,
  }),
]

/** 'Aug 4, 2025' style dates, the same on the server and in the browser. */
export function formatResourceDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

export const resourcesPageCopy = {
  hero: {
    eyebrow: 'Resource library',
    title: 'Practical resources for modern accounting firms',
    lead: 'Search guides, templates and checklists from community experts. Free resources are open to everyone; premium resources come with membership.',
  },
  loading: 'Loading resources',
  searchLabel: 'Search resources',
  searchPlaceholder: 'Search resources...',
  libraryHeading: 'Browse the resource library',
  categoriesLabel: 'Filter by category',
  tabsLabel: 'Resource access',
  tabs: { all: 'All Resources', free: 'Free', premium: 'Premium' },
  premiumBadge: 'Members only',
  freeBadge: 'Free',
  lockedLabel: 'Requires membership',
  upgrade: 'Upgrade to Access',
  download: 'Download Now',
  by: 'By',
  empty: 'No resources found matching your criteria.',
  clearFilters: 'Clear filters',
  resultCount: (count: number) => `Showing ${count} ${count === 1 ? 'resource' : 'resources'}`,
  closing: {
    title: 'Unlock every premium resource',
    text: 'Paid members get the full library, up to 40 CPE credits a year and one-on-one coaching.',
    cta: 'Compare memberships',
  },
} as const
