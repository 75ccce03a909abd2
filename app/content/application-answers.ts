/**
 * An application's stored answers (option ids) and statuses in the words staff read: the
 * application's dialog in /admin/applications and the CSV exports of applications and claims.
 */
import type { ApplicationAnswerColumn as AnswerField, ApplicationCsvWords, ClaimCsvWords } from '~/lib/submissions'
import { applicationStatusLabels, claimStatusLabels } from './admin'
import { partnershipTypes } from './partnership'
import { digitalReachOptions, expertiseAreas, expertiseMethods, experienceOptions, professionalRoles } from './partnership-answers'

const options: Record<AnswerField, readonly { id: string; title: string }[]> = {
  partnership_types: partnershipTypes,
  professional_roles: professionalRoles,
  experience: experienceOptions,
  digital_reach: digitalReachOptions,
  expertise_method: expertiseMethods,
  expertise_areas: expertiseAreas,
}

/** The title of one chosen option (an id no longer offered stays as it was stored). */
export function answerTitle(field: AnswerField, id: string): string {
  return options[field].find((option) => option.id === id)?.title ?? id
}

/** The titles of the chosen options, joined with `separator`; null when none was chosen. */
export function answerTitles(field: AnswerField, ids: readonly string[] | string | null, separator = ', '): string | null {
  const list = ids === null ? [] : typeof ids === 'string' ? [ids] : ids
  return list.length ? list.map((id) => answerTitle(field, id)).join(separator) : null
}

export const applicationCsvWords: ApplicationCsvWords = {
  status: (status) => applicationStatusLabels[status],
  answers: (field, ids) => answerTitles(field, ids, '; ') ?? '',
}

export const claimCsvWords: ClaimCsvWords = {
  status: (status) => claimStatusLabels[status],
}
