/**
 * The resource library's vocabularies: its categories (shown as they are, so the ids are the
 * words) and the badges that put a resource on the Security Hub (resources.category and
 * resources.security_hub_badge in the migrations).
 */
export const resourceCategoryList = [
  'Tax Planning',
  'Audit & Assurance',
  'Practice Management',
  'Technology',
  'Advisory Services',
] as const
export type ResourceCategory = (typeof resourceCategoryList)[number]

export const securityBadges = ['Security Course', 'Security Guide'] as const
export type SecurityBadge = (typeof securityBadges)[number]
