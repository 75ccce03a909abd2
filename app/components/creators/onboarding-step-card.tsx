import { ClipboardList } from 'lucide-react'
import { ExternalLink } from '~/components/layout/external-link'
import { onboardingPage, type OnboardingStep } from '~/content/onboarding'
import { wrappingButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

const copy = onboardingPage.journey

/**
 * One step of the onboarding journey, as a row of a vertical timeline: the numbered
 * badge on the line, then the step, its checklist and, for some steps, an outbound link.
 */
export function OnboardingStepCard({
  step,
  number,
  href,
}: {
  step: OnboardingStep
  number: number
  /** The resolved URL of the step's link, if it has one. */
  href?: string
}) {
  return (
    <li className="group relative pb-6 pl-12 last:pb-0 sm:pl-20">
      <span aria-hidden="true" className="absolute top-11 bottom-0 left-[1.1rem] w-0.5 bg-primary/25 group-last:hidden sm:top-14 sm:left-7" />
      <span
        aria-hidden="true"
        className="absolute top-0 left-0 inline-flex size-9 items-center justify-center rounded-full bg-primary text-base font-bold text-white ring-4 ring-tint sm:size-14 sm:text-xl"
      >
        {number}
      </span>
      <Card className="grid gap-5 p-4 sm:p-6 lg:grid-cols-[1.5fr_1fr] lg:gap-8">
        <div className="flex flex-col">
          <p className="text-xs font-semibold tracking-wider text-primary uppercase">
            {copy.stepLabel} {number}
          </p>
          <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
          {step.link && href ? (
            <div className="mt-4">
              <ExternalLink href={href} className={wrappingButton('default', 'self-start')}>
                {step.link.label}
              </ExternalLink>
            </div>
          ) : null}
        </div>
        <div className="self-start rounded-lg bg-muted px-4 py-3">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            <ClipboardList aria-hidden="true" className="size-4" />
            {copy.checklistLabel}
          </p>
          <ul className="mt-2 space-y-1 text-sm text-ink">
            {step.checklist.map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </li>
  )
}
