import { cn } from '~/lib/cn'

export interface NumberedStep {
  title: string
  description: string
}

/**
 * Steps in order: a numbered badge, a title and a line of text, joined by a
 * connector on wide screens. Rendered as an ordered list.
 */
export function NumberedSteps({
  steps,
  columns = 4,
  tone = 'light',
  headingLevel = 3,
}: {
  steps: readonly NumberedStep[]
  columns?: 3 | 4
  tone?: 'light' | 'white'
  headingLevel?: 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ol
      className={cn(
        'relative grid grid-cols-1 gap-6 sm:grid-cols-2',
        columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
      )}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            'relative flex flex-col rounded-xl border border-border p-6 shadow-card',
            tone === 'white' ? 'bg-white' : 'bg-white/90',
          )}
        >
          <span
            aria-hidden="true"
            className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <Heading className="text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </Heading>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
