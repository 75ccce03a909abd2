import { FaqAccordion, type FaqItem } from '~/components/faq/faq-accordion'

/** The home page's condensed transition FAQ (the entries shown in place 'home'), several open at once. */
export function CondensedFaq({ items }: { items: readonly FaqItem[] }) {
  return <FaqAccordion items={items} mode="multiple" />
}
