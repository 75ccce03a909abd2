/**
 * The 4 entries of the condensed transition FAQ on the home page. They
 * are also part of the full FAQ (faq.ts); kept in their own small module so the
 * home page does not load the other 13 entries.
 */
import type { FaqEntry } from './faq-entry'

export const academyGoingAway: FaqEntry = {
  id: 'academy-going-away',
  category: 'general',
  question: 'Is the academy going away?',
  answer:
    'The academy is not disappearing: it is growing into the community. The courses, resources and events you relied on move into one place, joined by peer groups, coaching, vendor perks and an expert marketplace.',
}

export const academyMembershipCarryover: FaqEntry = {
  id: 'academy-membership-carryover',
  category: 'general',
  question: 'Does my academy membership carry over to the community?',
  answer:
    'Yes. Your academy membership carries over to the community. Use the Continue Your Journey button on the academy page to accept your invitation, and you will find the community plan that matches what you have today.',
}

export const membershipFeesChange: FaqEntry = {
  id: 'membership-fees-change',
  category: 'membership',
  question: 'Will my membership fees change?',
  answer:
    'The Free Community plan stays at $0 a month. Paid plans are billed monthly or annually, with discounts for annual billing, and you can cancel any time.',
}

export const learningResources: FaqEntry = {
  id: 'learning-resources',
  category: 'learning',
  question: 'Where will I find learning resources now?',
  answer:
    'Everything lives in the community resource library: guides, templates and checklists you can search and filter by category. Free resources are open to every member; premium resources are included with paid plans.',
}

/** The condensed transition FAQ on the home page, in this order. */
export const condensedFaqEntries: readonly FaqEntry[] = [
  academyGoingAway,
  academyMembershipCarryover,
  membershipFeesChange,
  learningResources,
]
