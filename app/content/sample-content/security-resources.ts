// Sample content (security courses and guides): an example to replace before launch; see index.ts and README.md.
import type { SecurityResource } from '../securityhub'

/** The four resource cards of /securityhub. */
export const sampleSecurityResources: readonly SecurityResource[] = [
  {
    id: 'cybersecurity-foundations',
    title: 'Cybersecurity Foundations for Accounting Firms',
    description: 'The controls every firm needs, from multi-factor authentication to secure client file sharing, in six short lessons.',
    badge: 'Security Course',
    author: 'Community Security Faculty',
    date: 'March 2025',
    image: '/images/security-two/foundations.svg',
    imageAlt: 'A shield over a ledger page, for the Cybersecurity Foundations course',
  },
  {
    id: 'wisp-guide',
    title: 'Writing Your Written Information Security Plan',
    description: 'A step-by-step guide and template for the security plan tax professionals are required to keep.',
    badge: 'Security Guide',
    author: 'Expert Contributor',
    date: 'February 2025',
    image: '/images/security-two/wisp.svg',
    imageAlt: 'A checklist document with a padlock, for the security plan guide',
  },
  {
    id: 'phishing-defense',
    title: 'Phishing Defense for Tax Season',
    description: 'Recognize the scams that target firms at their busiest, and train your team to stop them.',
    badge: 'Security Course',
    author: 'Community Security Faculty',
    date: 'January 2025',
    image: '/images/security-two/phishing.svg',
    imageAlt: 'An envelope with a warning sign, for the Phishing Defense course',
  },
  {
    id: 'incident-response',
    title: 'Client Data Incident Response Playbook',
    description: 'What to do in the first hour, day and week after a suspected breach, with ready-to-use checklists.',
    badge: 'Security Guide',
    author: 'Expert Contributor',
    date: 'April 2025',
    image: '/images/security-two/incident-response.svg',
    imageAlt: 'A timeline with an alert marker, for the incident response playbook',
  },
]

/** Shown beside this sample, so no visitor takes it for fact. */
export const securityResourcesNote = 'Example resources: these titles, authors and dates are placeholders for the real courses and guides.'
