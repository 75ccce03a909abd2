/**
 * The partnership application's words: the partnership types (the ids are in
 * app/domain/partnership-choices.ts), the step titles and every sentence the wizard shows. The
 * answers of steps 2 and 3 are in partnership-answers.ts, which loads with those steps.
 */

import type { PartnershipTypeId } from '~/domain/partnership-choices'
import type { EstimatedLevelName } from '~/domain/levels'
import type { ContactMessages } from '~/lib/partnership-schema'
import { estimatesSuitedTo } from './creator-level-table'
import { partnershipTypeWords } from './partnership-types'

export interface PartnershipTypeOption {
  id: PartnershipTypeId
  title: string
  description: string
  /** The estimates whose levels the format suits (creator level table). */
  suitableFor: readonly EstimatedLevelName[]
}

export const partnershipTypes: readonly PartnershipTypeOption[] = partnershipTypeWords.map(
  (type) => ({
    ...type,
    suitableFor: estimatesSuitedTo(type.id),
  }),
)

export interface StepCopy {
  title: string
  intro: string
}

/** Titles and intros of the five steps, in order. */
export const stepCopy: readonly StepCopy[] = [
  {
    title: 'Partnership Types',
    intro:
      'Choose every format you would like to lead. Each one shows the creator levels it suits best.',
  },
  {
    title: 'Professional Role',
    intro:
      'Tell us how you work with accounting firms today. Each role shows the creator level it typically starts at.',
  },
  {
    title: 'Experience & Expertise',
    intro:
      'Your experience and reach give an estimated creator level. Then tell us how and where you share your expertise.',
  },
  {
    title: 'Your Motivation',
    intro:
      'In your own words, tell us why you want to partner with us and what members would gain.',
  },
  {
    title: 'Contact Information',
    intro: 'Tell us how to reach you. Fields marked with an asterisk are required.',
  },
]

export const partnershipPageCopy = {
  hero: {
    eyebrow: 'Partnership application',
    title: 'Apply to become a community partner',
    lead: 'Share your expertise with accounting professionals through workshops, roundtables, content and more. Five short steps tell us how you want to take part.',
    note: 'About 10 minutes. Your answers are kept only in this browser tab, so you can leave and come back.',
  },
  loading: 'Loading the application',
  stepsListLabel: 'Application steps',
  stepDone: '(done)',
  chooseAll: 'Choose all that apply.',
  savedNote: 'Your answers are saved in this browser tab until you submit them.',
  progress: {
    /** 'Step N of 5: title' */
    stepOf: (step: number, total: number, title: string) => `Step ${step} of ${total}: ${title}`,
    percent: (percent: number) => `${percent}% complete`,
  },
  /** When the server could not be reached to send the application. */
  unexpected: 'We could not reach the server. Check your connection and try again.',
  nav: {
    previous: 'Previous',
    next: 'Next',
    submit: 'Submit Application',
    submitting: 'Submitting...',
  },
  startOver: {
    button: 'Start over',
    title: 'Start over?',
    description:
      'This clears every answer in this application and takes you back to step 1. It cannot be undone.',
    cancel: 'Keep my answers',
    confirm: 'Clear and start over',
  },
  levels: {
    suitsLabel: 'Suits:',
    typicalLevelLabel: 'Typical level:',
    estimateLabel: 'Estimated creator level:',
    estimateNote:
      'Based on your experience and digital reach. It is only a guide; it is sent with your answers, so the partnerships team sees it too.',
    /** The levels of /creators/levels an estimate corresponds to (creator level table). */
    estimateOnLevelsPage: (levels: readonly string[]) =>
      `On the creator levels page: ${levels.join(' or ')}.`,
    estimatePending:
      'Choose your experience and digital reach to see your estimated creator level.',
  },
  selectedCount: (count: number) => (count === 1 ? '1 selected' : `${count} selected`),
  step1: {
    legend: 'Which partnership types interest you?',
  },
} as const

/** Messages of the contact step. */
export const contactMessages: ContactMessages = {
  required: {
    name: 'Full Name is required',
    email: 'Email Address is required',
    company: 'Company/Organization is required',
  },
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  linkedin: 'Please enter a valid LinkedIn URL or username.',
}
