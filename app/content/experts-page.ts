/** /experts: the expert marketplace. */

export const expertsHero = {
  eyebrow: 'Expert marketplace',
  title: 'Find the expert your firm needs',
  lead: 'Specialists who have built, run and advised accounting firms, ready to share what works.',
  becomeExpert: 'Become an Expert',
  browseAll: 'Browse All Experts',
} as const

export const expertsListing = {
  eyebrow: 'Our experts',
  title: 'Meet the experts',
  intro: 'Every expert here is active in the community: leading sessions, writing resources and answering member questions.',
  loading: 'Loading experts',
} as const

export const expertsCta = {
  title: 'Share your expertise with the community',
  text: 'Lead workshops, host roundtables and reach firms looking for exactly what you know.',
  button: 'Become an Expert',
} as const
