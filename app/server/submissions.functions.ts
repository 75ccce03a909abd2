/**
 * What visitors send: partnership applications and offer claims. The admin inbox's
 * functions are in submissions-admin.functions.ts, so public pages never load them.
 */
import { createServerFn } from '@tanstack/react-start'
import { applicationSubmissionSchema, claimSubmissionSchema, honeypotField } from '~/lib/submission-schema'
import { offerEndedWords } from '~/content/refusals'
import { currentOffer } from './events.server'
import { counted, holdSubmission, submissionLimits } from './submission-limits'
import { refusal } from './refusals'
import { insertApplication, insertClaim } from './submissions.server'
import { createSupabaseAnonClient } from './supabase.server'
import { validateWith } from './validation'

/** Public: stores a partnership application and answers its reference code. */
export const submitApplication = createServerFn({ method: 'POST' })
  .validator(validateWith(applicationSubmissionSchema))
  .handler(async ({ data }) => {
    const release = await holdSubmission(submissionLimits.applications, data[honeypotField], 'application')
    const { reference } = await counted(release, () => insertApplication(createSupabaseAnonClient(), data))
    return { reference }
  })

/** Public: stores an offer claim. */
export const submitClaim = createServerFn({ method: 'POST' })
  .validator(validateWith(claimSubmissionSchema))
  .handler(async ({ data }) => {
    // After the offer's last day (by the server's clock; the database checks again by its own), nothing is stored.
    const offer = await currentOffer()
    if (!offer.view.open) throw refusal('offer_ended', offerEndedWords(offer.view.endsOnText))
    const release = await holdSubmission(submissionLimits.claims, data[honeypotField], 'claim')
    await counted(release, () => insertClaim(createSupabaseAnonClient(), data))
    return { received: true as const }
  })
