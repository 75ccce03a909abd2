/**
 * What visitors send: partnership applications and offer claims, through the visitor
 * submission middleware (limit, honeypot, idempotency; visitor-submission.middleware.ts).
 * The admin inbox's functions are in submissions-admin.functions.ts, so public pages never load them.
 */
import { createServerFn } from '@tanstack/react-start'
import { claimOfferPage } from '~/content/claim-offer'
import { offerEndedWords } from '~/content/refusals'
import { contactMessages } from '~/content/partnership'
import { emailFormatMessage } from '~/lib/contact-form-schema'
import { applicationSubmissionSchema, claimSubmissionSchema } from '~/lib/submission-schema'
import { currentOffer } from './events.server'
import { refusal } from './refusals'
import { insertApplication, insertClaim } from './submissions.server'
import { createSupabaseAnonClient } from './supabase.server'
import { validateWith } from './validation'
import { visitorSubmission } from './visitor-submission.middleware'

/** Public: stores a partnership application and answers its reference code. */
export const submitApplication = createServerFn({ method: 'POST' })
  .middleware([visitorSubmission('application')])
  .validator(validateWith(applicationSubmissionSchema(contactMessages)))
  .handler(async ({ data, context }) => {
    const { reference } = await context.submission.store(() => insertApplication(createSupabaseAnonClient(), data))
    return { reference }
  })

/** Public: stores an offer claim. */
export const submitClaim = createServerFn({ method: 'POST' })
  .middleware([visitorSubmission('claim')])
  .validator(validateWith(claimSubmissionSchema(emailFormatMessage(claimOfferPage.form.fields))))
  .handler(async ({ data, context }) => {
    // After the offer's last day (by the server's clock; the database checks again by its own), nothing is stored.
    const offer = await currentOffer()
    if (!offer.view.open) throw refusal('offer_ended', offerEndedWords(offer.view.endsOnText))
    await context.submission.store(() => insertClaim(createSupabaseAnonClient(), data))
    return { received: true as const }
  })
