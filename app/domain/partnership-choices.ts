/**
 * The choices of the partnership application: the one list of ids for each question. The
 * wizard's words (app/content/partnership.ts), the schemas (app/lib) and the creator level
 * table read them from here; the submissions migration's CHECK constraint lists the same ids
 * (tests/unit/domain-matches-migrations.test.ts proves it).
 */

export const partnershipTypeIds = ['workshops', 'roundtables', 'peer-groups', 'fireside-chats', 'content-creation', 'mentorship'] as const
export type PartnershipTypeId = (typeof partnershipTypeIds)[number]

export const professionalRoleIds = ['working-professional', 'expert-service-provider', 'vendor-technology-provider'] as const
export type ProfessionalRoleId = (typeof professionalRoleIds)[number]

export const experienceIds = ['emerging', 'experienced', 'senior'] as const
export type ExperienceId = (typeof experienceIds)[number]

export const digitalReachIds = ['local', 'industry-wide', 'digital-authority'] as const
export type DigitalReachId = (typeof digitalReachIds)[number]

export const expertiseMethodIds = ['content-creator', 'speaker-educator', 'thought-leader', 'community-builder'] as const
export type ExpertiseMethodId = (typeof expertiseMethodIds)[number]

export const expertiseAreaIds = [
  'tax-planning',
  'audit-assurance',
  'financial-reporting',
  'management-consulting',
  'forensic-accounting',
  'payroll-hr',
  'bookkeeping',
  'cfo-services',
  'technology-systems',
  'estate-planning',
  'nonprofit-accounting',
  'international-accounting',
  'business-valuation',
  'practice-management',
] as const
export type ExpertiseAreaId = (typeof expertiseAreaIds)[number]
