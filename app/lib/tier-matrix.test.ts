import { describe, expect, it } from 'vitest'
import { buildTierMatrix, previousTier, tierFeatures, tierOffers, tierOrder, type FeatureGroups } from './tier-matrix'
import { featureGroups, tiers } from '~/content/membership'

const sample: FeatureGroups = {
  community: [{ id: 'a', label: 'A' }],
  digital: [
    { id: 'b', label: 'B' },
    { id: 'w', label: 'W', availability: 'addon' },
  ],
  advantage: [{ id: 'c', label: 'C' }],
  elite: [{ id: 'd', label: 'D' }],
}

describe('buildTierMatrix', () => {
  it('includes each feature from its own tier up and never below', () => {
    const rows = buildTierMatrix(sample)
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'w', 'c', 'd'])
    expect(rows.find((row) => row.id === 'a')!.cells).toEqual({ community: 'included', digital: 'included', advantage: 'included', elite: 'included' })
    expect(rows.find((row) => row.id === 'c')!.cells).toEqual({ community: 'none', digital: 'none', advantage: 'included', elite: 'included' })
    expect(rows.find((row) => row.id === 'd')!.cells).toEqual({ community: 'none', digital: 'none', advantage: 'none', elite: 'included' })
  })

  it('marks add-ons as add-on from their tier up', () => {
    const websites = buildTierMatrix(sample).find((row) => row.id === 'w')!
    expect(websites.cells).toEqual({ community: 'none', digital: 'addon', advantage: 'addon', elite: 'addon' })
  })

  it('rejects a feature listed under two tiers', () => {
    expect(() => buildTierMatrix({ ...sample, elite: [{ id: 'a', label: 'A again' }] })).toThrow(/more than one tier/)
  })

  // A higher tier always offers what the lower ones do (buildTierMatrix's rule, tested above);
  // what the content must guarantee is that each tier adds something of its own.
  it('gives every tier features of its own, so each offers more than the one below', () => {
    for (const tier of tierOrder) expect(featureGroups[tier].length, tier).toBeGreaterThan(0)
    const counts = tierOrder.map((tier) => tierFeatures(featureGroups, tier).length)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
    expect(new Set(counts).size).toBe(counts.length)
  })

  it('knows the tier below', () => {
    expect(previousTier('community')).toBeNull()
    expect(previousTier('elite')).toBe('advantage')
  })
})

describe('the membership tier content', () => {
  it('lists the four tiers in order, Advantage most popular', () => {
    expect(tiers.map((tier) => tier.name)).toEqual(['Free Community', 'Digital', 'Advantage', 'Academy Elite'])
    expect(tiers.filter((tier) => tier.badge === 'Most Popular').map((tier) => tier.id)).toEqual(['advantage'])
    expect(tiers[0]!.price).toBe('$0')
  })

  it('gives the free tier its own features only, all included', () => {
    // Nothing from a paid tier leaks into Free, and nothing in Free costs extra.
    const free = tierFeatures(featureGroups, 'community')
    expect(free.map((entry) => entry.feature.id)).toEqual(featureGroups.community.map((feature) => feature.id))
    expect(free.every((entry) => entry.cell === 'included')).toBe(true)
  })

  it('shows Websites as a dash for Free and an add-on for the paid tiers', () => {
    expect(tierOffers(featureGroups, 'community', 'websites')).toBe('none')
    for (const tier of ['digital', 'advantage', 'elite'] as const) expect(tierOffers(featureGroups, tier, 'websites')).toBe('addon')
  })

  it('offers CPE events to Advantage and Elite only', () => {
    expect(tierOffers(featureGroups, 'community', 'cpe-events')).toBe('none')
    expect(tierOffers(featureGroups, 'digital', 'cpe-events')).toBe('none')
    expect(tierOffers(featureGroups, 'advantage', 'cpe-events')).toBe('included')
    expect(tierOffers(featureGroups, 'elite', 'cpe-events')).toBe('included')
  })

  it('adds academy workshops at Advantage and group coaching and peer groups at Elite', () => {
    expect(tierOffers(featureGroups, 'digital', 'workshops')).toBe('none')
    expect(tierOffers(featureGroups, 'advantage', 'workshops')).toBe('included')
    expect(tierOffers(featureGroups, 'advantage', 'group-coaching')).toBe('none')
    expect(tierOffers(featureGroups, 'elite', 'group-coaching')).toBe('included')
    expect(tierOffers(featureGroups, 'elite', 'peer-groups')).toBe('included')
  })

  it('lists every feature of the content once, the top tier offering them all', () => {
    const rows = buildTierMatrix(featureGroups)
    expect(rows.map((row) => row.id)).toEqual(tierOrder.flatMap((tier) => featureGroups[tier].map((feature) => feature.id)))
    expect(rows.filter((row) => row.cells.elite === 'none')).toEqual([])
  })
})
