import type { EstimatedLevelName } from '~/domain/levels'
import type { DigitalReachId, ExperienceId } from '~/domain/partnership-choices'

/**
 * The estimated creator level, computed live and never stored.
 * Null until both experience and digital reach are chosen.
 */
export function estimateCreatorLevel(
  experience: ExperienceId | '' | undefined,
  digitalReach: DigitalReachId | '' | undefined,
): EstimatedLevelName | null {
  if (!experience || !digitalReach) return null
  if (experience === 'emerging' || digitalReach === 'local') return 'Rising Voice'
  if (experience === 'senior' && digitalReach === 'digital-authority') return 'Thought Leader'
  return 'Expert'
}
