import { Loader2 } from 'lucide-react'
import { cn } from '~/lib/cn'

/** A loading indicator with an accessible status text. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div
      data-slot="spinner"
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 py-10 text-muted-foreground',
        className,
      )}
    >
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
