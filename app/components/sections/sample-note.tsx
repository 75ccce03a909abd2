import { Info } from 'lucide-react'
import { cn } from '~/lib/cn'

/** States that the content beside it is an example (a row still marked is_example, or a sample resource), so no visitor takes it for fact. */
export function SampleNote({ children, className }: { children: string; className?: string }) {
  return (
    <p role="note" className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}
