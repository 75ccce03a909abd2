import { CircleCheck, Lightbulb } from 'lucide-react'
import { partnershipLaterCopy as laterCopy } from '~/content/partnership-later'
import { visitorTextLimits } from '~/domain/text-limits'
import { countWords, motivationFeedback } from '~/lib/partnership-motivation'
import { cn } from '~/lib/cn'
import type { PartnershipForm } from './partnership-form'

const ids = {
  field: 'partnership-motivation',
  counter: 'partnership-motivation-counter',
  feedback: 'partnership-motivation-feedback',
}
const maxCharacters = visitorTextLimits.partnership_applications.motivation

/** Step 4: the motivation, at most 1000 characters, with its character and word counts and hints. */
export function MotivationStep({ form }: { form: PartnershipForm }) {
  return (
    <form.AppField name="partnershipMotivation">
      {(field) => {
        const text = field.state.value
        const words = countWords(text)
        const feedback = motivationFeedback(words)
        const nearLimit = text.length >= maxCharacters * 0.9
        return (
          <field.TextareaField
            id={ids.field}
            name="partnershipMotivation"
            label={laterCopy.step4.label}
            labelTone="large"
            hint={laterCopy.step4.hint}
            placeholder={laterCopy.step4.placeholder}
            maxLength={maxCharacters}
            describedById={`${ids.counter} ${ids.feedback}`}
            controlClassName="min-h-56 resize-y leading-relaxed"
            footer={
              <>
                <p
                  id={ids.counter}
                  className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground"
                >
                  <span className={cn('tabular-nums', nearLimit && 'font-semibold text-warning')}>
                    {laterCopy.step4.characters(text.length, maxCharacters)}
                  </span>
                  <span className="tabular-nums">{laterCopy.step4.words(words)}</span>
                </p>
                <div id={ids.feedback} role="status" aria-atomic="true" className="mt-3">
                  {feedback === 'expand' ? (
                    <p className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning">
                      <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      <span>{laterCopy.step4.expand}</span>
                    </p>
                  ) : feedback === 'great' ? (
                    <p className="flex items-start gap-2 rounded-lg border border-success/30 bg-success-soft/50 px-4 py-3 text-sm text-success">
                      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      <span>{laterCopy.step4.great}</span>
                    </p>
                  ) : null}
                </div>
              </>
            }
          />
        )
      }}
    </form.AppField>
  )
}
