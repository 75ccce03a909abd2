import { membershipFaq } from '~/content/membership-faq'
import { FaqAccordion } from '~/components/faq/faq-accordion'

/** The membership FAQ: 6 questions, one open at a time, collapsible. */
export function MembershipFaq() {
  return <FaqAccordion items={membershipFaq} mode="single" />
}
