/** Motivation hint thresholds, in words. */
export const motivationLimits = {
  /** 1 to this many words shows the amber hint to expand. */
  expandBelowWords: 25,
  /** This many words or more shows the green message. */
  greatFromWords: 50,
} as const

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
