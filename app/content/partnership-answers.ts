/**
 * The words of the partnership application's answers in steps 2 and 3 (professional roles,
 * experience, digital reach, expertise method and areas; the ids are in
 * app/domain/partnership-choices.ts). Their own module, so the wizard's first step loads without them.
 */
import type {
  DigitalReachId,
  ExperienceId,
  ExpertiseAreaId,
  ExpertiseMethodId,
  ProfessionalRoleId,
} from '~/domain/partnership-choices'
import type { EstimatedLevelName } from '~/domain/levels'

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
