/**
 * The transition FAQ (17 entries in 4 categories). Answers are plain
 * text: they are shown on the page and emitted as FAQPage structured data word
 * for word. The 4 condensed entries live in faq-condensed.ts; the membership
 * page's own 6 questions in membership-faq.ts.
 */
import { academyGoingAway, academyMembershipCarryover, learningResources, membershipFeesChange } from './faq-condensed'
import type { FaqCategory, FaqEntry } from './faq-entry'

export const faqCategoryNames: Record<FaqCategory, string> = {
  general: 'General Transition',
  membership: 'Membership & Benefits',
  learning: 'Learning & Events',
  support: 'Coaching & Support',
}


export const faqEntries: readonly FaqEntry[] = [
  // General Transition
  academyGoingAway,
  academyMembershipCarryover,
  {
    id: 'why-the-change',
    category: 'general',
    question: 'Why is the academy becoming a community?',
    answer:
      'Members told us they learn as much from each other as from courses. A community adds peer networking, coaching and live conversations to the learning you already had, so you can grow your skills and your firm together.',
  },
  {
    id: 'how-to-join',
    category: 'general',
    question: 'How do I get into the new community?',
    answer:
      'Select Join the Community or Continue Your Journey. The community opens in a new tab with your invitation ready; create your login or sign in, and your place is waiting for you.',
  },
  // Membership & Benefits
  membershipFeesChange,
  {
    id: 'membership-plans',
    category: 'membership',
    question: 'Which membership plans are available?',
    answer:
      'There are four plans: Free, Digital, Advantage and Elite. Each plan includes everything in the plans below it, so you can start free and add more as your firm grows.',
  },
  {
    id: 'membership-free-plan',
    category: 'membership',
    question: 'What do I get with the Free plan?',
    answer:
      'The Free plan gives you forum access, the basic resource library, free webinars and industry newsletters, along with direct messaging and a limited selection of events and resources.',
  },
  {
    id: 'membership-cancel',
    category: 'membership',
    question: 'Can I switch plans or cancel later?',
    answer:
      'Yes. You can upgrade or move between plans as your needs change, choose monthly or annual billing, and cancel any time.',
  },
  {
    id: 'membership-team',
    category: 'membership',
    question: 'Can I bring my team along?',
    answer:
      'Yes. Firm partners add and manage their team members in the Manage My Team space, so everyone at the firm can use the same plan.',
  },
  // Learning & Events
  learningResources,
  {
    id: 'learning-cpe-credits',
    category: 'learning',
    question: 'Can I still earn CPE credits?',
    answer:
      'Yes. Paid members can earn up to 40 CPE credits a year through the learning hub. Advantage and Elite members also get CPE events.',
  },
  {
    id: 'learning-events',
    category: 'learning',
    question: 'What kinds of events does the community run?',
    answer:
      'Free webinars are open to everyone. Digital members add online events, and Advantage and Elite members add academy workshops and CPE events. You will also find wellness sessions and fireside chats on the events page.',
  },
  {
    id: 'learning-workshops',
    category: 'learning',
    question: 'Are the academy workshops continuing?',
    answer:
      'Yes. Academy workshops continue inside the community and are included in the Advantage and Elite plans.',
  },
  // Coaching & Support
  {
    id: 'support-coaching',
    category: 'support',
    question: 'Is coaching included?',
    answer:
      'Paid members get one-on-one coaching with a monthly allocation. Elite members also join group coaching and peer groups for ongoing accountability with firms like theirs.',
  },
  {
    id: 'support-peer-groups',
    category: 'support',
    question: 'How do peer groups work?',
    answer:
      'Peer groups are small circles of firm leaders who meet regularly to compare notes, share benchmarks and work through challenges together. They are part of the Elite plan.',
  },
  {
    id: 'support-website',
    category: 'support',
    question: 'What happens to the website I manage through the academy?',
    answer:
      'Nothing changes for your website. Keep using the website manager, and contact website support from the website section of this page if you need help. Websites remain available as an add-on to paid plans.',
  },
  {
    id: 'support-help',
    category: 'support',
    question: 'Who can I talk to if I have questions about the move?',
    answer:
      'Post in the general forum or send a direct message to the community team once you have joined. Our team and your fellow members are happy to help you settle in.',
  },
]

export const faqCopy = {
  searchLabel: 'Search the FAQ',
  searchPlaceholder: 'Search FAQs...',
  noResults: (query: string) => `No questions match "${query}". Try a different word, or clear the search.`,
  clearSearch: 'Clear search',
  resultCount: (count: number) => `${count} ${count === 1 ? 'question' : 'questions'} found`,
} as const
