/**
 * The one vocabulary of creator levels. The site names four levels (Rising Creator,
 * Authority, Influencer, Industry Icon); the partnership application estimates one of
 * three (Rising Voice, Expert, Thought Leader). This table maps each level to the
 * estimate that leads to it and to the partnership formats it suits, and every page
 * (/creators, /creators/levels, /partnership-application) reads its level names and
 * level fit from here. `tests/unit/creator-level-table.test.ts` checks no page names
 * a level this table does not.
 *
 * Format fit: roundtables and peer groups for Authority and Influencer; fireside chats
 * for Industry Icon only; mentorship and marketplace listing for Authority and above;
 * workshops, training, content and referral partnership for every level.
 */
import { estimatedLevelNames, type EstimatedLevelName } from '~/domain/levels'
import { partnershipTypeIds } from '~/domain/partnership-choices'

/**
 * The partnership formats, in the order /creators shows them: the six an application can
 * choose, then three more the application does not list.
 */
export const formatIds = [
  ...partnershipTypeIds,
  'training',
  'marketplace-listing',
  'referral-partner',
] as const
export type FormatId = (typeof formatIds)[number]

/** The short name of each format, as level cards and badges show it. */
export const formatTitles: Record<FormatId, string> = {
  workshops: 'Workshops',
  roundtables: 'Roundtables',
  'peer-groups': 'Peer Groups',
  'fireside-chats': 'Fireside Chats',
  'content-creation': 'Content Creation',
  mentorship: 'Mentorship',
  training: 'Training',
  'marketplace-listing': 'Marketplace Listing',
  'referral-partner': 'Referral Partner',
}

export type BadgeColor = 'teal' | 'sky' | 'violet' | 'amber'

export interface CreatorLevelRow {
  name: string
  /** The application's estimate that corresponds to this level. */
  estimate: EstimatedLevelName
  /** The level's colour, on its card on /creators/levels and its chips on /creators. */
  badgeColor: BadgeColor
  /** The formats this level suits, in `formatIds` order. */
  formats: readonly FormatId[]
}

export const creatorLevelTable = [
  {
    name: 'Rising Creator',
    estimate: 'Rising Voice',
    badgeColor: 'teal',
    formats: ['workshops', 'content-creation', 'training', 'referral-partner'],
  },
  {
    name: 'Authority',
    estimate: 'Expert',
    badgeColor: 'sky',
    formats: ['workshops', 'roundtables', 'peer-groups', 'content-creation', 'mentorship', 'training', 'marketplace-listing', 'referral-partner'],
  },
  {
    name: 'Influencer',
    estimate: 'Thought Leader',
    badgeColor: 'violet',
    formats: ['workshops', 'roundtables', 'peer-groups', 'content-creation', 'mentorship', 'training', 'marketplace-listing', 'referral-partner'],
  },
  {
    name: 'Industry Icon',
    estimate: 'Thought Leader',
    badgeColor: 'amber',
    formats: ['workshops', 'fireside-chats', 'content-creation', 'mentorship', 'training', 'marketplace-listing', 'referral-partner'],
  },
] as const satisfies readonly CreatorLevelRow[]

/** The four levels, lowest first. */
export const creatorLevelNames = creatorLevelTable.map((row) => row.name)
export type CreatorLevelName = (typeof creatorLevelTable)[number]['name']

export const levelBadgeColors = Object.fromEntries(creatorLevelTable.map((row) => [row.name, row.badgeColor])) as Record<
  CreatorLevelName,
  BadgeColor
>

function rowOf(level: CreatorLevelName): CreatorLevelRow {
  return creatorLevelTable.find((row) => row.name === level)!
}

/** The format names a level suits, as its card lists them. */
export function formatTitlesFor(level: CreatorLevelName): string[] {
  return rowOf(level).formats.map((format) => formatTitles[format])
}

/** The levels a format suits, lowest first. */
export function levelsSuitedTo(format: FormatId): CreatorLevelName[] {
  return creatorLevelTable.filter((row) => (row.formats as readonly FormatId[]).includes(format)).map((row) => row.name)
}

/** The application's estimates that a format suits: those of the levels it suits. */
export function estimatesSuitedTo(format: FormatId): EstimatedLevelName[] {
  const estimates = new Set(levelsSuitedTo(format).map((level) => rowOf(level).estimate))
  return estimatedLevelNames.filter((estimate) => estimates.has(estimate))
}

/** The levels an estimate corresponds to, lowest first. */
export function levelsForEstimate(estimate: EstimatedLevelName): CreatorLevelName[] {
  return creatorLevelTable.filter((row) => row.estimate === estimate).map((row) => row.name)
}

/** Every level name a page may show: the four levels and the three estimates. */
export const levelVocabulary: readonly string[] = [...creatorLevelNames, ...estimatedLevelNames]

/** The id of the opportunities section on /creators: the target of its scroll button and of links from other pages. */
export const OPPORTUNITIES_SECTION_ID = 'opportunities'
