import { cn } from '~/lib/cn'

/** A large, quiet statistic: the number, then what it counts. */
export function Stat({ value, label, inverse = false }: { value: string; label: string; inverse?: boolean }) {
  return (
    <div className="text-center">
      <p className={cn('text-4xl font-bold tracking-tight sm:text-5xl', inverse ? 'text-white' : 'text-primary')}>{value}</p>
      <p className={cn('mt-2 text-sm font-medium', inverse ? 'text-slate-300' : 'text-muted-foreground')}>{label}</p>
    </div>
  )
}
