/**
 * /creators/onboarding: the creator welcome and onboarding page.
 * 7 steps, including a headshot, a short bio and a W9, and a free
 * 60-day trial link for the creator's network.
 */
import { onboardingMeta } from './page-meta-two'

/** What a step's link opens, if it has one (resolved from the site configuration). */
export type OnboardingStepLink = 'scheduling' | 'communityJoin'

export interface OnboardingStep {
  id: string
  title: string
  description: string
  /** Things to have ready for this step. */
  checklist: readonly string[]
  link?: { label: string; target: OnboardingStepLink }
}

export const ONBOARDING_STEPS_SECTION_ID = 'onboarding-steps'

export const onboardingPage = {
  meta: onboardingMeta,
  hero: {
    eyebrow: 'Creator onboarding',
    title: 'Welcome, Creators!',
    lead: 'We are glad you are here. This page walks you through everything we need from you and everything we will do together, from the kickoff call to your first live session.',
    start: 'Start Your Onboarding',
    note: 'Seven steps, from your kickoff call to your first session.',
  },
  why: {
    eyebrow: 'Why it matters',
    title: 'Why Become a Creator?',
    points: [
      {
        id: 'grow-authority',
        title: 'Grow your authority',
        description: 'Share what you know with accounting professionals who value it, and become the name they think of first.',
      },
      {
        id: 'expand-network',
        title: 'Expand your network',
        description: 'Meet firm leaders, fellow creators and vendors, and turn conversations into long-term relationships.',
      },
      {
        id: 'earn-and-give-back',
        title: 'Earn while you give back',
        description: 'Get rewarded for your expertise while helping firms and their teams do their best work.',
      },
    ],
  },
  journey: {
    eyebrow: 'Seven steps',
    title: 'Your Onboarding Journey',
    intro: 'Work through the steps in order. Your partner manager will check in at each one.',
    stepLabel: 'Step',
    checklistLabel: 'Have ready',
  },
  whatYouGet: {
    eyebrow: 'Your benefits',
    title: 'What You Get as a Creator',
    bullets: [
      'Help from our team to plan, set up and promote your sessions',
      'Professional session pages, slides and promotion to the whole community',
      'A free 60-day trial link to share with your network',
      'Feedback and engagement insights after every session you lead',
    ],
  },
  closing: {
    title: 'Ready to Get Started?',
    text: 'Book your onboarding call and we will take it from there. Questions first? Our partnerships team is one email away.',
    book: 'Book Your Onboarding Call',
    contact: 'Contact Our Team',
  },
} as const

export const onboardingSteps: readonly OnboardingStep[] = [
  {
    id: 'kickoff-call',
    title: 'Book your kickoff call',
    description: 'Meet your partner manager, agree your first opportunity and set a target launch date.',
    checklist: ['Your preferred topics', 'Two or three possible dates'],
    link: { label: 'Book Your Kickoff Call', target: 'scheduling' },
  },
  {
    id: 'headshot',
    title: 'Submit your headshot',
    description: 'Send a recent, high-resolution headshot. We use it on your session pages and announcements.',
    checklist: ['Square or portrait photo', 'At least 800 × 800 pixels'],
  },
  {
    id: 'bio',
    title: 'Share a short bio',
    description: 'Write a short bio of three or four sentences in the third person: who you are, what you do and who you help.',
    checklist: ['Around 80-120 words', 'Your title and firm'],
  },
  {
    id: 'w9',
    title: 'Submit your W9',
    description: 'Send a completed W9 form so we can pay you for paid sessions, sponsorships and referrals.',
    checklist: ['A signed, current W9', 'Your business or personal name as on your tax return'],
  },
  {
    id: 'plan-session',
    title: 'Plan your first session',
    description: 'Outline your topic, learning outcomes and format with your partner manager.',
    checklist: ['A working title', 'Three key takeaways'],
  },
  {
    id: 'invite-network',
    title: 'Invite your network',
    description:
      'Share your free 60-day trial link with your clients, colleagues and followers, so they can join the community and attend your session.',
    checklist: ['Your newsletter or social channels', 'A short personal note'],
    link: { label: 'Get Your 60-Day Trial Link', target: 'communityJoin' },
  },
  {
    id: 'go-live',
    title: 'Go live and follow up',
    description: 'Deliver your session with our production team beside you, then review the feedback and plan what comes next.',
    checklist: ['A quiet space and a good microphone', 'Your follow-up resource for attendees'],
  },
]

/** The ids of the why-onboard points, which the page pairs with icons. */
export type OnboardingWhyId = (typeof onboardingPage.why.points)[number]['id']
