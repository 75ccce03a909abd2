/**
 * The receipts of visitors' submissions, to the address they gave: an application's (its
 * reference and what happens next, as the page said) and an offer claim's; and the confirmation
 * the claim's receipt promises, once staff confirm it. Nothing they typed is repeated but their
 * name (supabase/migrations/20261125110100_visitor_mail.sql and 20261129150000_claim_confirmation.sql
 * queue only that, and the application's reference, which the site made).
 *
 * Plain TypeScript without JSX and with relative imports only: the production server loads it
 * directly (scripts/server).
 */
import { failedMailLabels, receiptWords as words } from '../content/mail.ts'
import { mailParts, text, type MailBlock } from './mail-layout.ts'
import type { MailRenderer } from './mail-renderer.ts'

const signOff = (siteName: string | undefined): MailBlock[] => (siteName ? [{ type: 'paragraph', text: siteName }] : [])

const toClaimant = (words: { subject: string; heading: string; greeting: (name: string) => string; text: string }): MailRenderer['render'] =>
  (mail, context) => ({
    subject: words.subject,
    ...mailParts([
      { type: 'heading', text: words.heading },
      { type: 'paragraph', text: words.greeting(text(mail.details.name)) },
      { type: 'paragraph', text: words.text },
      ...signOff(context.siteName),
    ]),
  })

export const receiptRenderers: Record<'application_receipt' | 'claim_receipt' | 'claim_confirmation', MailRenderer> = {
  application_receipt: {
    render(mail, context) {
      const application = words.application
      const reference = text(mail.details.reference)
      return {
        subject: application.subject(reference),
        ...mailParts([
          { type: 'heading', text: application.title },
          { type: 'paragraph', text: application.greeting(text(mail.details.name)) },
          { type: 'paragraph', text: application.lead },
          { type: 'fields', rows: [[application.referenceLabel, reference]] },
          { type: 'paragraph', text: application.referenceHint },
          { type: 'paragraph', text: application.nextTitle },
          { type: 'list', items: application.next },
          ...signOff(context.siteName),
        ]),
      }
    },
    failed: { label: failedMailLabels.application_receipt, path: () => '/admin/applications' },
  },
  claim_receipt: {
    render: toClaimant(words.claim),
    failed: { label: failedMailLabels.claim_receipt, path: () => '/admin/claims' },
  },
  claim_confirmation: {
    render: toClaimant(words.claimConfirmed),
    failed: { label: failedMailLabels.claim_confirmation, path: () => '/admin/claims' },
  },
}
