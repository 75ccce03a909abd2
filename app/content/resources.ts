/**
 * The resource library's words (its categories are in app/domain/resource-choices.ts, their
 * covers in app/lib/resources.ts). The resources themselves are rows of the `resources` table (staff manage them in /admin/resources).
 */

/** 'Aug 4, 2025' style dates, the same on the server and in the browser. */
export function formatResourceDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/** 'March 2025': the month and year the Security Hub's cards show. */
export function formatResourceMonth(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
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
  example: 'Example',
  /** Above the grid while it shows a sample the migration seeded (a row flagged is_example). */
  exampleNote: 'Example library: resources marked Example are placeholders for the real ones.',
  loadFailed: 'The resource library could not be loaded. Please try again later.',
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
