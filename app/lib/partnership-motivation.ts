import { motivationLimits } from '~/content/partnership'

/** Words are runs of non-whitespace characters. */
export function countWords(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length
}

export type MotivationFeedback = 'none' | 'expand' | 'great'

/**
 * 1 to 24 words asks to expand (amber), 50 or more is 'Great!' (green),
 * nothing shows for an empty answer or for 25 to 49 words.
 */
export function motivationFeedback(wordCount: number): MotivationFeedback {
  if (wordCount >= motivationLimits.greatFromWords) return 'great'
  if (wordCount >= 1 && wordCount < motivationLimits.expandBelowWords) return 'expand'
  return 'none'
}
