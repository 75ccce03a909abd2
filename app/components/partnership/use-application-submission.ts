import * as React from 'react'
import { partnershipPageCopy } from '~/content/partnership'
import type { PartnershipDraft } from '~/lib/partnership-schema'
import { visitorMessage } from '~/lib/visitor-errors'
import { submitApplication } from '~/server/submissions.functions'

/**
 * Sends the application once: one idempotency key per application, kept across retries
 * (a double click or a retry after a lost answer stores one row), and a new one only
 * after success or when the visitor starts over.
 */
export function useApplicationSubmission() {
  const key = React.useRef<string | null>(null)
  const inFlight = React.useRef(false)
  const [pending, setPending] = React.useState(false)
  const [failure, setFailure] = React.useState<string | null>(null)

  const submit = React.useCallback(async (values: PartnershipDraft, honeypot: string): Promise<string | null> => {
    if (inFlight.current) return null
    inFlight.current = true
    key.current ??= crypto.randomUUID()
    setPending(true)
    setFailure(null)
    try {
      const { reference } = await submitApplication({ data: { ...values, idempotencyKey: key.current, website: honeypot } })
      key.current = null
      return reference
    } catch (error) {
      setFailure(visitorMessage(error, partnershipPageCopy.submitNote.unexpected))
      return null
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }, [])

  const forget = React.useCallback(() => {
    key.current = null
    setFailure(null)
  }, [])

  return { submit, pending, failure, forget }
}
