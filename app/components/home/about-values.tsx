import { aboutValues } from '~/content/about'
import { FaqAccordion } from '~/components/faq/faq-accordion'

/** The About page's collapsible values list: Community First, Continuous Innovation, Excellence in Everything. */
export function AboutValues() {
  return <FaqAccordion items={aboutValues.items} mode="multiple" />
}
