/** One entry of the transition FAQ and its categories, in order (faq.ts and faq-condensed.ts hold the entries). */
export const faqCategories = ['general', 'membership', 'learning', 'support'] as const
export type FaqCategory = (typeof faqCategories)[number]

export interface FaqEntry {
  id: string
  question: string
  answer: string
  category: FaqCategory
}
