/**
 * The words of the partnership application's steps 2 to 5, the note under Submit Application
 * and the confirmation: their own module, which loads with those steps (partnership.ts holds
 * what the first step shows).
 */
import { applicationReceived } from './after-submission'

export const partnershipLaterCopy = {
  submitNote: {
    /** While the contact step is incomplete, Submit Application stays disabled. */
    needsContact: 'Fill in your name, a valid email address and your company above to submit.',
    /** When every required field is filled but a value is too long or badly formed. */
    needsCorrections: 'Correct the fields listed above to submit.',
    ready: 'Submitting sends your answers to the partnerships team.',
    /** Shown when sending failed; the answers stay as they are. */
    failedTitle: 'Your application was not sent.',
    failedRetry: 'Your answers are still here.',
    /** Ways to reach the team directly, under the button. */
    contactText: 'To talk about a partnership directly,',
    scheduling: 'book a discovery call',
    or: 'or email',
    end: '.',
  },

  confirmation: {
    // The receipt by e-mail says the same (app/content/after-submission.ts).
    ...applicationReceived,
    questions: 'Questions in the meantime? Email',
    home: 'Back to the home page',
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
    /** Once the required fields are filled: the fields whose value is too long or badly formed. */
    correctionsHeading: 'Please correct these fields:',
    ready: 'All required fields are complete. Your application is ready.',
  },
} as const
