import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion'
import type { QuestionAndAnswer } from '~/lib/structured-data'

export interface FaqItem extends QuestionAndAnswer {
  id: string
}

/**
 * The one accordion for every FAQ and collapsible list.
 * `mode="multiple"`: several items open at once. `mode="single"`: one at a time, collapsible.
 */
export function FaqAccordion({
  items,
  mode = 'multiple',
  headingLevel = 3,
}: {
  items: readonly FaqItem[]
  mode?: 'single' | 'multiple'
  headingLevel?: 2 | 3 | 4
}) {
  const list = items.map((item) => (
    <AccordionItem key={item.id} value={item.id}>
      <AccordionTrigger headingLevel={headingLevel}>{item.question}</AccordionTrigger>
      <AccordionContent>{item.answer}</AccordionContent>
    </AccordionItem>
  ))
  const className = 'rounded-xl border border-border bg-white px-5 shadow-card sm:px-6'
  return mode === 'single' ? (
    <Accordion type="single" collapsible className={className}>
      {list}
    </Accordion>
  ) : (
    <Accordion type="multiple" className={className}>
      {list}
    </Accordion>
  )
}
