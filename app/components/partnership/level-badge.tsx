import { Award, Crown, Sprout, type LucideIcon } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import type { CreatorLevel } from '~/content/partnership'
import { cn } from '~/lib/cn'

const levelStyle: Record<
  CreatorLevel,
  { variant: 'success' | 'primary' | 'ink'; icon: LucideIcon }
> = {
  'Rising Voice': { variant: 'success', icon: Sprout },
  Expert: { variant: 'primary', icon: Award },
  'Thought Leader': { variant: 'ink', icon: Crown },
}

/** A creator level as a badge; the icon is decorative, the level name is the text. */
export function LevelBadge({
  level,
  size = 'sm',
  className,
}: {
  level: CreatorLevel
  size?: 'sm' | 'lg'
  className?: string
}) {
  const { variant, icon: Icon } = levelStyle[level]
  return (
    <Badge variant={variant} className={cn(size === 'lg' && 'px-4 py-1.5 text-sm', className)}>
      <Icon aria-hidden="true" className={size === 'lg' ? 'size-4' : 'size-3.5'} />
      {level}
    </Badge>
  )
}
