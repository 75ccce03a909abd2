import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion'
import type { ValueProp } from '~/content/creator-levels'

/** A level's key value propositions, collapsed by default. */
export function LevelValueProps({ label, valueProps }: { label: string; valueProps: readonly ValueProp[] }) {
  return (
    <Accordion type="single" collapsible className="mt-6 rounded-lg border border-border px-4">
      <AccordionItem value="value-props">
        <AccordionTrigger headingLevel={4}>{label}</AccordionTrigger>
        <AccordionContent>
          <ul className="space-y-3">
            {valueProps.map((prop) => (
              <li key={prop.title}>
                <span className="font-semibold text-ink">{prop.title}.</span> {prop.description}
              </li>
            ))}
          </ul>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  )
}
