/**
 * What a visitor is told after sending an application or a claim, on the page and in their
 * receipt by e-mail: one home for the words both say.
 *
 * No imports: the production server's mail worker loads it directly.
 */
export const applicationReceived = {
  title: 'Application received',
  lead: 'Thank you for applying to become a community partner.',
  referenceLabel: 'Your reference',
  referenceHint: 'Quote it if you contact us about your application.',
  nextTitle: 'What happens next',
  next: ['The partnerships team reviews your answers.', 'Any follow-up comes to the email address you gave.'],
} as const

export const claimReceived = 'We received your claim. We will confirm your Core Advantage membership by email.'
