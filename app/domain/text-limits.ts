/**
 * The longest accepted value of each free-text column (characters, after trimming), per
 * table (`schema.table` outside `public`). The schemas in app/lib check them (and give the message); each table's CHECK
 * constraint says the same (tests/unit/domain-matches-migrations.test.ts proves it).
 */

const person = { full_name: 120, email: 254, firm_name: 160 } as const

/** The tables visitors write: all their forms load (kept apart so those pages load no other table's limits). */
export const visitorTextLimits = {
  partnership_applications: {
    contact_name: 120,
    contact_email: 254,
    contact_company: 160,
    contact_phone: 40,
    contact_title: 120,
    contact_linkedin: 200,
    motivation: 1000,
    internal_note: 2000,
  },
  offer_claims: person,
  event_registrations: person,
} as const

export const textLimits = {
  ...visitorTextLimits,
  experts: { name: 120, role: 120, description: 2000 },
  events: {
    title: 160,
    slug: 80,
    summary: 300,
    description: 5000,
    venue: 160,
    address: 300,
    banner_url: 2000,
    registration_url: 2000,
  },
  event_join_links: { url: 2000 },
  resources: {
    title: 160,
    description: 2000,
    author: 120,
    cover_image_alt: 300,
    cover_image_url: 2048,
    external_url: 2048,
    file_name: 200,
  },
  faq_entries: { question: 300, answer: 4000 },
  testimonials: { quote: 600, author: 120, role: 160 },
  perks: { title: 120, description: 1000, discount: 40, savings: 80, category: 40 },
  speakers: { slug: 80, name: 120, title: 120, firm: 160, photo_url: 2048, session_title: 200, stage: 80, abstract: 4000 },
  agenda_sessions: { title: 200, description: 1000 },
  site_settings: { community_size: 20, active_members: 20, post_event_time: 40 },
  'audit.entries': { actor: 320, client_address: 100 },
  'site_server.notices': { last_error: 1000 },
} as const

