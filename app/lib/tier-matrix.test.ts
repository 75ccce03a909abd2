import { describe, expect, it } from 'vitest'
import { buildTierMatrix, previousTier, type FeatureGroups } from './tier-matrix'

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

  it('knows the tier below', () => {
    expect(previousTier('community')).toBeNull()
    expect(previousTier('elite')).toBe('advantage')
  })
})
