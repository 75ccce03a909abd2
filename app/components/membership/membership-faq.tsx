import { FaqAccordion, type FaqItem } from '~/components/faq/faq-accordion'

/** The membership FAQ (the entries shown in place 'membership'), one open at a time, collapsible. */
export function MembershipFaq({ items }: { items: readonly FaqItem[] }) {
  return <FaqAccordion items={items} mode="single" />
}
