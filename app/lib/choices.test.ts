import { describe, expect, it } from 'vitest'
import { toggleChoice } from './choices'

describe('toggleChoice', () => {
  it('adds and removes ids in the options order', () => {
    const options = ['a', 'b', 'c'] as const
    expect(toggleChoice(options, [], 'c', true)).toEqual(['c'])
    expect(toggleChoice(options, ['c'], 'a', true)).toEqual(['a', 'c'])
    expect(toggleChoice(options, ['a', 'c'], 'a', false)).toEqual(['c'])
    expect(toggleChoice(options, ['a'], 'a', true)).toEqual(['a'])
  })
})
