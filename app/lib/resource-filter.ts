/** Resource library filtering: search text, category and the Free / Premium tab, together. */

export const ALL_CATEGORIES = 'All'

export const accessTabs = ['all', 'free', 'premium'] as const
export type AccessTab = (typeof accessTabs)[number]

export interface FilterableResource {
  title: string
  description: string
  category: string
  membershipRequired: boolean
}

export interface ResourceFilters {
  /** Free text: a case-insensitive substring of the title or the description. */
  query: string
  /** A category name, or ALL_CATEGORIES. */
  category: string
  /** 'free' keeps resources without membershipRequired, 'premium' those with it. */
  access: AccessTab
}

export const defaultResourceFilters: ResourceFilters = { query: '', category: ALL_CATEGORIES, access: 'all' }

export function resourceMatches(resource: FilterableResource, filters: ResourceFilters): boolean {
  const text = filters.query.trim().toLocaleLowerCase('en-US')
  if (
    text !== '' &&
    !resource.title.toLocaleLowerCase('en-US').includes(text) &&
    !resource.description.toLocaleLowerCase('en-US').includes(text)
  ) {
    return false
  }
  if (filters.category !== ALL_CATEGORIES && resource.category !== filters.category) return false
  if (filters.access === 'free' && resource.membershipRequired) return false
  if (filters.access === 'premium' && !resource.membershipRequired) return false
  return true
}

export function filterResources<T extends FilterableResource>(resources: readonly T[], filters: ResourceFilters): T[] {
  return resources.filter((resource) => resourceMatches(resource, filters))
}

/** The category buttons: All first, then each category once, in order of first appearance. */
export function resourceCategories(resources: readonly Pick<FilterableResource, 'category'>[]): string[] {
  return [ALL_CATEGORIES, ...new Set(resources.map((resource) => resource.category))]
}

/** Clear filters: the category goes back to All and the search text is emptied; the tab stays. */
export function clearResourceFilters(filters: ResourceFilters): ResourceFilters {
  return { ...filters, query: '', category: ALL_CATEGORIES }
}
