import * as React from 'react'
import { useSelector } from '@tanstack/react-form'
import { ChevronLeft, ChevronRight, Send } from 'lucide-react'
import { Honeypot, honeypotValue } from '~/components/form/honeypot'
import { Button } from '~/components/ui/button'
import { useFocusAfterBusy } from '~/components/form/use-focus-after-busy'
import { contactMessages, partnershipPageCopy as copy, stepCopy } from '~/content/partnership'
import { clearDraft, loadDraft, saveDraft } from '~/lib/partnership-draft-storage'
import { emptyDraft, isEmptyDraft } from '~/lib/partnership-schema'
import { contactRules } from '~/lib/submission-schema'
import { useSubmitApplication } from '~/queries/partnership-application'
import { totalSteps, type StepNumber } from '~/lib/partnership-steps'
import { cn } from '~/lib/cn'
import { Deferred } from '~/components/layout/deferred'
import { lazySection } from '~/components/layout/lazy-section'
import { EstimatedLevelSummary } from './estimated-level'
import { usePartnershipForm, type PartnershipForm } from './partnership-form'
import { StartOver } from './start-over'
import { PartnershipTypesStep } from './step-partnership-types'
import { WizardProgress } from './wizard-progress'
import { Card } from '~/components/ui/card'

// Steps 2 to 5 and what follows them are one chunk, fetched when the visitor reaches for Next.
const loadLaterSteps = () => import('./later-steps')
const LaterPart = lazySection(loadLaterSteps, 'LaterPart')
const preloadLaterSteps = () => void loadLaterSteps()

const contactStep = contactRules(contactMessages)

function browserStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The five-step partnership application. One TanStack Form holds the draft,
 * which lives in sessionStorage until it is sent (restored after hydration so the server
 * and first client render agree). Submit Application is enabled once the contact step is
 * valid; once the application is stored the wizard gives way to a confirmation and the
 * draft is cleared.
 */
export function PartnershipWizard() {
  const form = usePartnershipForm()
  const [step, setStep] = React.useState<StepNumber>(1)
  const [restored, setRestored] = React.useState(false)
  const cardRef = React.useRef<HTMLDivElement>(null)
  const headingRef = React.useRef<HTMLHeadingElement>(null)
  const moveFocus = React.useRef(false)
  const formRef = React.useRef<HTMLFormElement>(null)
  const submission = useSubmitApplication()
  const [reference, setReference] = React.useState<string | null>(null)
  const contactCheck = contactStep.check(useSelector(form.store, (state) => state.values.contactInfo))
  const contactNeeds =
    contactCheck.missing.length > 0 ? 'missing' : Object.keys(contactCheck.invalid).length > 0 ? 'corrections' : null
  const canSubmit = contactNeeds === null
  const submitFocus = useFocusAfterBusy<HTMLButtonElement>(submission.pending)

  // Restore the saved draft once, in the browser, after hydration.
  React.useEffect(() => {
    const storage = browserStorage()
    const saved = storage ? loadDraft(storage) : null
    if (saved) {
      // Keep the empty defaults: useForm re-applies changed defaultValues to an untouched form.
      form.reset(saved.values, { keepDefaultValues: true })
      // sessionStorage is an external store only readable after hydration: applying it here
      // keeps the server render and the first client render identical.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStep(saved.step)
    }
    setRestored(true)
  }, [form])

  // After Next or Previous: back to the top of the wizard, focus on the new step's heading.
  React.useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    cardRef.current?.scrollIntoView({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [step])

  const goTo = (next: StepNumber) => {
    moveFocus.current = true
    // Leaving step 1, the later steps' code may still be loading: as a transition, step 1 stays
    // on screen until step 2 can show (no spinner in between), and focus moves once it is there.
    // From a later step their code is there, and the step changes at once, as keys expect.
    if (step === 1) React.startTransition(() => setStep(next))
    else setStep(next)
  }

  const clearAll = () => {
    const storage = browserStorage()
    if (storage) clearDraft(storage)
    form.reset(emptyDraft)
    setStep(1)
  }

  const startOver = () => {
    clearAll()
    submission.forget()
  }

  const send = async () => {
    if (step !== totalSteps || !canSubmit) return
    const stored = await submission.submit(form.state.values, honeypotValue(formRef.current))
    if (stored) {
      clearAll()
      setReference(stored.reference)
    }
  }

  if (reference)
    return (
      <React.Suspense fallback={null}>
        <LaterPart part="received" reference={reference} />
      </React.Suspense>
    )

  const showFirstStep = () => {
    cardRef.current?.scrollIntoView({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }

  const { title, intro } = stepCopy[step - 1]!

  return (
    <Card
      ref={cardRef}
      id="application"
      data-restored={restored ? 'true' : undefined}
      className="rounded-2xl overflow-hidden"
    >
      {restored ? <DraftPersistence form={form} step={step} /> : null}
      <div className="border-b border-border bg-muted/50 px-4 py-5 sm:px-8 sm:py-6">
        <WizardProgress step={step} />
      </div>

      <form
        ref={formRef}
        aria-labelledby="wizard-step-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
        className="px-4 py-7 sm:px-8 sm:py-9"
      >
        <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="max-w-2xl">
            <h2
              id="wizard-step-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold focus:outline-none sm:text-3xl"
            >
              {title}
            </h2>
            <p className="mt-2 text-muted-foreground">{intro}</p>
          </div>
          {step !== 3 ? <EstimatedLevelSummary form={form} /> : null}
        </div>

        <Deferred minHeight="16rem">
          {step === 1 ? <PartnershipTypesStep form={form} /> : <LaterPart part="step" step={step} form={form} />}
        </Deferred>
        <Honeypot />

        <div
          className={cn(
            'mt-10 flex justify-between gap-3 border-t border-border pt-6',
            step === totalSteps ? 'flex-col-reverse sm:flex-row sm:items-center' : 'items-center',
          )}
        >
          <Button
            type="button"
            variant="outline"
            className={cn(step === totalSteps && 'w-full sm:w-auto')}
            disabled={step === 1}
            onClick={() => goTo((step - 1) as StepNumber)}
          >
            <ChevronLeft aria-hidden="true" />
            {copy.nav.previous}
          </Button>
          {step < totalSteps ? (
            <Button
              type="button"
              onPointerEnter={preloadLaterSteps}
              onFocus={preloadLaterSteps}
              onClick={() => goTo((step + 1) as StepNumber)}
            >
              {copy.nav.next}
              <ChevronRight aria-hidden="true" />
            </Button>
          ) : (
            <Button
              {...submitFocus}
              type="submit"
              variant="cta"
              className="w-full sm:w-auto"
              disabled={!canSubmit || submission.pending}
              aria-describedby="submit-note"
            >
              <Send aria-hidden="true" />
              {submission.pending ? copy.nav.submitting : copy.nav.submit}
            </Button>
          )}
        </div>
        {step === totalSteps ? (
          <React.Suspense fallback={null}>
            <LaterPart part="submit-note" id="submit-note" needs={contactNeeds} failure={submission.failure} />
          </React.Suspense>
        ) : null}
      </form>

      <div className="flex flex-col gap-2 border-t border-border bg-muted/50 px-4 py-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p>{copy.savedNote}</p>
        <StartOver onConfirm={startOver} afterClear={showFirstStep} />
      </div>
    </Card>
  )
}

/** Saves the draft and the step on every change; an untouched draft leaves nothing behind. */
function DraftPersistence({ form, step }: { form: PartnershipForm; step: StepNumber }) {
  const values = useSelector(form.store, (state) => state.values)
  React.useEffect(() => {
    const storage = browserStorage()
    if (!storage) return
    if (step === 1 && isEmptyDraft(values)) clearDraft(storage)
    else saveDraft(storage, { step, values })
  }, [step, values])
  return null
}
