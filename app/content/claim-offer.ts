/**
 * /claim-offer: the claim form for conference attendees.
 * The offer's terms and the confirmation toast, as the operator states them.
 */
import { personFields } from './person-fields'

/** The toast after a valid claim: the title is kept; the text says what really happened. */
export const claimToast = {
  title: 'Success!',
  description: 'We received your claim. We will confirm your Core Advantage membership by email.',
} as const

/** When the claim could not be stored: nothing was sent, the form keeps its values. */
export const claimFailure = {
  title: 'Your claim was not sent.',
  unexpected: 'We could not reach the server. Check your connection and try again.',
} as const

export const claimOfferPage = {
  hero: {
    eyebrow: 'RightNOW attendee offer',
    title: 'Claim Your Complimentary Core Advantage Membership',
    lead: 'Thank you for joining us at RightNOW. Your firm can claim Core Advantage membership for up to 5 firm members: a $2,500 value.',
  },
  offer: {
    title: 'Your Offer',
    headline: 'A $2,500 value',
    points: [
      'Core Advantage membership for up to 5 firm members',
      'Normally $500 per month per firm',
      '$1,000 value over the first 60 days',
    ],
    validUntil: (date: string) => `Valid until ${date}`,
  },
  /** After the offer's last day: no form, and where to go instead. */
  ended: {
    title: 'This Offer Has Ended',
    text: (date: string) =>
      `The complimentary Core Advantage membership for RightNOW attendees ended on ${date}, so claims are no longer accepted.`,
    next: 'You are still welcome in the community: accept your invitation to join.',
    join: 'Join the Community',
  },
  form: {
    title: 'Claim Your Membership',
    intro: 'Tell us who you are and which firm the membership is for. All fields are required.',
    requiredMark: 'required',
    errorSummary: 'Please correct the highlighted fields.',
    submit: 'Claim My Membership',
    submitting: 'Sending...',
    fields: personFields,
  },
  experts: {
    eyebrow: 'Included with your membership',
    title: 'Experts You Will Have Access To',
    intro: 'Core Advantage members can ask our experts for guidance on tax, technology, security and running a firm.',
    empty: 'Our expert roster is being updated. Members see every expert in the community.',
    allExperts: 'Meet all experts',
  },
} as const
