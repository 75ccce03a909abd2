import { ClipboardList } from 'lucide-react'
import { ExternalLink } from '~/components/layout/external-link'
import { onboardingPage, type OnboardingStep } from '~/content/onboarding'
import { wrappingButton } from './button-classes'

const copy = onboardingPage.journey

/** One step of the onboarding journey, with its checklist and, for some steps, an outbound link. */
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
    <li className="flex h-full flex-col rounded-xl border border-border bg-white p-6 shadow-card">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-white">
          {number}
        </span>
        <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {copy.stepLabel} {number}
        </p>
      </div>
      <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
      <p className="mt-2 text-muted-foreground">{step.description}</p>
      <div className="mt-4 rounded-lg bg-muted px-4 py-3">
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
      {step.link && href ? (
        <div className="mt-auto pt-5">
          <ExternalLink href={href} className={wrappingButton('secondary', 'w-full')}>
            {step.link.label}
          </ExternalLink>
        </div>
      ) : null}
    </li>
  )
}
