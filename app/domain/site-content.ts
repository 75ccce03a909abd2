/**
 * The site's content the team edits in /admin/content (supabase/migrations/20261128100000_site_content.sql):
 * the tables, the life every entry shares (draft or published, at once or from an instant),
 * the FAQ's categories and places, and the lists' limits. The texts' longest lengths are in
 * text-limits.ts and the days' range in number-limits.ts, with the other tables'.
 */

/** The content tables, in the order /admin/content shows them (content_versions.kind lists the same). */
export const contentTables = ['faq_entries', 'testimonials', 'perks', 'speakers', 'agenda_sessions'] as const
export type ContentTable = (typeof contentTables)[number]

/** Every content table's status column. */
export const contentStatuses = ['draft', 'published'] as const
export type ContentStatus = (typeof contentStatuses)[number]

/** An FAQ entry's category. */
export const faqCategories = ['general', 'membership', 'learning', 'support'] as const
export type FaqCategory = (typeof faqCategories)[number]

/**
 * Where an FAQ entry shows: the academy page's FAQ, the home page's condensed FAQ, and the
 * membership, RightNOW and Security Hub pages' FAQs.
 */
export const faqPlaces = ['academy', 'home', 'membership', 'rightnow', 'securityhub'] as const
export type FaqPlace = (typeof faqPlaces)[number]

/** A list of short texts (a perk's features, a speaker's takeaways): how many, and each one's longest length. */
export const contentListLimits = {
  perks: { features: { items: 8, length: 120 } },
  speakers: { takeaways: { items: 8, length: 200 } },
} as const
