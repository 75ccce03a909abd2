import * as React from 'react'
import { CircleAlert } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { claimFailure, claimOfferPage, claimToast, type ClaimField, type ClaimFieldName } from '~/content/claim-offer'
import { Honeypot, honeypotValue } from '~/components/forms/honeypot'
import { visitorMessage } from '~/lib/visitor-errors'
import { submitClaim } from '~/server/submissions.functions'

const copy = claimOfferPage.form

type Errors = Partial<Record<ClaimFieldName, string>>

/** The message for a field the browser found invalid. */
function messageFor(field: ClaimField, input: HTMLInputElement): string | undefined {
  if (input.validity.valid) return undefined
  if (input.validity.valueMissing) return field.requiredMessage
  return field.formatMessage ?? field.requiredMessage
}

/**
 * The claim form. The browser enforces the rules (required, email type); this
 * component turns its verdicts into visible, announced error messages instead of
 * the native bubbles. A valid submit stores the claim (the server checks it again with
 * the same rules), then shows the spec's toast title with what really happened. One
 * idempotency key per claim: a double click or a retry stores one claim.
 */
export function ClaimForm() {
  const [errors, setErrors] = React.useState<Errors>({})
  const [pending, setPending] = React.useState(false)
  const [failure, setFailure] = React.useState<string | null>(null)
  const idempotencyKey = React.useRef<string | null>(null)
  const inFlight = React.useRef(false)
  const baseId = React.useId()
  const idOf = (name: ClaimFieldName) => `${baseId}-${name}`

  const validateAll = (form: HTMLFormElement): Errors => {
    const next: Errors = {}
    for (const field of copy.fields) {
      const input = form.elements.namedItem(field.name)
      if (input instanceof HTMLInputElement) {
        const message = messageFor(field, input)
        if (message) next[field.name] = message
      }
    }
    return next
  }

  // Fired by the browser for each invalid field when a submit is attempted.
  const onInvalid = (event: React.FormEvent<HTMLInputElement>) => {
    event.preventDefault()
    const form = event.currentTarget.form
    if (!form) return
    const next = validateAll(form)
    setErrors(next)
    const first = copy.fields.find((field) => next[field.name])
    if (first && event.currentTarget.name === first.name) event.currentTarget.focus()
  }

  /** Re-check one field: clears its message once fixed, or updates it. */
  const refresh = (field: ClaimField, input: HTMLInputElement) => {
    const message = messageFor(field, input)
    setErrors((current) => (current[field.name] === message ? current : { ...current, [field.name]: message }))
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    // Constraint validation already ran; this is a second look for trimmed-empty values.
    const blank = copy.fields.find((field) => {
      const input = form.elements.namedItem(field.name)
      return input instanceof HTMLInputElement && input.value.trim() === ''
    })
    if (blank) {
      setErrors((current) => ({ ...current, [blank.name]: blank.requiredMessage }))
      ;(form.elements.namedItem(blank.name) as HTMLInputElement | null)?.focus()
      return
    }
    setErrors({})
    void send(form)
  }

  const send = async (form: HTMLFormElement) => {
    if (inFlight.current) return
    inFlight.current = true
    idempotencyKey.current ??= crypto.randomUUID()
    const value = (name: ClaimFieldName) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''
    setPending(true)
    setFailure(null)
    try {
      await submitClaim({
        data: {
          idempotencyKey: idempotencyKey.current,
          fullName: value('fullName'),
          email: value('email'),
          firmName: value('firmName'),
          website: honeypotValue(form),
        },
      })
      idempotencyKey.current = null
      form.reset()
      // Toasts load on first use, keeping sonner out of the page's first load.
      void import('~/lib/notify').then(({ notify }) => notify.success(claimToast.title, claimToast.description))
    } catch (error) {
      setFailure(visitorMessage(error, claimFailure.unexpected))
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }

  const hasErrors = Object.values(errors).some(Boolean)

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <div role="alert" aria-atomic="true">
        {failure ? (
          <p className="flex items-start gap-2 rounded-md bg-destructive-soft px-3 py-2 text-sm text-ink">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span>
              <span className="font-semibold text-destructive">{claimFailure.title}.</span> {failure}
            </span>
          </p>
        ) : null}
      </div>
      {hasErrors ? (
        <p className="flex items-center gap-2 rounded-md bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {copy.errorSummary}
        </p>
      ) : null}
      {copy.fields.map((field) => {
        const id = idOf(field.name)
        const error = errors[field.name]
        return (
          <div key={field.name} className="space-y-1.5">
            <Label htmlFor={id}>
              {field.label}
              <span aria-hidden="true" className="ml-0.5 text-destructive">
                *
              </span>
            </Label>
            <Input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onInvalid={onInvalid}
              onBlur={(event) => {
                if (event.currentTarget.value !== '') refresh(field, event.currentTarget)
              }}
              onChange={(event) => {
                if (errors[field.name]) refresh(field, event.currentTarget)
              }}
            />
            {error ? (
              <p id={`${id}-error`} className="flex items-center gap-1.5 text-sm font-medium text-destructive">
                <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <Honeypot />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  )
}
