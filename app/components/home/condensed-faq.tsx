import { condensedFaqEntries } from '~/content/faq-condensed'
import { FaqAccordion } from '~/components/faq/faq-accordion'

/** The home page's condensed transition FAQ: 4 entries, several open at once. */
export function CondensedFaq() {
  return <FaqAccordion items={condensedFaqEntries} mode="multiple" />
}
