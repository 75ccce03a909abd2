/**
 * The small, shared facts about creator levels and opportunities that several
 * pages need (the level names and colours, the opportunities section's anchor).
 * Kept apart from the page copy so a page loads only the copy it shows.
 */

/** The creator levels of the levels page, lowest first (spec section 3). */
export const creatorLevelNames = ['Rising Creator', 'Authority', 'Influencer', 'Industry Icon'] as const
export type CreatorLevelName = (typeof creatorLevelNames)[number]

export type BadgeColor = 'teal' | 'sky' | 'violet' | 'amber'

/** Each level's colour, on its card on /creators/levels and its chips on /creators. */
export const levelBadgeColors: Record<CreatorLevelName, BadgeColor> = {
  'Rising Creator': 'teal',
  Authority: 'sky',
  Influencer: 'violet',
  'Industry Icon': 'amber',
}

/** The id of the opportunities section on /creators: the target of its scroll button and of links from other pages. */
export const OPPORTUNITIES_SECTION_ID = 'opportunities'
