import { levelBadgeColors, type BadgeColor, type CreatorLevelName } from '~/content/creator-level-table'
import { cn } from '~/lib/cn'

/** The classes of each level badge colour; every text/background pair meets WCAG AA contrast. */
export const badgeTone: Record<BadgeColor, { chip: string; badge: string; bar: string }> = {
  teal: { chip: 'bg-primary-soft text-primary-hover', badge: 'bg-primary text-white', bar: 'bg-primary' },
  sky: { chip: 'bg-sky-100 text-sky-900', badge: 'bg-sky-700 text-white', bar: 'bg-sky-700' },
  violet: { chip: 'bg-violet-100 text-violet-900', badge: 'bg-violet-700 text-white', bar: 'bg-violet-700' },
  amber: { chip: 'bg-accent-soft text-ink', badge: 'bg-accent text-ink', bar: 'bg-accent' },
}

/** A small label naming a creator level, in that level's colour. */
export function LevelChip({ level, className }: { level: CreatorLevelName; className?: string }) {
  const tone = badgeTone[levelBadgeColors[level]]
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tone.chip, className)}>
      {level}
    </span>
  )
}
