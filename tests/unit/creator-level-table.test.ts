/**
 * One vocabulary of creator levels: the table in app/content/creator-level-table.ts.
 * Every page that shows levels reads it, and no page's words name a level it lacks.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  creatorLevelNames,
  creatorLevelTable,
  estimatesSuitedTo,
  formatIds,
  formatTitles,
  formatTitlesFor,
  levelVocabulary,
  levelsForEstimate,
  levelsSuitedTo,
} from '~/content/creator-level-table'
import { partnershipOpportunities } from '~/content/creators'
import { creatorLevels } from '~/content/creator-levels'
import { partnershipTypes } from '~/content/partnership'
import { digitalReachOptions, experienceOptions, professionalRoles } from '~/content/partnership-answers'
import { estimatedLevelNames } from '~/domain/levels'
import { digitalReachIds, experienceIds } from '~/domain/partnership-choices'
import { estimateCreatorLevel } from '~/lib/partnership-level'

const root = join(import.meta.dirname, '../..')

describe('the creator level table', () => {
  it('maps the four levels, lowest first, to the three estimates of the application', () => {
    expect(creatorLevelNames).toEqual(['Rising Creator', 'Authority', 'Influencer', 'Industry Icon'])
    expect(creatorLevelTable.map((row) => row.estimate)).toEqual(['Rising Voice', 'Expert', 'Thought Leader', 'Thought Leader'])
    // Every estimate the wizard can give leads to at least one level.
    for (const experience of experienceIds) {
      for (const reach of digitalReachIds) {
        const estimate = estimateCreatorLevel(experience, reach)!
        expect(levelsForEstimate(estimate).length, estimate).toBeGreaterThan(0)
      }
    }
  })

  it('gives each format the levels of the site rules', () => {
    const fit = Object.fromEntries(formatIds.map((format) => [format, levelsSuitedTo(format)]))
    expect(fit).toEqual({
      workshops: ['Rising Creator', 'Authority', 'Influencer', 'Industry Icon'],
      roundtables: ['Authority', 'Influencer'],
      'peer-groups': ['Authority', 'Influencer'],
      'fireside-chats': ['Industry Icon'],
      'content-creation': ['Rising Creator', 'Authority', 'Influencer', 'Industry Icon'],
      mentorship: ['Authority', 'Influencer', 'Industry Icon'],
      training: ['Rising Creator', 'Authority', 'Influencer', 'Industry Icon'],
      'marketplace-listing': ['Authority', 'Influencer', 'Industry Icon'],
      'referral-partner': ['Rising Creator', 'Authority', 'Influencer', 'Industry Icon'],
    })
  })
})

describe('every page reads the table', () => {
  it('/creators: each opportunity suits exactly the levels the table gives it', () => {
    for (const opportunity of partnershipOpportunities) {
      expect(opportunity.suitableFor, opportunity.id).toEqual(levelsSuitedTo(opportunity.id))
      expect(opportunity.title, opportunity.id).toBe(formatTitles[opportunity.id])
    }
  })

  it('/creators/levels: one card per level, listing the formats the table gives it', () => {
    expect(creatorLevels.map((card) => card.title)).toEqual(creatorLevelNames)
    for (const card of creatorLevels) expect(card.engagementTypes, card.title).toEqual(formatTitlesFor(card.title))
  })

  it('/partnership-application: formats suit the estimates of the levels they suit; every level shown is an estimate', () => {
    for (const type of partnershipTypes) expect(type.suitableFor, type.id).toEqual(estimatesSuitedTo(type.id))
    const shown = [
      ...partnershipTypes.flatMap((type) => type.suitableFor),
      ...professionalRoles.map((role) => role.typicalLevel),
      ...experienceOptions.map((option) => option.level),
      ...digitalReachOptions.map((option) => option.level),
    ]
    for (const level of shown) expect(estimatedLevelNames).toContain(level)
    // The application and the levels page now agree on fireside chats and workshops.
    expect(partnershipTypes.find((type) => type.id === 'fireside-chats')!.suitableFor).toEqual(['Thought Leader'])
    expect(partnershipTypes.find((type) => type.id === 'workshops')!.suitableFor).toContain('Rising Voice')
  })
})

/**
 * Where the pages' words name a level: "Apply as an Industry Icon", "the Authority level",
 * "reserved for Industry Icons", "Suits: Expert". Each pattern captures a capitalised name.
 */
const name = '((?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+)'
const levelContexts = [
  new RegExp(`\\bas an? ${name}`, 'g'),
  new RegExp(`\\b${name} level\\b`, 'g'),
  new RegExp(`\\b(?:reserved for|only for|[Ss]uits:?|[Ss]uitable for:?|[Ll]evel:?) ${name}`, 'g'),
]
/** Capitalised words these patterns meet that are not level names. */
const notLevelNames = new Set(['Creator', 'Each', 'Every', 'Estimated', 'The', 'Typical', 'Four', 'Your', 'A', 'An'])

function levelMentions(text: string): string[] {
  return levelContexts
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!))
    .filter((found) => !notLevelNames.has(found))
    .map((found) => (levelVocabulary.includes(found) ? found : found.replace(/s$/, '')))
}

function pageSources(): { file: string; text: string }[] {
  return ['app/content', 'app/components', 'app/routes'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => ({ file: join(folder, file), text: readFileSync(join(root, folder, file), 'utf8') })),
  )
}

describe('no page names a level the table does not', () => {
  it('finds only table names where the pages name a level', () => {
    const mentions = pageSources().flatMap(({ file, text }) => levelMentions(text).map((level) => ({ file, level })))
    // The pages do name levels in these places: the check has something to check.
    expect(mentions.map((mention) => mention.level)).toEqual(expect.arrayContaining(['Industry Icon', 'Authority']))
    const unknown = mentions.filter((mention) => !levelVocabulary.includes(mention.level))
    expect(unknown).toEqual([])
  })

  it('catches a level name the table lacks (the check can fail)', () => {
    expect(levelMentions("label: 'Apply as a Rising Star'")).toEqual(['Rising Star'])
    expect(levelMentions('a clear route to the Gold Partner level')).toEqual(['Gold Partner'])
    expect(levelMentions('Fireside chats reserved for Industry Icons')).toEqual(['Industry Icon'])
    expect(levelMentions('Suits: Thought Leader')).toEqual(['Thought Leader'])
  })
})
