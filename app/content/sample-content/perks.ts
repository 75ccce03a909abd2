// Sample content (perks and savings): an example to replace before launch; see index.ts and docs/content.md.
import type { Perk } from '~/content/perks'

/** The six sample perks of /perks. */
export const samplePerks: readonly Perk[] = [
  {
    id: 'practice-management',
    title: 'Practice Management Suite',
    description: 'Workflow, client portal and time tracking in one place, built for growing accounting firms.',
    discount: '40% off',
    savings: 'Save up to $1,200 a year',
    category: 'Software',
    features: ['Unlimited client portals', 'Automated workflows', 'Priority onboarding'],
  },
  {
    id: 'cloud-bookkeeping',
    title: 'Cloud Bookkeeping Platform',
    description: 'Bank feeds, reconciliation and reporting for your client ledgers, with multi-entity support.',
    discount: '3 months free',
    savings: 'Save up to $450',
    category: 'Software',
    features: ['Multi-entity dashboards', 'Bank-feed reconciliation', 'Partner training sessions'],
  },
  {
    id: 'cyber-protection',
    title: 'Cybersecurity Protection Bundle',
    description: 'Endpoint protection, password management and phishing training sized for small firms.',
    discount: '50% off',
    savings: 'Save up to $900 a year',
    category: 'Security',
    features: ['Endpoint protection', 'Team password vault', 'Quarterly phishing drills'],
  },
  {
    id: 'tax-research',
    title: 'Tax Research Library',
    description: 'Federal and state tax research with practice aids, checklists and weekly updates.',
    discount: '30% off',
    savings: 'Save up to $750 a year',
    category: 'Research',
    features: ['Federal and state coverage', 'Practice aids and checklists', 'Weekly update briefings'],
  },
  {
    id: 'payroll-services',
    title: 'Payroll Services for Firms',
    description: 'White-label payroll you can offer to clients, with compliance filings handled for you.',
    discount: '6 months free',
    savings: 'Save up to $1,500',
    category: 'Services',
    features: ['White-label client portal', 'Automated tax filings', 'Dedicated account manager'],
  },
  {
    id: 'marketing-toolkit',
    title: 'Firm Marketing Toolkit',
    description: 'Newsletters, social content and website updates written for accounting firms.',
    discount: '35% off',
    savings: 'Save up to $600 a year',
    category: 'Marketing',
    features: ['Monthly client newsletter', 'Ready-to-post social content', 'Website content refresh'],
  },
]

/** Shown beside this sample, so no visitor takes it for fact. */
export const perksNote = 'Example perks: these offers, discounts and savings illustrate the program; they are not current partner offers.'
