import { useSelector } from '@tanstack/react-form'
import { Gauge } from 'lucide-react'
import { partnershipPageCopy as copy } from '~/content/partnership'
import { levelsForEstimate } from '~/content/creator-level-table'
import { estimateCreatorLevel } from '~/lib/partnership-level'
import { cn } from '~/lib/cn'
import { LevelBadge } from './level-badge'
import type { PartnershipForm } from './partnership-form'
import { IconBadge } from '~/components/ui/icon-badge'

/** The estimated creator level, derived from the draft on every render and never stored. */
export function useEstimatedLevel(form: PartnershipForm) {
  return useSelector(form.store, (state) =>
    estimateCreatorLevel(state.values.experience, state.values.digitalReach),
  )
}

/**
 * The live estimate on step 3: a polite status region, so screen readers hear the level
 * when it first appears and whenever it changes.
 */
export function EstimatedLevelPanel({ form }: { form: PartnershipForm }) {
  const level = useEstimatedLevel(form)
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4 transition-colors duration-200 sm:items-center',
        level ? 'border-primary/30 bg-tint' : 'border-dashed border-border bg-muted/60',
      )}
    >
      <IconBadge icon={Gauge} size="sm" />
      <div className="min-w-0">
        <div role="status" aria-atomic="true" className="text-sm">
          {level ? (
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              <span>{copy.levels.estimateLabel}</span> <LevelBadge level={level} size="lg" />
            </p>
          ) : (
            <p className="text-muted-foreground">{copy.levels.estimatePending}</p>
          )}
        </div>
        {level ? (
          <p className="mt-1.5 text-sm text-muted-foreground">
            {copy.levels.estimateOnLevelsPage(levelsForEstimate(level))} {copy.levels.estimateNote}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** A quiet reminder of the estimate on the other steps (not a live region: it only changes on step 3). */
export function EstimatedLevelSummary({ form }: { form: PartnershipForm }) {
  const level = useEstimatedLevel(form)
  if (!level) return null
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span>{copy.levels.estimateLabel}</span> <LevelBadge level={level} />
    </p>
  )
}
