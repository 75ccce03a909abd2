/** The membership page's FAQ (6 questions, one open at a time). */
export const membershipFaq = [
  {
    id: 'membership-faq-free',
    question: 'Is the Free Community membership really free?',
    answer:
      'Yes. The Free Community plan is $0 a month with no time limit. It includes forum access, the basic resource library, free webinars, industry newsletters and direct messaging.',
  },
  {
    id: 'membership-faq-difference',
    question: 'What is the difference between Digital, Advantage and Elite?',
    answer:
      'Digital adds benchmarking, online chat, the learning hub with CPE, premade advisory products, vendor discounts and online events. Advantage adds academy workshops and CPE events. Elite adds group coaching and peer groups. Each plan includes everything in the plans below it.',
  },
  {
    id: 'membership-faq-cpe',
    question: 'How many CPE credits can I earn?',
    answer: 'Paid members can earn up to 40 CPE credits a year. Advantage and Elite members also have access to CPE events.',
  },
  {
    id: 'membership-faq-billing',
    question: 'How does billing work?',
    answer:
      'Paid plans are billed monthly or annually, and annual billing comes with a discount. You can cancel any time.',
  },
  {
    id: 'membership-faq-coaching',
    question: 'Is one-on-one coaching included?',
    answer:
      'Yes. Every paid plan includes one-on-one coaching with a monthly allocation. Elite members also take part in group coaching and peer groups.',
  },
  {
    id: 'membership-faq-websites',
    question: 'Can I add a website for my firm?',
    answer:
      'Yes. Websites are available as an add-on to the Digital, Advantage and Elite plans. Book a call and we will walk you through the options.',
  },
] as const
