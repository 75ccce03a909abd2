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

export function resourceWithCover(entry: Omit<Resource, 'image'>): Resource {
  return { ...entry, image: cover[entry.category] }
}


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
