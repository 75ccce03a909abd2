import { Award, Crown, Sprout, type LucideIcon } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import type { EstimatedLevelName } from '~/domain/levels'
import { cn } from '~/lib/cn'

// The shared success pair (text-success on bg-success-soft) measures 4.49:1, just under AA for
// this small text, so the Rising Voice badge is green on white with a green outline instead.
const levelStyle: Record<
  EstimatedLevelName,
  { variant: 'success' | 'default' | 'ink'; icon: LucideIcon; className?: string }
> = {
  'Rising Voice': {
    variant: 'success',
    icon: Sprout,
    className: 'border border-success/40 bg-white',
  },
  Expert: { variant: 'default', icon: Award },
  'Thought Leader': { variant: 'ink', icon: Crown },
}

/** A creator level as a badge; the icon is decorative, the level name is the text. */
export function LevelBadge({
  level,
  size = 'sm',
  className,
}: {
  level: EstimatedLevelName
  size?: 'sm' | 'lg'
  className?: string
}) {
  const { variant, icon: Icon, className: levelClassName } = levelStyle[level]
  return (
    <Badge variant={variant} size={size} className={cn(levelClassName, className)}>
      <Icon aria-hidden="true" className={size === 'lg' ? 'size-4' : 'size-3.5'} />
      {level}
    </Badge>
  )
}
