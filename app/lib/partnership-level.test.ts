import { describe, expect, it } from 'vitest'
import { estimateCreatorLevel } from './partnership-level'

describe('estimateCreatorLevel', () => {
  it.each([
    ['emerging', 'local', 'Rising Voice'],
    ['emerging', 'industry-wide', 'Rising Voice'],
    ['emerging', 'digital-authority', 'Rising Voice'],
    ['experienced', 'local', 'Rising Voice'],
    ['experienced', 'industry-wide', 'Expert'],
    ['experienced', 'digital-authority', 'Expert'],
    ['senior', 'local', 'Rising Voice'],
    ['senior', 'industry-wide', 'Expert'],
    ['senior', 'digital-authority', 'Thought Leader'],
  ] as const)('%s experience with %s reach is %s', (experience, reach, level) => {
    expect(estimateCreatorLevel(experience, reach)).toBe(level)
  })

  it('is not computed until both experience and reach are set', () => {
    expect(estimateCreatorLevel('', '')).toBeNull()
    expect(estimateCreatorLevel('senior', '')).toBeNull()
    expect(estimateCreatorLevel('', 'digital-authority')).toBeNull()
    expect(estimateCreatorLevel(undefined, 'local')).toBeNull()
  })
})
