import { describe, expect, it } from 'vitest'
import { countWords, motivationFeedback } from './partnership-motivation'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

describe('countWords', () => {
  it('counts runs of non-whitespace, ignoring extra spaces and line breaks', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('   \n\t ')).toBe(0)
    expect(countWords('one')).toBe(1)
    expect(countWords('  one   two\nthree\t four  ')).toBe(4)
    expect(countWords(words(49))).toBe(49)
  })
})

describe('motivationFeedback thresholds', () => {
  it.each([
    [0, 'none'],
    [1, 'expand'],
    [24, 'expand'],
    [25, 'none'],
    [49, 'none'],
    [50, 'great'],
    [200, 'great'],
  ] as const)('%i words gives %s', (count, feedback) => {
    expect(motivationFeedback(count)).toBe(feedback)
    expect(motivationFeedback(countWords(words(count)))).toBe(feedback)
  })
})
