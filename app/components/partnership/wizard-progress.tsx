import { Check } from 'lucide-react'
import { partnershipPageCopy as copy, stepCopy } from '~/content/partnership'
import { cn } from '~/lib/cn'
import { progressPercent, totalSteps, type StepNumber } from '~/lib/partnership-steps'

/** 'Step N of 5: title', the percent complete and a real progressbar, plus the step list on wider screens. */
export function WizardProgress({ step }: { step: StepNumber }) {
  const percent = progressPercent(step)
  const title = stepCopy[step - 1]!.title
  const label = copy.progress.stepOf(step, totalSteps, title)
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id="wizard-progress-label" className="font-semibold text-ink">
          {label}
        </p>
        <p className="text-sm font-medium text-muted-foreground tabular-nums">
          {copy.progress.percent(percent)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="wizard-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${copy.progress.percent(percent)}`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-primary-soft"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol aria-label={copy.stepsListLabel} className="mt-5 hidden grid-cols-5 gap-2 md:grid">
        {stepCopy.map((item, index) => {
          const number = index + 1
          const state = number < step ? 'done' : number === step ? 'current' : 'todo'
          return (
            <li
              key={item.title}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-2 text-sm"
            >
              <span
                className={cn(
                  'inline-flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  state === 'done' && 'border-primary bg-primary text-white',
                  state === 'current' &&
                    'border-primary bg-white text-primary ring-4 ring-primary-soft',
                  state === 'todo' && 'border-border bg-white text-muted-foreground',
                )}
              >
                {state === 'done' ? <Check aria-hidden="true" className="size-4" /> : number}
              </span>
              <span
                className={cn(
                  'leading-tight',
                  state === 'current' ? 'font-semibold text-ink' : 'text-muted-foreground',
                )}
              >
                {item.title}
                {state === 'done' ? <span className="sr-only"> {copy.stepDone}</span> : null}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
