/**
 * The partnership application's words: the title and description of each choice (the ids
 * are in app/domain/partnership-choices.ts), the step titles and every sentence the wizard shows.
 */

import type {
  DigitalReachId,
  ExperienceId,
  ExpertiseAreaId,
  ExpertiseMethodId,
  PartnershipTypeId,
  ProfessionalRoleId,
} from '~/domain/partnership-choices'
import type { EstimatedLevelName } from '~/domain/levels'
import type { ContactMessages } from '~/lib/partnership-schema'
import { estimatesSuitedTo } from './creator-level-table'

export interface PartnershipTypeOption {
  id: PartnershipTypeId
  title: string
  description: string
  /** The estimates whose levels the format suits (creator level table). */
  suitableFor: readonly EstimatedLevelName[]
}

const partnershipTypeCopy: readonly Omit<PartnershipTypeOption, 'suitableFor'>[] = [
  {
    id: 'workshops',
    title: 'Workshops',
    description: 'Lead a 45-90 minute hands-on session that teaches members a practical skill.',
  },
  {
    id: 'roundtables',
    title: 'Roundtables',
    description: 'Guide a 60-minute discussion with 8-12 participants on one focused topic.',
  },
  {
    id: 'peer-groups',
    title: 'Peer Groups',
    description: 'Facilitate the same small group in monthly 75-minute sessions over 6 months.',
  },
  {
    id: 'fireside-chats',
    title: 'Fireside Chats',
    description:
      'Share your story and lessons learned in a 45-minute interview-style conversation.',
  },
  {
    id: 'content-creation',
    title: 'Content Creation',
    description: 'Write articles, record short videos or build templates and guides for members.',
  },
  {
    id: 'mentorship',
    title: 'Mentorship',
    description: 'Support one professional through a structured 12-week mentoring program.',
  },
]

export const partnershipTypes: readonly PartnershipTypeOption[] = partnershipTypeCopy.map((type) => ({
  ...type,
  suitableFor: estimatesSuitedTo(type.id),
}))

export interface ProfessionalRoleOption {
  id: ProfessionalRoleId
  title: string
  description: string
  typicalLevel: EstimatedLevelName
}

export const professionalRoles: readonly ProfessionalRoleOption[] = [
  {
    id: 'working-professional',
    title: 'Working Professional',
    description:
      'You work in or run an accounting practice and want to share what you have learned.',
    typicalLevel: 'Rising Voice',
  },
  {
    id: 'expert-service-provider',
    title: 'Expert Service Provider',
    description: 'You advise accounting firms as a consultant, coach or specialist.',
    typicalLevel: 'Expert',
  },
  {
    id: 'vendor-technology-provider',
    title: 'Vendor / Technology Provider',
    description: 'Your company builds software or services that accounting firms use.',
    typicalLevel: 'Thought Leader',
  },
]

export interface ExperienceOption {
  id: ExperienceId
  title: string
  years: string
  level: EstimatedLevelName
}

export const experienceOptions: readonly ExperienceOption[] = [
  { id: 'emerging', title: 'Emerging', years: '0-5 years', level: 'Rising Voice' },
  { id: 'experienced', title: 'Experienced', years: '5-15 years', level: 'Expert' },
  { id: 'senior', title: 'Senior', years: '15+ years', level: 'Thought Leader' },
]

export interface DigitalReachOption {
  id: DigitalReachId
  title: string
  description: string
  level: EstimatedLevelName
}

export const digitalReachOptions: readonly DigitalReachOption[] = [
  {
    id: 'local',
    title: 'Local',
    description: 'Known among your clients and in your local business community.',
    level: 'Rising Voice',
  },
  {
    id: 'industry-wide',
    title: 'Industry-wide',
    description: 'Recognised across the profession through articles, talks or associations.',
    level: 'Expert',
  },
  {
    id: 'digital-authority',
    title: 'Digital Authority',
    description: 'A large online audience through a newsletter, podcast, video or social channels.',
    level: 'Thought Leader',
  },
]

export interface ExpertiseMethodOption {
  id: ExpertiseMethodId
  title: string
  description: string
}

export const expertiseMethods: readonly ExpertiseMethodOption[] = [
  {
    id: 'content-creator',
    title: 'Content Creator',
    description: 'Articles, videos, templates and guides.',
  },
  {
    id: 'speaker-educator',
    title: 'Speaker / Educator',
    description: 'Workshops, webinars and conference talks.',
  },
  {
    id: 'thought-leader',
    title: 'Thought Leader',
    description: 'Research, opinion and where the industry is heading.',
  },
  {
    id: 'community-builder',
    title: 'Community Builder',
    description: 'Groups, discussions and peer networks.',
  },
]

export const expertiseAreas: readonly { id: ExpertiseAreaId; title: string }[] = [
  { id: 'tax-planning', title: 'Tax Planning' },
  { id: 'audit-assurance', title: 'Audit & Assurance' },
  { id: 'financial-reporting', title: 'Financial Reporting' },
  { id: 'management-consulting', title: 'Management Consulting' },
  { id: 'forensic-accounting', title: 'Forensic Accounting' },
  { id: 'payroll-hr', title: 'Payroll & HR' },
  { id: 'bookkeeping', title: 'Bookkeeping' },
  { id: 'cfo-services', title: 'CFO Services' },
  { id: 'technology-systems', title: 'Technology & Systems' },
  { id: 'estate-planning', title: 'Estate Planning' },
  { id: 'nonprofit-accounting', title: 'Nonprofit Accounting' },
  { id: 'international-accounting', title: 'International Accounting' },
  { id: 'business-valuation', title: 'Business Valuation' },
  { id: 'practice-management', title: 'Practice Management' },
]

/** The LinkedIn rule accepts anything containing `{host}/in/`. */
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
  nav: {
    previous: 'Previous',
    next: 'Next',
    submit: 'Submit Application',
    submitting: 'Submitting...',
  },
  submitNote: {
    /** While the contact step is incomplete, Submit Application stays disabled. */
    needsContact: 'Fill in your name, a valid email address and your company above to submit.',
    ready: 'Submitting sends your answers to the partnerships team.',
    /** Shown when sending failed; the answers stay as they are. */
    failedTitle: 'Your application was not sent.',
    failedRetry: 'Your answers are still here.',
    unexpected: 'We could not reach the server. Check your connection and try again.',
    /** Ways to reach the team directly, under the button. */
    contactText: 'To talk about a partnership directly,',
    scheduling: 'book a discovery call',
    or: 'or email',
    end: '.',
  },
  confirmation: {
    title: 'Application received',
    lead: 'Thank you for applying to become a community partner.',
    referenceLabel: 'Your reference',
    referenceHint: 'Quote it if you contact us about your application.',
    nextTitle: 'What happens next',
    next: [
      'The partnerships team reviews your answers.',
      'Any follow-up comes to the email address you gave.',
    ],
    questions: 'Questions in the meantime? Email',
    home: 'Back to the home page',
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
      'Based on your experience and digital reach. It is only a guide and is not saved with your application.',
    /** The levels of /creators/levels an estimate corresponds to (creator level table). */
    estimateOnLevelsPage: (levels: readonly string[]) => `On the creator levels page: ${levels.join(' or ')}.`,
    estimatePending:
      'Choose your experience and digital reach to see your estimated creator level.',
  },
  selectedCount: (count: number) => (count === 1 ? '1 selected' : `${count} selected`),
  step1: {
    legend: 'Which partnership types interest you?',
  },
  step2: {
    legend: 'Which best describes your role?',
  },
  step3: {
    experienceLegend: 'Years of experience',
    reachLegend: 'Digital reach',
    methodLegend: 'How do you prefer to share your expertise?',
    areasLegend: 'Areas of expertise',
  },
  step4: {
    label: 'Why do you want to partner with us?',
    hint: 'Think about the topics you want to cover, who they would help and what you hope to gain. At most 1,000 characters.',
    placeholder:
      'For example: I run a 12-person firm and have spent the last five years moving our clients to advisory pricing...',
    characters: (count: number, max: number) => `${count}/${max} characters`,
    words: (count: number) => (count === 1 ? '1 word' : `${count} words`),
    expand:
      'Consider expanding your answer: a few more sentences (25 words or more) help us understand your goals.',
    great: 'Great! Your answer gives us a clear picture of why you want to partner with us.',
  },
  step5: {
    requiredMark: 'required',
    fields: {
      name: { label: 'Full Name', autoComplete: 'name' },
      email: { label: 'Email Address', autoComplete: 'email' },
      company: { label: 'Company/Organization', autoComplete: 'organization' },
      phone: {
        label: 'Phone Number',
        autoComplete: 'tel',
        hint: 'Optional. Include your country code if you are outside the US.',
      },
      title: { label: 'Job Title', autoComplete: 'organization-title', hint: 'Optional.' },
      linkedin: {
        label: 'LinkedIn Profile',
        autoComplete: 'url',
        hint: 'Optional. Your profile address (linkedin.com/in/...) or just your username.',
      },
    },
    missingHeading: 'Please complete all required fields:',
    ready: 'All required fields are complete. Your application is ready.',
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
