import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion'
import type { QuestionAndAnswer } from '~/lib/structured-data'
import { cardSurface } from '~/components/ui/card'
import { cn } from '~/lib/cn'
import { RichText } from '~/components/sections/rich-text'

export interface FaqItem extends QuestionAndAnswer {
  id: string
  /** The answer as HTML the server made from its Markdown; without it, `answer` is shown as text. */
  answerHtml?: string
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
      <AccordionContent>{item.answerHtml ? <RichText html={item.answerHtml} /> : item.answer}</AccordionContent>
    </AccordionItem>
  ))
  const className = cn(cardSurface, 'px-5 sm:px-6')
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
