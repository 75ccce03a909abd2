/** The membership tiers as the content gives them, read through the tier matrix (app/lib/tier-matrix.ts). */
import { describe, expect, it } from 'vitest'
import { featureGroups, tiers } from '~/content/membership'
import { buildTierMatrix, tierFeatures, tierOffers, tierOrder } from '~/lib/tier-matrix'

describe('the membership tier content', () => {
  // A higher tier always offers what the lower ones do (buildTierMatrix's rule, tested above);
  // what the content must guarantee is that each tier adds something of its own.
  it('gives every tier features of its own, so each offers more than the one below', () => {
    for (const tier of tierOrder) expect(featureGroups[tier].length, tier).toBeGreaterThan(0)
    const counts = tierOrder.map((tier) => tierFeatures(featureGroups, tier).length)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
    expect(new Set(counts).size).toBe(counts.length)
  })


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
