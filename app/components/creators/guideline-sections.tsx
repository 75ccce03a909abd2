import { Check } from 'lucide-react'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion'
import type { GuidelineSection } from '~/content/partner-guidelines'
import { cardSurface } from '~/components/ui/card'
import { cn } from '~/lib/cn'

/** The expandable guideline sections: several may be open at once. */
export function GuidelineSections({ sections }: { sections: readonly GuidelineSection[] }) {
  return (
    <Accordion type="multiple" className={cn(cardSurface, 'px-5 sm:px-6')}>
      {sections.map((section, index) => (
        <AccordionItem key={section.id} value={section.id}>
          <AccordionTrigger className="text-lg">
            <span className="flex items-center gap-4">
              <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary-hover">
                {index + 1}
              </span>
              {section.title}
            </span>
          </AccordionTrigger>
          <AccordionContent>
            <p className="text-ink">{section.summary}</p>
            <ul className="mt-3 space-y-2">
              {section.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                  {point}
                </li>
              ))}
            </ul>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
