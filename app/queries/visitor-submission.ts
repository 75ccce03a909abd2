/**
 * What visitors send (a partnership application, an offer claim, an event registration): one
 * hook that every visitor form's mutation is made with (partnership-application.ts,
 * offer-claim.ts, event-registration.ts, one module each so a page loads only its own). The
 * server's side is one middleware (app/server/visitor-submission.middleware.ts).
 */
import * as React from 'react'
import { useMutation } from '@tanstack/react-query'
import { honeypotField, type SubmissionEnvelope } from '~/lib/submission-envelope'
import { visitorMessage } from '~/lib/visitor-errors'

export interface VisitorSubmission<TFields, TAnswer> {
  /**
   * Sends the form's fields and what its honeypot holds (`honeypotValue`) once: the server's
   * answer, or null when it failed (then `failure` says why) or a sending was already under way.
   */
  submit: (fields: TFields, honeypot: string) => Promise<TAnswer | null>
  pending: boolean
  /** The server's words for the last failure (without the field's name), or `unexpected` when it was not reached. */
  failure: string | null
  /** Forgets the last failure and the key: what is sent next is a new submission. */
  forget: () => void
}

/**
 * One submission per idempotency key: the key is made for the first try and kept across
 * retries (a double click or a retry after a lost answer stores one row), and a new one is made
 * only after a success or `forget()`. A second submit while one is under way sends nothing.
 */
export function useVisitorSubmission<TFields, TAnswer>(
  send: (input: TFields & SubmissionEnvelope) => Promise<TAnswer>,
  unexpected: string,
): VisitorSubmission<TFields, TAnswer> {
  const key = React.useRef<string | null>(null)
  const inFlight = React.useRef(false)
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      key.current = null
    },
  })
  const { mutateAsync, reset } = mutation

  const submit = React.useCallback(
    async (fields: TFields, honeypot: string) => {
      if (inFlight.current) return null
      inFlight.current = true
      key.current ??= crypto.randomUUID()
      try {
        return await mutateAsync({ ...fields, idempotencyKey: key.current, [honeypotField]: honeypot })
      } catch {
        return null
      } finally {
        inFlight.current = false
      }
    },
    [mutateAsync],
  )

  const forget = React.useCallback(() => {
    key.current = null
    reset()
  }, [reset])

  return {
    submit,
    pending: mutation.isPending,
    failure: mutation.error ? visitorMessage(mutation.error, unexpected) : null,
    forget,
  }
}

/** The fields a server function takes besides the envelope the hook adds. */
export type SubmissionFields<TFunction extends (options: { data: never }) => unknown> = Omit<Parameters<TFunction>[0]['data'], keyof SubmissionEnvelope>
